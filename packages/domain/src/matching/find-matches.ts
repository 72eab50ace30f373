/** Party-name matches ("coincidencias") in the pages of one document. */
import { type NivelCerteza, nivelDeCerteza } from './certeza.ts';
import { buildExtracto } from './extracto.ts';
import type { PartyIndex } from './party-index.ts';
import { createCandidateMemo, scanPage } from './scan-page.ts';
import { describeTokens, scoreCandidate } from './score.ts';

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
  const memo = createCandidateMemo(index);
  const matches: Match[] = [];
  pages.forEach((text, pageIndex) => {
    const pagina = pageIndex + 1;
    const { hits, candidates } = scanPage(index, text, pagina, memo);
    for (let pair = 0; pair < candidates.length; pair += 2) {
      const hitIndex = candidates[pair + 1];
      const party = index.parties[candidates[pair]];
      const scored = scoreCandidate(index, party, hits, hitIndex);
      const nivel = nivelDeCerteza(scored.certeza);
      if (scored.certeza < minCerteza || nivel === null) continue;
      const tokens = describeTokens(index, party, hits, scored);
      const inicio = hits.start[scored.firstHit];
      const fin = hits.end[scored.lastHit];
      matches.push({
        partyId: party.id,
        nombre: party.nombre,
        pagina,
        extracto: buildExtracto(text, inicio, fin),
        certeza: scored.certeza,
        nivel,
        tokensCoincidentes: tokens.matched,
        tokensConErrores: tokens.withTypo,
        inicio,
        fin,
      });
    }
  });
  return dropOverlappingRepeats(matches);
}

/** A party proposed twice for one stretch of text (two triggers) is reported once, with the best score. */
function dropOverlappingRepeats(matches: Match[]): Match[] {
  const sorted = [...matches].sort(
    (a, b) => a.pagina - b.pagina || a.partyId.localeCompare(b.partyId) || a.inicio - b.inicio,
  );
  const kept: Match[] = [];
  for (const match of sorted) {
    const previous = kept[kept.length - 1];
    const overlaps =
      previous !== undefined &&
      previous.pagina === match.pagina &&
      previous.partyId === match.partyId &&
      match.inicio < previous.fin;
    if (!overlaps) {
      kept.push(match);
      continue;
    }
    if (match.certeza > previous.certeza) kept[kept.length - 1] = match;
  }
  return kept.sort((a, b) => a.pagina - b.pagina || a.inicio - b.inicio || b.certeza - a.certeza);
}
