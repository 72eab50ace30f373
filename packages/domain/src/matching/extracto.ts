/** The snippet shown to the user around a match, cut from the ORIGINAL text (accents and all). */

export const EXTRACTO_LENGTH = 200;
/** How far a cut may move to land between words instead of inside one. */
const WORD_BOUNDARY_SLACK = 20;

/** Exactly the characters of the RegExp class \s (and of String.prototype.trim). */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Runs once per reported stretch of text (hundreds of thousands of times over 50 MB of estados), so it
 * scans char codes instead of slicing and running regular expressions.
 */
export function buildExtracto(text: string, start: number, end: number, length = EXTRACTO_LENGTH): string {
  const padding = Math.max(0, Math.floor((length - (end - start)) / 2));
  let from = Math.max(0, start - padding);
  let to = Math.min(text.length, end + padding);
  if (from > 0) {
    // Start after the first space within the slack, when there is one before the match.
    const limit = Math.min(start, from + WORD_BOUNDARY_SLACK);
    for (let at = from; at < limit; at++) {
      if (isWhitespace(text.charCodeAt(at))) {
        from = at + 1;
        break;
      }
    }
  }
  if (to < text.length) {
    // End at the last space within the slack, when there is one after the match.
    const tailStart = Math.max(end, to - WORD_BOUNDARY_SLACK);
    for (let at = to - 1; at >= tailStart; at--) {
      if (isWhitespace(text.charCodeAt(at))) {
        to = at;
        break;
      }
    }
  }
  // Line breaks of PDF extraction would break the snippet in the UI; the words themselves stay as printed.
  // Equivalent to slice(from, to).replace(/\s+/g, ' ').trim(), with one slice per irregular space run.
  while (from < to && isWhitespace(text.charCodeAt(from))) from++;
  while (to > from && isWhitespace(text.charCodeAt(to - 1))) to--;
  let result = '';
  let segmentStart = from;
  let at = from;
  while (at < to) {
    const code = text.charCodeAt(at);
    if (!isWhitespace(code)) {
      at++;
      continue;
    }
    let runEnd = at + 1;
    while (runEnd < to && isWhitespace(text.charCodeAt(runEnd))) runEnd++;
    if (code === 32 && runEnd === at + 1) {
      at = runEnd;
      continue;
    }
    result += `${text.slice(segmentStart, at)} `;
    segmentStart = runEnd;
    at = runEnd;
  }
  return segmentStart === from ? text.slice(from, to) : result + text.slice(segmentStart, to);
}
