/**
 * Certainty of one candidate party around one hit: the share of the name's weight found nearby.
 * Rare tokens weigh more (token-weights.ts), so missing a rare surname costs more than missing MARIA.
 * Penalties: unrelated words interleaved in the name, and other name tokens standing in for missing ones.
 * Written allocation-free: it runs for every candidate, and most candidates are rejected.
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
/** Hits considered around the trigger; a bit per hit in a 32-bit mask. */
const MAX_WINDOW_HITS = 31;
const NOT_FOUND = -1;
let scratchChosenHits = new Int32Array(16);

export interface ScoredCandidate {
  certeza: number;
  firstHit: number;
  lastHit: number;
  /** Hit chosen for each of party.tokenIds (NOT_FOUND when absent). Shared scratch: read it before scoring the next candidate. */
  chosenHits: Int32Array;
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
  while (from > 0 && triggerHit - from < MAX_WINDOW_HITS / 2 && center - hits.position[from - 1] < radius)
    from--;
  let to = triggerHit;
  while (
    to + 1 < hits.position.length &&
    to - from < MAX_WINDOW_HITS - 1 &&
    hits.position[to + 1] - center < radius
  ) {
    to++;
  }

  const tokenIds = party.tokenIds;
  // Scratch buffer reused across candidates: allocating a typed array per candidate dominated the cost.
  if (scratchChosenHits.length < tokenIds.length) scratchChosenHits = new Int32Array(tokenIds.length * 2);
  const chosenHits = scratchChosenHits;
  let usedMask = 0;
  let usedCount = 0;
  let hasTypo = false;
  let foundWeight = 0;
  let firstHit = triggerHit;
  let lastHit = triggerHit;
  for (let tokenIndex = 0; tokenIndex < tokenIds.length; tokenIndex++) {
    const tokenId = tokenIds[tokenIndex];
    const hit = nearestHit(hits, from, to, center, tokenId, usedMask);
    chosenHits[tokenIndex] = hit;
    if (hit === NOT_FOUND) continue;
    usedMask |= 1 << (hit - from);
    if (usedCount === 0 || hit < firstHit) firstHit = hit;
    if (usedCount === 0 || hit > lastHit) lastHit = hit;
    usedCount++;
    const isTypo = hits.isTypo[hit];
    hasTypo ||= isTypo;
    foundWeight += (isTypo ? TYPO_CREDIT : 1) * index.tokenWeights[tokenId];
  }

  const span = hits.position[lastHit] - hits.position[firstHit] + 1;
  const gaps = Math.max(0, span - usedCount - 1);
  const missingWeight = party.totalWeight - foundWeight;
  const extraWeight =
    missingWeight > 1e-9 ? extraNameWeight(index, hits, firstHit, lastHit, from, usedMask) : 0;
  const share = (foundWeight - Math.min(missingWeight, extraWeight)) / party.totalWeight;
  let certeza = Math.round(100 * share) - GAP_PENALTY * gaps;
  if (hasTypo) certeza = Math.min(certeza, TYPO_CEILING);
  if (party.tokenIds.length > 1 && usedCount < 2) certeza = 0;
  return { certeza: Math.max(0, Math.min(100, certeza)), firstHit, lastHit, chosenHits };
}

/** Registered tokens found, and those found with a typo, for a reported match. */
export function describeTokens(
  index: PartyIndex,
  party: IndexedParty,
  hits: PageHits,
  scored: ScoredCandidate,
): { matched: string[]; withTypo: string[] } {
  const matched: string[] = [];
  const withTypo: string[] = [];
  party.tokenIds.forEach((tokenId, tokenIndex) => {
    const hit = scored.chosenHits[tokenIndex];
    if (hit === NOT_FOUND) return;
    matched.push(index.tokenTexts[tokenId]);
    if (hits.isTypo[hit]) withTypo.push(index.tokenTexts[tokenId]);
  });
  return { matched, withTypo };
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
  from: number,
  usedMask: number,
): number {
  let start = firstHit;
  while (start > 0 && hits.position[start - 1] === hits.position[start] - 1) start--;
  let end = lastHit;
  while (end + 1 < hits.position.length && hits.position[end + 1] === hits.position[end] + 1) end++;
  let weight = 0;
  for (let hit = start; hit <= end; hit++) {
    const offset = hit - from;
    if (offset >= 0 && offset < 32 && (usedMask & (1 << offset)) !== 0) continue;
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
  usedMask: number,
): number {
  let best = NOT_FOUND;
  let bestRank = Number.POSITIVE_INFINITY;
  for (let hit = from; hit <= to; hit++) {
    if ((usedMask & (1 << (hit - from))) !== 0) continue;
    const ids = hits.tokenIds[hit];
    const isCandidate = ids[0] === tokenId || (ids.length > 1 && ids.includes(tokenId));
    if (!isCandidate) continue;
    const rank = Math.abs(hits.position[hit] - center) + (hits.isTypo[hit] ? 1000 : 0);
    if (rank < bestRank) {
      best = hit;
      bestRank = rank;
    }
  }
  return best;
}
