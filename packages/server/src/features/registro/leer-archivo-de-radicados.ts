/**
 * Reads the radicados out of a lawyer's spreadsheet (.xlsx) or CSV export, in sheet order, so the
 * bulk-load dialog can fill its textarea. Cells that merely look like a radicado (typos included)
 * are kept: the dialog's per-line validation then tells the lawyer which ones are wrong.
 */

import { formatMessage } from '@expediente/domain';
import { MAX_PROCESOS_POR_CARGA } from '@expediente/domain/contrato/registro';
import { AppError, appError } from '../../http/errors.ts';
import { LIMITES_HOJA, leerCeldasXlsx } from './hoja/leer-hoja.ts';

/** A 1,000-row sheet of radicados weighs about 30 KB; 2 MB leaves room for styled workbooks. */
export const MAX_ARCHIVO_BYTES = 2 * 1024 * 1024;

export interface RadicadosDelArchivo {
  radicados: string[];
  /**
   * Cells holding a long number that Excel stored in scientific notation: its last digits are lost
   * (a double keeps 15–17), so it cannot be recovered. The dialog asks to store them as text.
   */
  numerosImprecisos: number;
}

/** Spaces, dashes, dots and slashes lawyers use to group the radicado's parts. */
const SEPARATORS = /[\s\-./_]/g;

/**
 * A cell looks like a radicado attempt when, without separators, it is 12–40 letters or digits of
 * which at least 12 are digits and at most 8 are letters: names, headers, dates, money, phone and
 * ID numbers (10 digits at most) are left out, while a radicado missing or gaining digits is kept —
 * dropping it silently made a file with a bad row read '0 con errores' (issue 21, item 13); kept,
 * the dialog lists it under 'Radicados con formato incorrecto'.
 */
export function radicadoCandidato(cell: string): string | null {
  const compact = cell.replace(SEPARATORS, '');
  if (!/^[0-9A-Za-z]{12,40}$/.test(compact)) return null;
  const digits = compact.replace(/\D/g, '').length;
  return digits >= Math.max(12, compact.length - 8) ? compact : null;
}

/** Excel writes big numbers as '1.10013103001202E+22': digits already lost. */
const SCIENTIFIC = /^\d(\.\d+)?E\+\d+$/i;

function collect(cells: Iterable<string>): RadicadosDelArchivo {
  const radicados: string[] = [];
  let numerosImprecisos = 0;
  for (const raw of cells) {
    const cell = raw.trim();
    if (SCIENTIFIC.test(cell)) {
      if (Number(cell) >= 1e19) numerosImprecisos += 1;
      continue;
    }
    const candidate = radicadoCandidato(cell);
    if (candidate) radicados.push(candidate);
  }
  return { radicados, numerosImprecisos };
}

/** CSV as exported by Excel in Colombia (';') or elsewhere (',' or tab); quotes removed. */
export function celdasCsv(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .flatMap((line) => line.split(/[;,\t]/))
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
}

/** A CSV is bounded like a sheet: 2 MB of separators would otherwise make millions of cells. */
function csvCellsWithinLimits(text: string): string[] {
  let lines = 1;
  for (
    let at = text.indexOf('\n');
    at !== -1 && lines <= LIMITES_HOJA.maxFilas;
    at = text.indexOf('\n', at + 1)
  )
    lines += 1;
  if (lines > LIMITES_HOJA.maxFilas) throw appError(422, 'ArchivoDemasiadoExtenso');
  return celdasCsv(text);
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (buffer: Buffer, magic: number[]) => magic.every((byte, index) => buffer[index] === byte);

type Kind = 'xlsx' | 'csv' | 'xls' | 'other';

/** The content decides, not the name alone: a renamed PDF is still refused. */
export function detectarTipo(buffer: Buffer, filename: string): Kind {
  const name = filename.toLowerCase();
  if (startsWith(buffer, ZIP_MAGIC)) return name.endsWith('.xlsx') || !name.includes('.') ? 'xlsx' : 'other';
  if (startsWith(buffer, OLE_MAGIC)) return name.endsWith('.xls') ? 'xls' : 'other';
  const isText = !buffer.subarray(0, 4096).includes(0);
  return isText && (name.endsWith('.csv') || name.endsWith('.txt')) ? 'csv' : 'other';
}

export async function leerArchivoDeRadicados(buffer: Buffer, filename: string): Promise<RadicadosDelArchivo> {
  if (buffer.length === 0) throw appError(400, 'ArchivoVacio');
  const kind = detectarTipo(buffer, filename);
  if (kind === 'xls') throw appError(415, 'ArchivoXlsAntiguo');
  if (kind === 'other') throw appError(415, 'ArchivoNoCompatible');
  const cells =
    kind === 'xlsx' ? await leerCeldasXlsx(buffer) : csvCellsWithinLimits(buffer.toString('utf8'));
  const result = collect(cells);
  if (result.radicados.length === 0 && result.numerosImprecisos === 0) throw appError(422, 'ArchivoVacio');
  if (result.radicados.length > MAX_PROCESOS_POR_CARGA) {
    const max = MAX_PROCESOS_POR_CARGA.toLocaleString('es-CO');
    throw new AppError(
      422,
      'ArchivoDemasiadosRadicados',
      formatMessage('ArchivoDemasiadosRadicados', { max }),
    );
  }
  return result;
}
