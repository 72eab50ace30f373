/**
 * Certainty of one candidate party around one hit: the share of the name's weight found nearby.
 * Rare tokens weigh more (token-weights.ts), so missing a rare surname costs more than missing MARIA.
 * Penalties: unrelated words interleaved in the name, and other name tokens standing in for missing ones.
 */
import type { IndexedParty, PartyIndex } from './party-index.ts';
import type { PageHits } from './scan-page.ts';
import { WINDOW } from './scan-page.ts';

/** A typo'd token counts for this share of its weight. */
const TYPO_CREDIT = 0.9;
/** A typo can never be 'exacta'. */
const TYPO_CEILING = 94;
/** Points lost per unrelated token interleaved in the name beyond the first one. */
const GAP_PENALTY = 4;

export interface ScoredCandidate {
  certeza: number;
  matchedTokens: string[];
  typoTokens: string[];
  firstHit: number;
  lastHit: number;
}

export function scoreCandidate(
  index: PartyIndex,
  party: IndexedParty,
  hits: PageHits,
  triggerHit: number,
): ScoredCandidate {
  const center = hits.position[triggerHit];
  const radius = Math.max(WINDOW, party.tokenIds.length + 2);
  let from = triggerHit;
  while (from > 0 && center - hits.position[from - 1] < radius) from--;
  let to = triggerHit;
  while (to + 1 < hits.position.length && hits.position[to + 1] - center < radius) to++;

  const used = new Set<number>();
  const matchedTokens: string[] = [];
  const typoTokens: string[] = [];
  let foundWeight = 0;
  for (const tokenId of party.tokenIds) {
    const hit = nearestHit(hits, from, to, center, tokenId, used);
    if (hit < 0) continue;
    used.add(hit);
    const token = index.tokenTexts[tokenId];
    if (hits.isTypo[hit]) {
      typoTokens.push(token);
      foundWeight += TYPO_CREDIT * index.tokenWeights[tokenId];
    } else {
      foundWeight += index.tokenWeights[tokenId];
    }
    matchedTokens.push(token);
  }

  const usedHits = [...used].sort((a, b) => a - b);
  const firstHit = usedHits[0] ?? triggerHit;
  const lastHit = usedHits[usedHits.length - 1] ?? triggerHit;
  const span = hits.position[lastHit] - hits.position[firstHit] + 1;
  const gaps = Math.max(0, span - usedHits.length - 1);
  const missingWeight = party.totalWeight - foundWeight;
  const substitutedWeight = Math.min(missingWeight, extraNameWeight(index, hits, firstHit, lastHit, used));
  const share = (foundWeight - substitutedWeight) / party.totalWeight;
  let certeza = Math.round(100 * share) - GAP_PENALTY * gaps;
  if (typoTokens.length > 0) certeza = Math.min(certeza, TYPO_CEILING);
  if (party.tokenIds.length > 1 && usedHits.length < 2) certeza = 0;
  return { certeza: Math.max(0, Math.min(100, certeza)), matchedTokens, typoTokens, firstHit, lastHit };
}

/**
 * Weight of registered-name tokens printed inside or right next to the match that are not part of
 * this name. When a token of the name is missing AND another name token stands in its place
 * ('JOSE LUIS RODRIGUEZ' for 'JUAN JOSE RODRIGUEZ'), it is most likely another person: the stand-in
 * counts against the match, up to the weight that is missing.
 */
function extraNameWeight(
  index: PartyIndex,
  hits: PageHits,
  firstHit: number,
  lastHit: number,
  used: Set<number>,
): number {
  let from = firstHit;
  while (from > 0 && hits.position[from - 1] === hits.position[from] - 1) from--;
  let to = lastHit;
  while (to + 1 < hits.position.length && hits.position[to + 1] === hits.position[to] + 1) to++;
  let weight = 0;
  for (let hit = from; hit <= to; hit++) {
    if (used.has(hit)) continue;
    let lightest = Number.POSITIVE_INFINITY;
    for (const tokenId of hits.tokenIds[hit]) lightest = Math.min(lightest, index.tokenWeights[tokenId]);
    weight += lightest;
  }
  return weight;
}

/** Exact hits beat typo hits; among equals the one nearest the trigger wins. */
function nearestHit(
  hits: PageHits,
  from: number,
  to: number,
  center: number,
  tokenId: number,
  used: Set<number>,
): number {
  let best = -1;
  let bestRank = Number.POSITIVE_INFINITY;
  for (let hit = from; hit <= to; hit++) {
    if (used.has(hit) || !hits.tokenIds[hit].includes(tokenId)) continue;
    const rank = Math.abs(hits.position[hit] - center) + (hits.isTypo[hit] ? 1000 : 0);
    if (rank < bestRank) {
      best = hit;
      bestRank = rank;
    }
  }
  return best;
}
