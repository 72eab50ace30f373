/**
 * What the catalogue tools share (issue 19). They were first written in Python; the regular
 * expressions are kept as they were, so Python's Unicode meaning of \b, \w and \d is spelt out here
 * (JavaScript's \b and \w are ASCII only even with the u flag, which would split 'cédula').
 */

/** Python's \w on text: letters, digits, underscore. */
const PALABRA = '[\\p{L}\\p{N}_]';

/** Python's \s: str.isspace() also holds for the separators U+001C–U+001F. */
const ESPACIO = '\\s\\x1c-\\x1f';

/**
 * A RegExp from a Python pattern: \b, \w, \W, \d, \s and \S get Python's Unicode meaning, and the u
 * flag is added. Only for the patterns of these tools (none has \b, \w or \S inside a class).
 */
export function rePy(patron: string, flags = ''): RegExp {
  let fuente = '';
  let enClase = false;
  for (let i = 0; i < patron.length; i++) {
    const c = patron[i];
    if (c === '\\') {
      const secuencia = patron.slice(i, i + 2);
      i++;
      if (secuencia === '\\b') fuente += `(?:(?<=${PALABRA})(?!${PALABRA})|(?<!${PALABRA})(?=${PALABRA}))`;
      else if (secuencia === '\\w') fuente += PALABRA;
      else if (secuencia === '\\W') fuente += '[^\\p{L}\\p{N}_]';
      else if (secuencia === '\\d') fuente += '\\p{Nd}';
      else if (secuencia === '\\s') fuente += enClase ? ESPACIO : `[${ESPACIO}]`;
      else if (secuencia === '\\S') fuente += `[^${ESPACIO}]`;
      else fuente += secuencia;
      continue;
    }
    if (c === '[' && !enClase) enClase = true;
    else if (c === ']' && enClase) enClase = false;
    fuente += c;
  }
  return new RegExp(fuente, `${flags}u`);
}

const EXTREMOS = rePy('^\\s+|\\s+$', 'g');
const SEGUIDOS = rePy('\\s+', 'g');

/** Python's strip(). */
export function sinEspaciosExtremos(texto: string): string {
  return texto.replace(EXTREMOS, '');
}

/** Python's split-and-join of whitespace: runs become one space, none at either end. */
export function espacios(texto: string): string {
  return sinEspaciosExtremos(texto.replace(SEGUIDOS, ' '));
}

/** Lower case without accents (NFD, marks dropped), as Python's unicodedata fold did. */
export function plegar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();
}

/** Two items are the same when name and anotación are equal folded, with every run of digits as one. */
export function clave(texto: string): string {
  return espacios(plegar(texto)).replace(/\p{Nd}+/gu, '0');
}

/** Python's code-point slice, so a cut never splits a surrogate pair. */
export function primeros(texto: string, cuantos: number): string {
  return Array.from(texto).slice(0, cuantos).join('');
}

/** One (name, anotación) pair as extraer.ts reads it from a recorder's history. */
export interface ParLeido {
  actuacion: string;
  anotacion: string;
  /** Rows that carried it. */
  n: number;
  /** The processes (llaveProceso, else idProceso, else the file's path) it was read in. */
  procesos: string[];
  blob: string;
  path: string;
}

/** One masked, deduplicated item as catalogo.ts writes it (before labelling). */
export interface ItemLeido {
  actuacion: string;
  anotacion: string;
  veces: number;
  procesos: number;
  ruta: string;
  blob: string;
  repo: string;
}
