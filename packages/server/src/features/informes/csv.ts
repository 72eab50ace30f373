/**
 * CSV the way Excel in es-CO opens it with a double click: UTF-8 with a BOM (or accents break),
 * ';' between fields (',' is the decimal mark there), CRLF between rows, every field quoted with
 * inner quotes doubled (RFC 4180), so ';', quotes and line breaks inside a field are safe.
 */
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

/**
 * A cell that starts with = + - @ (or a tab / carriage return) would run as a formula in Excel
 * (CSV injection, OWASP): a leading apostrophe keeps it text.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** A cell that must stay text: the value, guarded against formulas. */
export function textCell(value: string | null | undefined): string {
  return quote(neutralizeFormula(value ?? ''));
}

/**
 * A long run of digits (a 23-digit radicado) that Excel would turn into 1,1E+22 and lose its
 * leading zero: written as the formula ="…", which Excel shows as that exact text. Only for
 * digits, so no user text ever becomes a formula.
 */
export function digitsCell(value: string): string {
  return /^\d+$/.test(value) ? quote(`="${value}"`) : textCell(value);
}

/** One row; cells must already be encoded by textCell or digitsCell. */
export function csvRow(cells: string[]): string {
  return `${cells.join(CSV_SEPARATOR)}\r\n`;
}
