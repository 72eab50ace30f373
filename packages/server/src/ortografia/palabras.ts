/**
 * The words of a text a person reads, ready for the dictionary: markup, addresses, paths and
 * identifiers left out, so only Spanish prose (and the product's own names) remains.
 */

/** Separator that extraerTextos puts between the literal parts of a template. */
export const SEPARADOR_PARTES = '\u0000';

/** A template's part may start or end inside an HTML tag cut by a substitution: drop those ends. */
function sinMarcado(part: string): string {
  let text = part.replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^<>]*>/g, ' ');
  const firstClose = text.indexOf('>');
  const firstOpen = text.indexOf('<');
  if (firstClose !== -1 && (firstOpen === -1 || firstClose < firstOpen)) text = text.slice(firstClose + 1);
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) text = text.slice(0, lastOpen);
  return text.replace(/&[#\w]+;/g, ' ');
}

/** Strings that are code even where a person could read them: CSS, class lists, date formats. */
function pareceCodigo(text: string): boolean {
  const trimmed = text.trim();
  if (/\\[bdswp]|\(\?[:!=]|\b(YYYY|MMMM|HH:mm)\b/.test(trimmed)) return true;
  if (/\b(var|calc)\(|\d(px|em|rem|vh|vw|ms)\b|^\(?(max|min)-width|^[\w-]+:\s*[\w#-]+;/.test(trimmed))
    return true;
  // A single token: a word a person reads is letters (maybe with ¿¡ and a final . : ! ?); anything
  // else (snake_case, kebab-case, camelCase, paths, dotted names) is an identifier.
  if (!/\s/.test(trimmed)) {
    // A lone lowercase ASCII word is a code value ('filled', 'primary'); with a tilde it is Spanish.
    return !/^[¡¿(]?[\p{Lu}\p{Ll}][\p{Ll}]*[.,;:!?)…]*$/u.test(trimmed) || /^[a-z]+[.,;:!?]*$/.test(trimmed);
  }
  // Several tokens that each carry a hyphen, an underscore or a digit: a class list ('flex gap-2').
  return /^[\w-]+( [\w-]+)*$/.test(trimmed) && trimmed.split(' ').every((token) => /[-_\d]/.test(token));
}

export function palabrasDeTexto(text: string): string[] {
  const words: string[] = [];
  for (const rawPart of text.split(SEPARADOR_PARTES)) {
    const part = sinMarcado(rawPart)
      .replace(/https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|(^|\s)\/\S*/g, ' ')
      .replace(/\{\{?[^}]*\}\}?/g, ' ');
    if (!part.trim() || pareceCodigo(part)) continue;
    const prose = part
      // File names and extensions (.xlsx, index.html), anchors (#root), codes with digits (2xx).
      .replace(/[\w-]*\.(html|ics|xlsx|xls|csv|docx|pdf|json|txt|zip)\b|#\w+|\b\w*\d\w*\b/gi, ' ');
    for (const match of prose.matchAll(/\p{L}[\p{L}\p{M}]*/gu)) {
      const word = match[0];
      // Single letters: 'y', 'o', and the abbreviations of 'a. m.' and 'p. m.'.
      if (word.length === 1) continue;
      // camelCase and brand names with inner capitals (WhatsApp, idExpediente) are not prose.
      if (/^.\p{Ll}*\p{Lu}/u.test(word) && word !== word.toUpperCase()) continue;
      words.push(word);
    }
  }
  return words;
}

/** Spanish opens what it closes: a sentence ending in ? or ! needs its ¿ or ¡ (RAE). */
export function signosDeApertura(text: string): string[] {
  const faltas: string[] = [];
  for (const rawPart of text.split(SEPARADOR_PARTES)) {
    const part = sinMarcado(rawPart);
    if (pareceCodigo(part)) continue;
    // Each sentence: from the previous . ? ! (or the start) to its closing mark.
    for (const match of part.matchAll(/[^.?!¿¡]*[¿¡]?[^.?!]*[?!]/g)) {
      const sentence = match[0];
      // A mark closing a sentence opened in the element before (JSX text cut by a tag) has no words.
      if (!/\p{L}/u.test(sentence)) continue;
      if (sentence.endsWith('?') && !sentence.includes('¿')) faltas.push('falta ¿');
      if (sentence.endsWith('!') && !sentence.includes('¡')) faltas.push('falta ¡');
    }
  }
  return faltas;
}
