/** Party-name matches ("coincidencias") in the pages of one document. */
import {
  CERTEZA_POSIBLE,
  certezaConContexto,
  debeAlertar,
  type NivelCerteza,
  nivelDeCerteza,
} from './certeza.ts';
import {
  type Contexto,
  collectReferences,
  governingRadicado,
  markWatchedRadicados,
  type PageReferences,
  printsDespacho,
  referenciaResuelta,
  resolveContexto,
} from './contexto.ts';
import { buildExtracto } from './extracto.ts';
import type { PartyIndex } from './party-index.ts';
import { createScanState, type ScanState, scanPage } from './scan-page.ts';
import {
  BELOW_MINIMUM,
  describeTokens,
  foundTokenMasks,
  MAX_MASK_TOKENS,
  scoreCandidate,
  scored,
  tokensOfMask,
} from './score.ts';

export interface Match {
  partyId: string;
  /** The registered name, as the user wrote it. */
  nombre: string;
  /** 1-based page number. */
  pagina: number;
  /** About 200 characters of the original text around the match. */
  extracto: string;
  /** 0–100: the name's certeza adjusted by the context printed next to it (certezaConContexto). */
  certeza: number;
  nivel: NivelCerteza;
  /** The name's own certeza, before the context. */
  certezaNombre: number;
  /** What the radicado or despacho printed next to the name says ('sin-contexto' when the party has none). */
  contexto: Contexto;
  /** That radicado or despacho as printed; '' without context. */
  referencia: string;
  /** certeza ≥ UMBRAL_ALERTA: a change for the lawyer. Below it the match is only shown in the viewer. */
  alerta: boolean;
  /** Registered tokens found (normalised), heaviest first. */
  tokensCoincidentes: string[];
  /** The subset of tokensCoincidentes found with a one-letter difference. */
  tokensConErrores: string[];
  /** Offsets of the matched words in the page text, for highlighting. */
  inicio: number;
  fin: number;
}

/** Never used: findMatches keeps only certezas ≥ CERTEZA_POSIBLE, which always have a band. */
const CERTEZA_FLOOR_NIVEL: NivelCerteza = 'posible';

export interface FindMatchesOptions {
  /** Lowest certainty reported. Default: the index's (70). Cannot go below it. */
  minCerteza?: number;
  /**
   * Also report names printed next to ANOTHER process's radicado or another despacho (capped at
   * CERTEZA_POSIBLE, never alerted). Default false: they are not the watched case's party.
   */
  incluirOtrosProcesos?: boolean;
}

/**
 * Matches of whole groups (parties with the same tokens) on the current page, before fan-out, as
 * parallel typed arrays reused from page to page: ~1M matches per 50 MB, no object until reported.
 */
interface PageFinds {
  count: number;
  group: Int32Array;
  certeza: Int32Array;
  inicio: Int32Array;
  fin: Int32Array;
  /** Bitmasks over the group's tokens: found, found with a typo. */
  foundMask: Int32Array;
  typoMask: Int32Array;
  /** Token lists of groups too long for bitmasks, by find. */
  longTokens: Map<number, { matched: string[]; withTypo: string[] }>;
  dropped: Uint8Array;
  order: Int32Array;
}

function createPageFinds(capacity: number): PageFinds {
  return {
    count: 0,
    group: new Int32Array(capacity),
    certeza: new Int32Array(capacity),
    inicio: new Int32Array(capacity),
    fin: new Int32Array(capacity),
    foundMask: new Int32Array(capacity),
    typoMask: new Int32Array(capacity),
    longTokens: new Map(),
    dropped: new Uint8Array(capacity),
    order: new Int32Array(capacity),
  };
}

function growPageFinds(finds: PageFinds): PageFinds {
  const bigger = createPageFinds(finds.group.length * 2);
  bigger.count = finds.count;
  bigger.group.set(finds.group);
  bigger.certeza.set(finds.certeza);
  bigger.inicio.set(finds.inicio);
  bigger.fin.set(finds.fin);
  bigger.foundMask.set(finds.foundMask);
  bigger.typoMask.set(finds.typoMask);
  bigger.longTokens = finds.longTokens;
  return bigger;
}

/**
 * Matches sorted by page, then start offset, then certainty (highest first); ties keep registry order.
 * A party proposed twice for one stretch of text (two triggers) is reported once, with the best score.
 */
export function findMatches(
  index: PartyIndex,
  pages: readonly string[],
  options: FindMatchesOptions = {},
): Match[] {
  const minCerteza = options.minCerteza ?? index.minCerteza;
  if (minCerteza < index.minCerteza) {
    throw new RangeError(
      `minCerteza ${minCerteza} is below the index's ${index.minCerteza}: rebuild the index with the lower minimum`,
    );
  }
  // Nothing below 'posible' is ever reported, whatever the index was built for.
  const effectiveMinimum = Math.max(minCerteza, CERTEZA_POSIBLE);
  const state = createScanState(index);
  const groupLastPage = new Int32Array(index.groups.length);
  let finds = createPageFinds(256);
  const matches: Match[] = [];
  const context = contextNeeds(index, options.incluirOtrosProcesos ?? false);
  pages.forEach((text, pageIndex) => {
    const pagina = pageIndex + 1;
    scanPage(index, text, pagina, state);
    finds.count = 0;
    finds.longTokens.clear();
    let hasRepeats = false;
    const { candidates, candidateCount, hits } = state;
    for (let pair = 0; pair < candidateCount; pair += 2) {
      const group = candidates[pair];
      const certeza = scoreCandidate(index, group, hits, candidates[pair + 1], effectiveMinimum);
      if (certeza === BELOW_MINIMUM || certeza < effectiveMinimum) continue;
      if (groupLastPage[group] === pagina) hasRepeats = true;
      groupLastPage[group] = pagina;
      if (finds.count === finds.group.length) finds = growPageFinds(finds);
      const find = finds.count++;
      finds.group[find] = group;
      finds.certeza[find] = certeza;
      finds.inicio[find] = hits.start[scored.firstHit];
      finds.fin[find] = hits.end[scored.lastHit];
      if (index.groupTokenStart[group + 1] - index.groupTokenStart[group] <= MAX_MASK_TOKENS) {
        const masks = foundTokenMasks(index, group, hits);
        finds.foundMask[find] = masks.found;
        finds.typoMask[find] = masks.typo;
      } else {
        finds.longTokens.set(find, describeTokens(index, group, hits));
      }
    }
    if (finds.count === 0) return;
    finds.dropped.fill(0, 0, finds.count);
    if (hasRepeats) dropOverlappingRepeats(finds);
    const order = finds.order.subarray(0, finds.count);
    for (let find = 0; find < finds.count; find++) order[find] = find;
    const { inicio, certeza, group } = finds;
    const groupFirstMember = index.groupFirstMember;
    order.sort(
      (a, b) =>
        inicio[a] - inicio[b] ||
        certeza[b] - certeza[a] ||
        groupFirstMember[group[a]] - groupFirstMember[group[b]],
    );
    const firstOfPage = matches.length;
    const adjusted = fanOut(index, text, pagina, finds, order, matches, state, context);
    if (adjusted) sortPage(matches, firstOfPage);
  });
  return matches;
}

interface ContextNeeds {
  /** 1 when some member of the group has a watched case's context. */
  groupHasContext: Uint8Array;
  /** Some party has a despacho name: despacho names are looked for in the text. */
  withNames: boolean;
  keepOthers: boolean;
}

function contextNeeds(index: PartyIndex, keepOthers: boolean): ContextNeeds {
  const groupHasContext = new Uint8Array(index.groups.length);
  let withNames = false;
  for (const party of index.parties) {
    if (party.contexto === null) continue;
    groupHasContext[party.group] = 1;
    if (party.contexto.despachoName !== null) withNames = true;
  }
  return { groupHasContext, withNames, keepOthers };
}

function bitCount(mask: number): number {
  let rest = mask - ((mask >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (Math.imul((rest + (rest >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Every token of the name found, exactly one of them with a one-letter difference. */
function isWholeNameWithOneTypo(
  index: PartyIndex,
  group: number,
  finds: PageFinds,
  find: number,
  long: { matched: string[]; withTypo: string[] } | undefined,
): boolean {
  const tokenCount = index.groupTokenStart[group + 1] - index.groupTokenStart[group];
  if (long) return long.matched.length === tokenCount && long.withTypo.length === 1;
  return bitCount(finds.foundMask[find]) === tokenCount && bitCount(finds.typoMask[find]) === 1;
}

/** Context may reorder certezas within one stretch: keep (inicio, certeza desc, registry) order. */
function sortPage(matches: Match[], from: number): void {
  const page = matches.slice(from);
  const position = new Map(page.map((match, at) => [match, at]));
  page.sort(
    (a, b) => a.inicio - b.inicio || b.certeza - a.certeza || (position.get(a) ?? 0) - (position.get(b) ?? 0),
  );
  for (let at = 0; at < page.length; at++) matches[from + at] = page[at];
}

/** Per group, in text order: an overlapping later find replaces the kept one only if it scores higher. */
function dropOverlappingRepeats(finds: PageFinds): void {
  const { group, inicio, fin, certeza, dropped } = finds;
  const order = finds.order.subarray(0, finds.count);
  for (let find = 0; find < finds.count; find++) order[find] = find;
  order.sort((a, b) => group[a] - group[b] || inicio[a] - inicio[b] || a - b);
  let kept = -1;
  for (const find of order) {
    const overlaps = kept >= 0 && group[kept] === group[find] && inicio[find] < fin[kept];
    if (!overlaps) {
      kept = find;
      continue;
    }
    if (certeza[find] > certeza[kept]) {
      dropped[kept] = 1;
      kept = find;
    } else {
      dropped[find] = 1;
    }
  }
}

/** One Match per member party, in `order`; the extracto is cut once per stretch of text and shared. */
function fanOut(
  index: PartyIndex,
  text: string,
  pagina: number,
  finds: PageFinds,
  order: Int32Array,
  matches: Match[],
  state: ScanState,
  context: ContextNeeds,
): boolean {
  let references: PageReferences | null = null;
  let watched: Uint8Array | null = null;
  let despachoPrinted = false;
  const dropOthers = !context.keepOthers;
  const partyHasProcesos = index.partyHasProcesos;
  let adjusted = false;
  let lastInicio = -1;
  let lastFin = -1;
  let extracto = '';
  for (const find of order) {
    if (finds.dropped[find] === 1) continue;
    const group = finds.group[find];
    const inicio = finds.inicio[find];
    const fin = finds.fin[find];
    const certezaNombre = finds.certeza[find];
    const long = finds.longTokens.size === 0 ? undefined : finds.longTokens.get(find);
    const hasContext = context.groupHasContext[group] === 1;
    const completoConUnError = isWholeNameWithOneTypo(index, group, finds, find, long);
    if (hasContext && references === null) {
      references = collectReferences(
        text,
        state.digitStart,
        state.digitEnd,
        state.digitCount,
        context.withNames,
      );
      watched = markWatchedRadicados(references, index.watchedProcesos);
      despachoPrinted = printsDespacho(references);
    }
    // Not yet looked for in this stretch of text.
    let governing = -2;
    for (let at = index.groupMemberStart[group], end = index.groupMemberStart[group + 1]; at < end; at++) {
      const member = index.groupMembers[at];
      // Fast paths, answered as resolveContexto would without reading the party's case: the
      // governing radicado is the same for every party. The common case, an estado row of a process
      // nobody watches, is 'otro-proceso' (dropped); no radicado and no despacho on the page (a
      // notice) is 'sin-contexto'.
      let nothingPrinted = false;
      if (partyHasProcesos[member] === 1 && references !== null && watched !== null) {
        if (governing === -2) governing = governingRadicado(text, references, inicio, fin);
        if (dropOthers && governing >= 0 && watched[governing] === 0) continue;
        nothingPrinted = governing === -1 && !despachoPrinted;
      }
      const party = index.parties[member];
      let contexto: Contexto = 'sin-contexto';
      let referencia = '';
      let certeza = certezaNombre;
      if (party.contexto !== null && references !== null && !nothingPrinted) {
        contexto = resolveContexto(text, references, inicio, fin, party.contexto);
        if (!context.keepOthers && (contexto === 'otro-proceso' || contexto === 'otro-despacho')) continue;
        if (referenciaResuelta.inicio >= 0)
          referencia = text.slice(referenciaResuelta.inicio, referenciaResuelta.fin);
        certeza = certezaConContexto(certezaNombre, contexto);
        if (certeza !== certezaNombre) adjusted = true;
      }
      // The extracto is cut once per stretch of text and shared; sorted by inicio, a repeated stretch
      // usually follows right away.
      if (inicio !== lastInicio || fin !== lastFin) {
        extracto = buildExtracto(text, inicio, fin);
        lastInicio = inicio;
        lastFin = fin;
      }
      // Each match owns its arrays: callers may sort or edit them.
      matches.push({
        partyId: party.id,
        nombre: party.nombre,
        pagina,
        extracto,
        certeza,
        nivel: nivelDeCerteza(certeza) ?? CERTEZA_FLOOR_NIVEL,
        certezaNombre,
        contexto,
        referencia,
        alerta: debeAlertar(certeza, contexto, completoConUnError),
        tokensCoincidentes: long ? [...long.matched] : tokensOfMask(index, group, finds.foundMask[find]),
        tokensConErrores: long
          ? [...long.withTypo]
          : finds.typoMask[find] === 0
            ? []
            : tokensOfMask(index, group, finds.typoMask[find]),
        inicio,
        fin,
      });
    }
  }
  return adjusted;
}
