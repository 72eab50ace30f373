/**
 * Per-line validation of the bulk-load textarea (seed 000 §5): each trimmed line must be 23 digits,
 * not all the same digit. Errors keep their line number under the seed's three headings.
 */

/** One offending line: its 1-based number in the textarea and its trimmed text. */
export interface LineaConError {
  linea: number;
  valor: string;
}

export interface ValidacionRadicados {
  /** Non-blank lines. */
  totalLineas: number;
  /** Valid radicados, first occurrence only, in textarea order: what 'Enviar' sends. */
  validos: string[];
  repetidos: LineaConError[];
  conLetra: LineaConError[];
  formatoIncorrecto: LineaConError[];
  hasErrors: boolean;
}

const HAS_LETTER = /\p{L}/u;
const RADICADO = /^\d{23}$/;
const SAME_DIGIT = /^(\d)\1{22}$/;

export type LineKind = 'valido' | 'repetido' | 'conLetra' | 'formatoIncorrecto' | 'vacio';

function classify(valor: string, seen: Set<string>): LineKind {
  if (valor === '') return 'vacio';
  if (HAS_LETTER.test(valor)) return 'conLetra';
  if (!RADICADO.test(valor) || SAME_DIGIT.test(valor)) return 'formatoIncorrecto';
  return seen.has(valor) ? 'repetido' : 'valido';
}

/** Each line with its kind; a repeat is a later copy of a valid radicado. */
export function classifyLines(text: string): { linea: number; valor: string; kind: LineKind }[] {
  const seen = new Set<string>();
  return text.split(/\r\n|\n|\r/).map((raw, index) => {
    const valor = raw.trim();
    const kind = classify(valor, seen);
    if (kind === 'valido') seen.add(valor);
    return { linea: index + 1, valor, kind };
  });
}

export function validarRadicados(text: string): ValidacionRadicados {
  const result: ValidacionRadicados = {
    totalLineas: 0,
    validos: [],
    repetidos: [],
    conLetra: [],
    formatoIncorrecto: [],
    hasErrors: false,
  };
  for (const { linea, valor, kind } of classifyLines(text)) {
    if (kind === 'vacio') continue;
    result.totalLineas += 1;
    if (kind === 'valido') result.validos.push(valor);
    else result[kind === 'repetido' ? 'repetidos' : kind].push({ linea, valor });
  }
  result.hasErrors = result.repetidos.length + result.conLetra.length + result.formatoIncorrecto.length > 0;
  return result;
}

/** 'Enviar' needs at least one valid radicado and no error left (seed 000 §5). */
const contar = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** The count under the text box, in agreement: '1 línea · 1 radicado válido', not '1 líneas'. */
export function conteoRadicados(validacion: ValidacionRadicados): string {
  const conErrores =
    validacion.repetidos.length + validacion.conLetra.length + validacion.formatoIncorrecto.length;
  return [
    contar(validacion.totalLineas, 'línea', 'líneas'),
    contar(validacion.validos.length, 'radicado válido', 'radicados válidos'),
    `${conErrores} con errores`,
  ].join(' · ');
}

export function canSend(validation: ValidacionRadicados): boolean {
  return !validation.hasErrors && validation.validos.length > 0;
}

/** 'Omitir radicados con errores': keeps only the first copy of each valid radicado. */
export function omitErroneous(text: string): string {
  return classifyLines(text)
    .filter((line) => line.kind === 'valido')
    .map((line) => line.valor)
    .join('\n');
}

/** 'Omitir radicados ya registrados': drops the lines the check call found registered. */
export function omitRegistered(text: string, registrados: Iterable<string>): string {
  const set = new Set(registrados);
  return text
    .split(/\r\n|\n|\r/)
    .filter((line) => !set.has(line.trim()))
    .join('\n');
}
