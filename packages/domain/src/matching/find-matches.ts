/** Party-name matches ("coincidencias") in the pages of one document. */
import { CERTEZA_POSIBLE, type NivelCerteza, nivelDeCerteza } from './certeza.ts';
import { buildExtracto } from './extracto.ts';
import type { PartyIndex } from './party-index.ts';
import { createScanState, scanPage } from './scan-page.ts';
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
  /** 0–100. */
  certeza: number;
  nivel: NivelCerteza;
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
    order.sort(
      (a, b) =>
        inicio[a] - inicio[b] ||
        certeza[b] - certeza[a] ||
        index.groups[group[a]].members[0] - index.groups[group[b]].members[0],
    );
    fanOut(index, text, pagina, finds, order, matches);
  });
  return matches;
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
): void {
  let lastInicio = -1;
  let lastFin = -1;
  let extracto = '';
  for (const find of order) {
    if (finds.dropped[find] === 1) continue;
    const group = finds.group[find];
    const inicio = finds.inicio[find];
    const fin = finds.fin[find];
    // Sorted by inicio, so a repeated stretch usually follows right away.
    if (inicio !== lastInicio || fin !== lastFin) {
      extracto = buildExtracto(text, inicio, fin);
      lastInicio = inicio;
      lastFin = fin;
    }
    const certeza = finds.certeza[find];
    const nivel = nivelDeCerteza(certeza) ?? CERTEZA_FLOOR_NIVEL;
    const long = finds.longTokens.get(find);
    const members = index.groups[group].members;
    for (const member of members) {
      const party = index.parties[member];
      // Each match owns its arrays: callers may sort or edit them.
      matches.push({
        partyId: party.id,
        nombre: party.nombre,
        pagina,
        extracto,
        certeza,
        nivel,
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
}
