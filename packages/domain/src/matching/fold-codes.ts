/**
 * foldText, one UTF-16 code unit at a time, as a lookup table: the scanner reads the ORIGINAL text
 * through it, so no folded copy of the page and no string per token is ever made.
 * Codes: SEPARATOR, CELL_SEPARATOR ('|' and tab: a name never spans them), or the folded ASCII code
 * of a token character ('0'–'9', 'A'–'Z'). Non-ASCII units are folded on first sight (foldNonAsciiChar).
 */
import { foldNonAsciiChar } from './normalize.ts';

export const SEPARATOR = 0;
export const CELL_SEPARATOR = 1;
const NOT_YET_FOLDED = 255;

export const FOLD = new Uint8Array(65_536).fill(NOT_YET_FOLDED);

function foldAscii(code: number): number {
  if (code === 124 || code === 9) return CELL_SEPARATOR;
  if (code >= 97 && code <= 122) return code - 32;
  if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return code;
  return SEPARATOR;
}

for (let code = 0; code < 128; code++) {
  // foldText keeps printable ASCII and \t\n\v\f\r; other control characters go through NFKD and become spaces.
  const isKept = (code >= 32 && code <= 126) || (code >= 9 && code <= 13);
  FOLD[code] = isKept ? foldAscii(code) : SEPARATOR;
}

/** FOLD[code], computing it the first time a non-ASCII code unit is seen. */
export function foldCode(code: number): number {
  const folded = FOLD[code];
  if (folded !== NOT_YET_FOLDED) return folded;
  const char = foldNonAsciiChar(String.fromCharCode(code));
  const result = char === ' ' ? SEPARATOR : char.charCodeAt(0);
  FOLD[code] = result;
  return result;
}

export const NOT_FOLDED = NOT_YET_FOLDED;

/** FNV-1a over folded codes; the scanner computes the same value incrementally. */
export const HASH_SEED = 0x811c9dc5 | 0;
export const HASH_PRIME = 0x01000193;

export function hashFolded(token: string): number {
  let hash = HASH_SEED;
  for (let offset = 0; offset < token.length; offset++) {
    hash = Math.imul(hash ^ token.charCodeAt(offset), HASH_PRIME);
  }
  return hash;
}
