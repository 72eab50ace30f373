/**
 * Reads every (actuación, anotación) pair a recorder's captured CPNU answers hold, across the
 * whole history of its repository (issue 19 catalogue). Run: `npx tsx extraer.ts <git dir> <out.json>`.
 *
 * The objects are listed as `git rev-list --all` (newest commit first) then `git ls-tree -r` of each
 * commit; a blob is read once, under the first path it was listed with. Any JSON object with a
 * string `actuacion` and an `anotacion` or `idRegActuacion` counts as one row; so does a row of
 * akflorez/emdecob-juridica's `case_events` backup, which stores the CPNU name as `title` and the
 * anotación as `detail` (with its `event_hash`, per `case_id`). Only the two texts,
 * how many rows carried them and in which processes are kept; no other field leaves this script.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { ParLeido } from './comun.ts';

const [gitDir, salida] = process.argv.slice(2);
if (!gitDir || !salida) throw new Error('Uso: npx tsx extraer.ts <git dir> <salida.json>');

function git(args: string[], input?: string): Buffer {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { input, maxBuffer: 1 << 30 });
}

/** Every .json blob of the history, with the first path it was seen under. */
function blobsJson(): Map<string, string> {
  const rutas = new Map<string, string>();
  const commits = git(['rev-list', '--all']).toString().split('\n').filter(Boolean);
  for (const commit of commits) {
    for (const linea of git(['ls-tree', '-r', commit]).toString().split('\n')) {
      const tab = linea.indexOf('\t');
      if (tab < 0) continue;
      const [, , sha] = linea.slice(0, tab).split(' ');
      const ruta = linea.slice(tab + 1);
      if (ruta.endsWith('.json') && !rutas.has(sha)) rutas.set(sha, ruta);
    }
  }
  // A snapshot may lack its largest blobs: those are skipped.
  const presentes = git(['cat-file', '--batch-check'], [...rutas.keys()].join('\n'))
    .toString()
    .split('\n')
    .filter((linea) => linea && !linea.endsWith('missing'))
    .map((linea) => linea.split(' ')[0]);
  return new Map(presentes.map((sha) => [sha, rutas.get(sha) as string]));
}

/** The blobs' bytes, read in batches of `git cat-file --batch`. */
function* leerBlobs(shas: string[]): Generator<[string, Buffer]> {
  for (let inicio = 0; inicio < shas.length; inicio += 400) {
    const salidaGit = git(['cat-file', '--batch'], `${shas.slice(inicio, inicio + 400).join('\n')}\n`);
    let pos = 0;
    while (pos < salidaGit.length) {
      const finCabecera = salidaGit.indexOf(10, pos);
      const [sha, , tamano] = salidaGit.subarray(pos, finCabecera).toString().split(' ');
      const datos = salidaGit.subarray(finCabecera + 1, finCabecera + 1 + Number(tamano));
      pos = finCabecera + 1 + Number(tamano) + 1;
      yield [sha, datos];
    }
  }
}

interface Acumulado {
  n: number;
  procesos: Set<string>;
  blob: string;
  path: string;
}

const pares = new Map<string, Acumulado & { actuacion: string; anotacion: string }>();

/** The (name, anotación) of a captured row: CPNU's own fields, or a client's copy of them. */
function filaDe(objeto: Record<string, unknown>): { actuacion: string; anotacion: string } | null {
  if (typeof objeto.actuacion === 'string' && ('anotacion' in objeto || 'idRegActuacion' in objeto))
    return { actuacion: objeto.actuacion, anotacion: (objeto.anotacion as string | null | undefined) || '' };
  if (typeof objeto.title === 'string' && 'detail' in objeto && 'event_hash' in objeto)
    return { actuacion: objeto.title, anotacion: (objeto.detail as string | null | undefined) || '' };
  return null;
}

function recorrer(nodo: unknown, sha: string, ruta: string): void {
  if (Array.isArray(nodo)) {
    for (const valor of nodo) recorrer(valor, sha, ruta);
    return;
  }
  if (nodo === null || typeof nodo !== 'object') return;
  const objeto = nodo as Record<string, unknown>;
  const fila = filaDe(objeto);
  if (fila) {
    const { actuacion, anotacion } = fila;
    const llave = JSON.stringify([actuacion, anotacion]);
    const par = pares.get(llave) ?? {
      actuacion,
      anotacion,
      n: 0,
      procesos: new Set<string>(),
      blob: sha,
      path: ruta,
    };
    par.n += 1;
    par.procesos.add(String(objeto.llaveProceso || objeto.idProceso || objeto.case_id || ruta));
    pares.set(llave, par);
  }
  for (const valor of Object.values(objeto)) recorrer(valor, sha, ruta);
}

const blobs = blobsJson();
const buscados = [Buffer.from('"actuacion"'), Buffer.from('"event_hash"')];
for (const [sha, datos] of leerBlobs([...blobs.keys()])) {
  if (!buscados.some((buscado) => datos.includes(buscado))) continue;
  let documento: unknown;
  try {
    documento = JSON.parse(new TextDecoder().decode(datos));
  } catch {
    continue;
  }
  recorrer(documento, sha, blobs.get(sha) as string);
}

const leidos: ParLeido[] = [...pares.values()].map((par) => ({
  actuacion: par.actuacion,
  anotacion: par.anotacion,
  n: par.n,
  procesos: [...par.procesos].sort(),
  blob: par.blob,
  path: par.path,
}));
writeFileSync(salida, JSON.stringify(leidos));
const filas = leidos.reduce((total, par) => total + par.n, 0);
console.log(
  `${leidos.length} pares, ${new Set(leidos.map((par) => par.actuacion)).size} nombres, ${filas} filas`,
);
