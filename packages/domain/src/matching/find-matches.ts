/** Party-name matches ("coincidencias") in the pages of one document. */
import { CERTEZA_POSIBLE, type NivelCerteza, nivelDeCerteza } from './certeza.ts';
import { buildExtracto } from './extracto.ts';
import type { PartyIndex } from './party-index.ts';
import { createScanState, scanPage } from './scan-page.ts';
import { BELOW_MINIMUM, describeTokens, scoreCandidate, scored } from './score.ts';

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

export interface FindMatchesOptions {
  /** Lowest certainty reported. Default: the index's (70). Cannot go below it. */
  minCerteza?: number;
}

/** A match of a whole group (parties with the same tokens) on the current page, before fan-out. */
interface GroupMatch {
  group: number;
  /** Order of discovery on the page (tie-break of the overlap rule). */
  sequence: number;
  certeza: number;
  nivel: NivelCerteza;
  inicio: number;
  fin: number;
  matched: string[];
  withTypo: string[];
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
  const matches: Match[] = [];
  pages.forEach((text, pageIndex) => {
    const pagina = pageIndex + 1;
    scanPage(index, text, pagina, state);
    const found: GroupMatch[] = [];
    let hasRepeats = false;
    const { candidates, candidateCount, hits } = state;
    for (let pair = 0; pair < candidateCount; pair += 2) {
      const groupIndex = candidates[pair];
      const group = index.groups[groupIndex];
      const certeza = scoreCandidate(index, group, hits, candidates[pair + 1], effectiveMinimum);
      if (certeza === BELOW_MINIMUM || certeza < effectiveMinimum) continue;
      const nivel = nivelDeCerteza(certeza);
      if (nivel === null) continue;
      if (groupLastPage[groupIndex] === pagina) hasRepeats = true;
      groupLastPage[groupIndex] = pagina;
      const tokens = describeTokens(index, group, hits);
      found.push({
        group: groupIndex,
        sequence: found.length,
        certeza,
        nivel,
        inicio: hits.start[scored.firstHit],
        fin: hits.end[scored.lastHit],
        matched: tokens.matched,
        withTypo: tokens.withTypo,
      });
    }
    if (found.length === 0) return;
    const kept = hasRepeats ? dropOverlappingRepeats(found) : found;
    kept.sort(
      (a, b) =>
        a.inicio - b.inicio ||
        b.certeza - a.certeza ||
        index.groups[a.group].members[0] - index.groups[b.group].members[0],
    );
    fanOut(index, text, pagina, kept, matches);
  });
  return matches;
}

/** Per group, in text order: an overlapping later match replaces the kept one only if it scores higher. */
function dropOverlappingRepeats(found: GroupMatch[]): GroupMatch[] {
  const sorted = [...found].sort(
    (a, b) => a.group - b.group || a.inicio - b.inicio || a.sequence - b.sequence,
  );
  const kept: GroupMatch[] = [];
  for (const match of sorted) {
    const previous = kept[kept.length - 1];
    const overlaps = previous !== undefined && previous.group === match.group && match.inicio < previous.fin;
    if (!overlaps) {
      kept.push(match);
      continue;
    }
    if (match.certeza > previous.certeza) kept[kept.length - 1] = match;
  }
  return kept;
}

/** One Match per member party; the extracto is cut once per stretch of text and shared. */
function fanOut(index: PartyIndex, text: string, pagina: number, kept: GroupMatch[], matches: Match[]): void {
  const extractos = new Map<number, string>();
  for (const found of kept) {
    const spanKey = found.inicio * 4_294_967_296 + found.fin;
    let extracto = extractos.get(spanKey);
    if (extracto === undefined) {
      extracto = buildExtracto(text, found.inicio, found.fin);
      extractos.set(spanKey, extracto);
    }
    const members = index.groups[found.group].members;
    for (let member = 0; member < members.length; member++) {
      const party = index.parties[members[member]];
      matches.push({
        partyId: party.id,
        nombre: party.nombre,
        pagina,
        extracto,
        certeza: found.certeza,
        nivel: found.nivel,
        // Each match owns its arrays: callers may sort or edit them.
        tokensCoincidentes: member === 0 ? found.matched : found.matched.slice(),
        tokensConErrores: member === 0 ? found.withTypo : found.withTypo.slice(),
        inicio: found.inicio,
        fin: found.fin,
      });
    }
  }
}
