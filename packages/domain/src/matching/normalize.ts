/**
 * Name and text normalisation shared by the index (registered names) and the scanner (document text).
 * Both sides MUST tokenise the same way, or a registered token can never meet its printed twin.
 */

/** Surname particles and connectors: they carry no identity, and PDFs split or glue them at will. */
const PARTICLES = ['DE', 'DEL', 'EL', 'LA', 'LAS', 'LOS', 'Y', 'E', 'SAN', 'SANTA', 'DELA', 'DELOS', 'DELAS'];

/** Legal-form noise of companies once punctuation is gone (S.A.S. → S A S, whose letters drop as single letters). */
const COMPANY_NOISE = [
  'SAS',
  'SA',
  'LTDA',
  'LIMITADA',
  'ESP',
  'CIA',
  'SCA',
  'SENC',
  'EU',
  'BIC',
  'EN',
  'ESAL',
];

/** Placeholders and party-list tails: 'N.N.', 'Y OTROS', 'Y OTRO'. */
const PLACEHOLDERS = ['NN', 'OTROS', 'OTRO', 'OTRAS', 'OTRA'];

/** Tokens that never count for a name: skipped on both sides without taking a position. */
export const IGNORED_TOKENS: ReadonlySet<string> = new Set([...PARTICLES, ...COMPANY_NOISE, ...PLACEHOLDERS]);

const nonAsciiCache = new Map<string, string>();

/** One non-ASCII character → one uppercase ASCII letter/digit, or a space. Keeps text offsets intact. */
export function foldNonAsciiChar(char: string): string {
  const cached = nonAsciiCache.get(char);
  if (cached !== undefined) return cached;
  const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
  const folded = /^[A-Z0-9]$/.test(stripped) ? stripped : ' ';
  nonAsciiCache.set(char, folded);
  return folded;
}

const NON_ASCII = /[^ -~\t\n\r\f\v]/g;

/**
 * Uppercase ASCII copy of `text` with accents stripped (Á→A, Ñ→N, ü→U) and the SAME length,
 * so an offset found in the folded text points at the same place in the original.
 */
export function foldText(text: string): string {
  const ascii = text.replace(NON_ASCII, foldNonAsciiChar);
  return ascii.toUpperCase();
}

/** Words of a folded text: runs of A–Z/0–9. Dots, hyphens and the CPNU ' - ' separator all split. */
function splitWords(folded: string): string[] {
  return folded.split(/[^A-Z0-9]+/).filter((word) => word.length > 0);
}

/** Multi-word legal forms that survive as separate words: removed from the display form. */
const TRAILING_LEGAL_FORMS: string[][] = [
  ['SOCIEDAD', 'POR', 'ACCIONES', 'SIMPLIFICADA'],
  ['SOCIEDAD', 'ANONIMA'],
  ['S', 'EN', 'C', 'S'],
  ['S', 'EN', 'C'],
  ['S', 'A', 'S'],
  ['S', 'C', 'A'],
  ['E', 'S', 'P'],
  ['S', 'A'],
  ['E', 'U'],
  ['Y', 'CIA'],
  ['EN', 'LIQUIDACION'],
  ['EN', 'REORGANIZACION'],
  ['Y', 'OTROS'],
  ['Y', 'OTRAS'],
  ['Y', 'OTRO'],
  ['Y', 'OTRA'],
  ['SAS'],
  ['SA'],
  ['LTDA'],
  ['LIMITADA'],
  ['ESP'],
  ['CIA'],
];

function endsWith(words: string[], tail: string[]): boolean {
  if (tail.length > words.length) return false;
  const offset = words.length - tail.length;
  return tail.every((word, index) => words[offset + index] === word);
}

function dropTrailingLegalForms(words: string[]): string[] {
  const result = [...words];
  let removedSomething = true;
  while (removedSomething && result.length > 1) {
    removedSomething = false;
    for (const tail of TRAILING_LEGAL_FORMS) {
      if (result.length > tail.length && endsWith(result, tail)) {
        result.length -= tail.length;
        removedSomething = true;
        break;
      }
    }
  }
  return result;
}

/** Dots glue initials and legal forms ('S.A.S.', 'N.N.'); the rest of punctuation separates words. */
function wordsOf(name: string): string[] {
  const folded = foldText(name).replace(/\./g, '');
  return splitWords(folded);
}

/**
 * Display/dedupe form of a party name: 'José  Ñúñez - García S.A.S.' → 'JOSE NUNEZ GARCIA'.
 * Accents and punctuation go, 'N.N.' goes, the CPNU ' - ' between nombres and apellidos becomes a space,
 * trailing legal forms and 'Y OTROS' go. Particles stay here (they read well); scoring drops them.
 */
export function normalizeName(name: string): string {
  const words = wordsOf(name).filter((word) => word !== 'NN');
  return dropTrailingLegalForms(words).join(' ');
}

/**
 * Tokens that identify a name, in printed order: particles, legal-form noise, placeholders and
 * single letters (initials, the letters of 'S.A.S.') are dropped. The scanner drops the same ones.
 */
export function nameTokens(name: string): string[] {
  return splitWords(foldText(name)).filter((word) => isIdentityToken(word));
}

export function isIdentityToken(token: string): boolean {
  return token.length > 1 && !IGNORED_TOKENS.has(token);
}
