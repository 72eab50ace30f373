/**
 * Homonyms told apart by what the publication prints next to the name (sources.md §5, "context").
 * An estado row starts with its radicado (23 digits, hyphenated, spaced, or the short form
 * 'AAAA-NNNNN'); a combined publication may print the despacho (its 12-digit code or 'JUZGADO 003
 * CIVIL …'). When the radicado that governs the name is another process's, the name is another
 * person's (or the same person in a process the lawyer does not watch): kept for the viewer, never
 * alerted. When it is the watched case's, the name is corroborated and its certeza goes up.
 *
 * Which reference governs a name: the nearest one printed BEFORE it within CONTEXT_BEFORE characters
 * (a row's radicado comes first), else the nearest one AFTER it on the same line within CONTEXT_AFTER
 * ('… contra PEDRO PÉREZ, radicado 2025-00451'). A row's radicado is never looked for across a
 * following row: a later radicado on another line starts the next row.
 */
import { foldText } from './normalize.ts';
import type { WatchedProcesos } from './watched-procesos.ts';

export type Contexto = 'mismo-proceso' | 'otro-proceso' | 'mismo-despacho' | 'otro-despacho' | 'sin-contexto';

/** What the watched case says about itself: its radicado(s) and its despacho. */
export interface ContextoProceso {
  /** Radicados of the watched case (23 or 21 digits; separators allowed). */
  radicados?: readonly string[];
  /** 12-digit despacho codes the case is (or was) at: the court being read, the radicado's first 12. */
  codigosDespacho?: readonly string[];
  /** The despacho's name as stored, e.g. 'Juzgado 3 Civil Municipal de Bogotá'. */
  nombreDespacho?: string | null;
}

/** How far before the name its row's radicado may be printed (a wrapped 'Clase' cell sits in between). */
export const CONTEXT_BEFORE = 300;
/** How far after the name, on the same line, a radicado may govern it. */
export const CONTEXT_AFTER = 120;
/** Points added when the governing radicado is the watched case's. */
export const BONUS_MISMO_PROCESO = 15;
/** Points added when the governing despacho is the watched case's (weak: the document is usually the despacho's own). */
export const BONUS_MISMO_DESPACHO = 5;

enum Kind {
  Full = 0,
  WithoutInstance = 1,
  Short = 2,
  DespachoCode = 3,
  DespachoName = 4,
}

/** References printed on one page, in text order, as parallel arrays. */
export interface PageReferences {
  count: number;
  kind: number[];
  inicio: number[];
  fin: number[];
  /** Full: 23 digits; WithoutInstance: 21; Short: 'AAAA-N' (no leading zeros); code: 12 digits; name: 'N ESPECIALIDAD'. */
  value: string[];
}

/** A watched case's context, compiled for comparison. */
export interface CompiledContexto {
  /** First 21 digits of each radicado: instances of one proceso share them. */
  procesos: Set<string>;
  shortForms: Set<string>;
  despachos: Set<string>;
  despachoName: string | null;
}

function shortKey(year: string, consecutive: string): string {
  return `${year}-${consecutive.replace(/^0+(?=\d)/, '')}`;
}

/** 'Juzgado Tercero…' is not parsed; 'JUZGADO 003 CIVIL MUNICIPAL' → '3 CIVIL'. */
const DESPACHO_NAME = /JUZGADO\s+(?:N[O°º]?\.?\s*)?(\d{1,3})\s+([A-Z]+)/g;
/** The same on printed text, any case and accents: 'Juzgado 003 Civil', 'JUZGADO No. 3 CIVIL'. */
const PRINTED_DESPACHO_NAME = /juzgado\s+(?:n[o°º]?\.?\s*)?(\d{1,3})\s+([a-zà-ÿ]+)/;

export function despachoNameKey(nombre: string): string | null {
  DESPACHO_NAME.lastIndex = 0;
  const found = DESPACHO_NAME.exec(foldText(nombre));
  return found ? `${Number(found[1])} ${found[2]}` : null;
}

export function compileContexto(contexto: ContextoProceso | undefined): CompiledContexto | null {
  if (!contexto) return null;
  const procesos = new Set<string>();
  const shortForms = new Set<string>();
  const despachos = new Set<string>();
  for (const given of contexto.radicados ?? []) {
    const digits = given.replace(/\D/g, '');
    if (digits.length !== 23 && digits.length !== 21) continue;
    procesos.add(digits.slice(0, 21));
    shortForms.add(shortKey(digits.slice(12, 16), digits.slice(16, 21)));
    despachos.add(digits.slice(0, 12));
  }
  for (const code of contexto.codigosDespacho ?? []) {
    const digits = code.replace(/\D/g, '');
    if (digits.length === 12) despachos.add(digits);
  }
  const despachoName = contexto.nombreDespacho ? despachoNameKey(contexto.nombreDespacho) : null;
  if (procesos.size === 0 && despachos.size === 0 && despachoName === null) return null;
  return { procesos, shortForms, despachos, despachoName };
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Separators allowed inside a printed radicado: spaces, dots, hyphens (at most 3 in a row). */
function isRadicadoSeparator(code: number): boolean {
  return code === 32 || code === 45 || code === 46 || code === 160;
}

/**
 * Digit tokens of the page (start/end pairs, text order) → radicado and despacho-code references.
 * The scanner records the digit tokens while it reads the page, so this never rereads the text.
 */
export function collectReferences(
  text: string,
  digitTokenStart: Int32Array,
  digitTokenEnd: Int32Array,
  digitTokenCount: number,
  withNames: boolean,
): PageReferences {
  const refs: PageReferences = { count: 0, kind: [], inicio: [], fin: [], value: [] };
  // Only all-digit tokens take part ('2025A' or 'No123' are not radicado groups).
  const starts: number[] = [];
  const ends: number[] = [];
  for (let at = 0; at < digitTokenCount; at++) {
    let allDigits = true;
    for (let offset = digitTokenStart[at]; offset < digitTokenEnd[at]; offset++) {
      if (!isDigit(text.charCodeAt(offset))) {
        allDigits = false;
        break;
      }
    }
    if (allDigits) {
      starts.push(digitTokenStart[at]);
      ends.push(digitTokenEnd[at]);
    }
  }
  const digitStart = starts;
  const digitEnd = ends;
  const digitCount = starts.length;
  const push = (kind: Kind, inicio: number, fin: number, value: string) => {
    refs.kind.push(kind);
    refs.inicio.push(inicio);
    refs.fin.push(fin);
    refs.value.push(value);
    refs.count++;
  };
  let token = 0;
  while (token < digitCount) {
    // A run: digit tokens separated only by 1–3 separator characters.
    let runEnd = token;
    while (runEnd + 1 < digitCount && isJoined(text, digitEnd[runEnd], digitStart[runEnd + 1])) runEnd++;
    let first = token;
    while (first <= runEnd) {
      let digits = '';
      let last = first;
      let emitted = false;
      for (; last <= runEnd && digits.length < 23; last++) {
        digits += text.slice(digitStart[last], digitEnd[last]);
        if (digits.length === 23) {
          push(Kind.Full, digitStart[first], digitEnd[last], digits);
          emitted = true;
          break;
        }
        if (digits.length === 21 && (last === runEnd || digits.length + tokenLength(last + 1) > 23)) {
          push(Kind.WithoutInstance, digitStart[first], digitEnd[last], digits);
          emitted = true;
          break;
        }
        if (digits.length === 12 && first === last && last === runEnd) {
          push(Kind.DespachoCode, digitStart[first], digitEnd[last], digits);
          emitted = true;
          break;
        }
      }
      if (emitted) {
        first = last + 1;
        continue;
      }
      // Short form 'AAAA-NNNNN': a year, a hyphen, 1–5 digits; not a date 'AAAA-MM-DD'.
      if (first < runEnd && isShortForm(text, first)) {
        push(
          Kind.Short,
          digitStart[first],
          digitEnd[first + 1],
          shortKey(yearText(first), numberText(first + 1)),
        );
        first += 2;
        continue;
      }
      first++;
    }
    token = runEnd + 1;
  }
  if (withNames) addDespachoNames(text, refs);
  return refs;

  function tokenLength(at: number): number {
    return at < digitCount ? digitEnd[at] - digitStart[at] : 0;
  }
  function yearText(at: number): string {
    return text.slice(digitStart[at], digitEnd[at]);
  }
  function numberText(at: number): string {
    return text.slice(digitStart[at], digitEnd[at]);
  }
  function isShortForm(page: string, at: number): boolean {
    if (digitEnd[at] - digitStart[at] !== 4) return false;
    const year = Number(page.slice(digitStart[at], digitEnd[at]));
    if (year < 1990 || year > 2039) return false;
    const consecutiveLength = digitEnd[at + 1] - digitStart[at + 1];
    if (consecutiveLength < 1 || consecutiveLength > 5) return false;
    if (page.slice(digitEnd[at], digitStart[at + 1]).indexOf('-') < 0) return false;
    // '2024-10-03' is a date: a third group right after the consecutive.
    const after = digitEnd[at + 1];
    if (
      after + 1 < page.length &&
      (page[after] === '-' || page[after] === '/') &&
      isDigit(page.charCodeAt(after + 1))
    )
      return false;
    return true;
  }
}

function isJoined(text: string, end: number, nextStart: number): boolean {
  const gap = nextStart - end;
  if (gap < 1 || gap > 3) return false;
  for (let at = end; at < nextStart; at++) if (!isRadicadoSeparator(text.charCodeAt(at))) return false;
  return true;
}

function addDespachoNames(text: string, refs: PageReferences): void {
  const names: { inicio: number; fin: number; value: string }[] = [];
  // On the original text (no folded copy of the page): the regexp's literal prefix makes it a fast search.
  const pattern = new RegExp(PRINTED_DESPACHO_NAME.source, 'gi');
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    names.push({
      inicio: found.index,
      fin: found.index + found[0].length,
      value: `${Number(found[1])} ${foldText(found[2])}`,
    });
  }
  if (names.length === 0) return;
  // Merge into text order.
  const merged = [...refs.kind.keys()].map((at) => ({
    kind: refs.kind[at],
    inicio: refs.inicio[at],
    fin: refs.fin[at],
    value: refs.value[at],
  }));
  for (const name of names) merged.push({ kind: Kind.DespachoName, ...name });
  merged.sort((a, b) => a.inicio - b.inicio);
  refs.kind = merged.map((ref) => ref.kind);
  refs.inicio = merged.map((ref) => ref.inicio);
  refs.fin = merged.map((ref) => ref.fin);
  refs.value = merged.map((ref) => ref.value);
  refs.count = merged.length;
}

/**
 * Where the reference behind the last resolveContexto answer is printed (shared scratch, read it
 * before the next call): text.slice(inicio, fin) is what the viewer shows; -1 without context.
 */
export const referenciaResuelta = { inicio: -1, fin: -1 };

function isRadicado(kind: number): boolean {
  return kind === Kind.Full || kind === Kind.WithoutInstance || kind === Kind.Short;
}

/** Index of the governing reference among those accepted by `accepts`, or -1. */
function governing(
  text: string,
  refs: PageReferences,
  inicio: number,
  fin: number,
  accepts: (kind: number) => boolean,
): number {
  // Binary search: last reference starting before the name.
  let low = 0;
  let high = refs.count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (refs.inicio[middle] < inicio) low = middle + 1;
    else high = middle;
  }
  for (let at = low - 1; at >= 0 && inicio - refs.fin[at] <= CONTEXT_BEFORE; at--) {
    if (refs.fin[at] <= inicio && accepts(refs.kind[at])) return at;
  }
  for (let at = low; at < refs.count && refs.inicio[at] - fin <= CONTEXT_AFTER; at++) {
    if (refs.inicio[at] < fin || !accepts(refs.kind[at])) continue;
    const lineBreak = text.indexOf('\n', fin);
    if (lineBreak >= 0 && lineBreak < refs.inicio[at]) return -1;
    return at;
  }
  return -1;
}

function sameProceso(contexto: CompiledContexto, kind: number, value: string): boolean {
  if (kind === Kind.Short) return contexto.shortForms.has(value);
  return contexto.procesos.has(value.slice(0, 21));
}

/** Adds a watched case's proceso keys (what sameProceso compares) to the registry-wide set. */
export function addProcesoKeys(contexto: CompiledContexto, keys: Set<string>): void {
  for (const proceso of contexto.procesos) keys.add(proceso);
  for (const shortForm of contexto.shortForms) keys.add(shortForm);
}

/**
 * Per reference of the page: 1 when it is a radicado that SOME watched case could be (its key is in
 * the registry-wide set). Most rows of an estado belong to processes nobody watches: for those the
 * answer is 'otro-proceso' for every party, without reading the party's own sets.
 */
export function markWatchedRadicados(refs: PageReferences, watchedKeys: WatchedProcesos): Uint8Array {
  const watched = new Uint8Array(refs.count);
  for (let at = 0; at < refs.count; at++) {
    const kind = refs.kind[at];
    if (!isRadicado(kind)) continue;
    const value = refs.value[at];
    // The same key sameProceso compares: the short form whole, else the first 21 digits.
    watched[at] = watchedKeys.hasPrefix(value, kind === Kind.Short ? value.length : 21) ? 1 : 0;
  }
  return watched;
}

/** The page prints some despacho (code or name): without one, only a radicado can give a name context. */
export function printsDespacho(refs: PageReferences): boolean {
  for (let at = 0; at < refs.count; at++) {
    if (refs.kind[at] === Kind.DespachoCode || refs.kind[at] === Kind.DespachoName) return true;
  }
  return false;
}

/**
 * The radicado that governs a name at [inicio, fin), or -1: the same for every party (resolveContexto
 * looks for it first for any party with radicados), so it is found once per stretch of text.
 */
export function governingRadicado(text: string, refs: PageReferences, inicio: number, fin: number): number {
  return refs.count === 0 ? -1 : governing(text, refs, inicio, fin, isRadicado);
}

/** Context of a name printed at [inicio, fin) for one watched case; the reference goes to referenciaResuelta. */
export function resolveContexto(
  text: string,
  refs: PageReferences,
  inicio: number,
  fin: number,
  contexto: CompiledContexto,
): Contexto {
  referenciaResuelta.inicio = -1;
  referenciaResuelta.fin = -1;
  if (refs.count === 0) return 'sin-contexto';
  if (contexto.procesos.size > 0) {
    const at = governing(text, refs, inicio, fin, isRadicado);
    if (at >= 0) {
      referenciaResuelta.inicio = refs.inicio[at];
      referenciaResuelta.fin = refs.fin[at];
      return sameProceso(contexto, refs.kind[at], refs.value[at]) ? 'mismo-proceso' : 'otro-proceso';
    }
  }
  const hasName = contexto.despachoName !== null;
  if (contexto.despachos.size > 0 || hasName) {
    const at = governing(
      text,
      refs,
      inicio,
      fin,
      (kind) =>
        (kind === Kind.DespachoCode && contexto.despachos.size > 0) ||
        (kind === Kind.DespachoName && hasName),
    );
    if (at >= 0) {
      referenciaResuelta.inicio = refs.inicio[at];
      referenciaResuelta.fin = refs.fin[at];
      const same =
        refs.kind[at] === Kind.DespachoCode
          ? contexto.despachos.has(refs.value[at])
          : refs.value[at] === contexto.despachoName;
      return same ? 'mismo-despacho' : 'otro-despacho';
    }
  }
  return 'sin-contexto';
}
