/** The snippet shown to the user around a match, cut from the ORIGINAL text (accents and all). */

export const EXTRACTO_LENGTH = 200;
/** How far a cut may move to land between words instead of inside one. */
const WORD_BOUNDARY_SLACK = 20;

export function buildExtracto(text: string, start: number, end: number, length = EXTRACTO_LENGTH): string {
  const padding = Math.max(0, Math.floor((length - (end - start)) / 2));
  let from = Math.max(0, start - padding);
  let to = Math.min(text.length, end + padding);
  if (from > 0) {
    const space = text.slice(from, Math.min(start, from + WORD_BOUNDARY_SLACK)).search(/\s/);
    if (space >= 0) from += space + 1;
  }
  if (to < text.length) {
    const tail = text.slice(Math.max(end, to - WORD_BOUNDARY_SLACK), to);
    const space = tail.search(/\s\S*$/);
    if (space >= 0) to = Math.max(end, to - WORD_BOUNDARY_SLACK) + space;
  }
  // Line breaks of PDF extraction would break the snippet in the UI; the words themselves stay as printed.
  return text.slice(from, to).replace(/\s+/g, ' ').trim();
}
