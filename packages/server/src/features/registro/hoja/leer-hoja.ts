/**
 * Reads an uploaded .xlsx's cells off the main thread: web and worker roles share the process, so
 * a spreadsheet bomb parsed here would stall every request and the night's sweep (issue 20, item 1).
 * The worker (leer-hoja.worker.mjs) refuses archives past the limits below before building a cell;
 * V8's heap limit and a timer end it if anything still runs away; at most two run at once.
 */
import { Worker } from 'node:worker_threads';
import { appError } from '../../../http/errors.ts';

/**
 * A lawyer's sheet of 1,000 radicados expands to well under 1 MB; 20 MB and 20,000 rows leave room
 * for styled workbooks with notes while keeping the parse to about a second.
 */
export const LIMITES_HOJA = {
  maxEntradas: 500,
  maxBytesDescomprimidos: 20 * 1024 * 1024,
  maxFilas: 20_000,
  maxColumnas: 200,
} as const;

/** Heap for one parse: read-excel-file on a 20 MB sheet peaks well below it. */
const MAX_HEAP_MB = 192;
export const MAX_MS_HOJA = 15_000;
const MAX_EN_CURSO = 2;

let enCurso = 0;

type Respuesta = { cells: string[] } | { refusal: 'ArchivoIlegible' | 'ArchivoDemasiadoExtenso' };

function runWorker(data: Uint8Array, maxMs: number): Promise<Respuesta> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./leer-hoja.worker.mjs', import.meta.url), {
      workerData: { data, limites: LIMITES_HOJA },
      resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB, maxYoungGenerationSizeMb: 32 },
      // The worker needs no loader hooks: without this it would inherit `--import tsx`.
      execArgv: [],
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(appError(422, 'ArchivoTardaDemasiado'));
    }, maxMs);
    worker.once('message', (message: Respuesta) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer);
      // ERR_WORKER_OUT_OF_MEMORY: the heap limit ended a parse the checks let through.
      reject(
        appError(
          422,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ArchivoDemasiadoExtenso' : 'ArchivoIlegible',
        ),
      );
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(appError(422, 'ArchivoIlegible'));
    });
  });
}

/** The cells of every sheet, in order, as text; a Spanish 4xx for a hostile or broken file. */
export async function leerCeldasXlsx(buffer: Buffer, maxMs = MAX_MS_HOJA): Promise<string[]> {
  if (enCurso >= MAX_EN_CURSO) throw appError(429, 'ArchivosEnLectura');
  enCurso += 1;
  try {
    const answer = await runWorker(new Uint8Array(buffer), maxMs);
    if ('refusal' in answer) throw appError(422, answer.refusal);
    return answer.cells;
  } finally {
    enCurso -= 1;
  }
}
