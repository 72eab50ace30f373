/**
 * Certainty of one candidate group around one hit: the share of the name's weight found nearby.
 * Rare tokens weigh more (token-weights.ts), so missing a rare surname costs more than missing MARIA.
 * Penalties: unrelated words interleaved in the name, and other name tokens standing in for missing ones.
 * Written allocation-free: it runs for every candidate, and most candidates are rejected — as soon as
 * the tokens not yet looked at could no longer lift the share to the minimum.
 */
import type { PartyIndex } from './party-index.ts';
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
export const NOT_FOUND = -1;
/** certeza returned when scoring stopped early: the candidate cannot reach the minimum. */
export const BELOW_MINIMUM = -1;

/**
 * Result of the last scoreCandidate call (shared scratch, read it before scoring the next candidate):
 * chosenHits[i] is the hit chosen for the group's i-th token (index.groupTokens), or NOT_FOUND.
 */
export const scored = {
  certeza: 0,
  firstHit: 0,
  lastHit: 0,
  chosenHits: new Int32Array(16),
};

/**
 * Scores `group` around `triggerHit` into `scored` and returns its certeza, or BELOW_MINIMUM as soon
 * as it is certain that certeza < minCerteza (then the other fields are meaningless).
 */
export function scoreCandidate(
  index: PartyIndex,
  group: number,
  hits: PageHits,
  triggerHit: number,
  minCerteza: number,
): number {
  const position = hits.position;
  const hitCount = hits.count;
  const center = position[triggerHit];
  const packed = index.groupScoring;
  const firstToken = index.groupTokenStart[group];
  const block = 2 * firstToken + group;
  const tokenCount = index.groupTokenStart[group + 1] - firstToken;
  const radius = Math.max(tokenCount + 2, WINDOW);
  let from = triggerHit;
  while (from > 0 && triggerHit - from < MAX_WINDOW_HITS / 2 && center - position[from - 1] < radius) from--;
  let to = triggerHit;
  while (to + 1 < hitCount && to - from < MAX_WINDOW_HITS - 1 && position[to + 1] - center < radius) to++;

  if (scored.chosenHits.length < tokenCount) scored.chosenHits = new Int32Array(tokenCount * 2);
  const chosenHits = scored.chosenHits;
  const { idStart, idCount, ids, isTypo } = hits;
  const totalWeight = packed[block];
  // Rounding: round(100 · share) ≥ min ⇔ share ≥ (min − 0.5) / 100; the margin absorbs float error.
  const neededWeight = ((minCerteza - 0.5) / 100) * totalWeight - 1e-9 * totalWeight;
  let unseenWeight = totalWeight;
  let usedMask = 0;
  let usedCount = 0;
  let hasTypo = false;
  let foundWeight = 0;
  let firstHit = triggerHit;
  let lastHit = triggerHit;
  for (let tokenIndex = 0; tokenIndex < tokenCount; tokenIndex++) {
    const tokenId = packed[block + 1 + 2 * tokenIndex];
    // Nearest unused hit that may be this token; exact hits beat typo hits.
    let best = NOT_FOUND;
    let bestRank = 1e9;
    for (let hit = from; hit <= to; hit++) {
      if ((usedMask & (1 << (hit - from))) !== 0) continue;
      const first = idStart[hit];
      let isCandidate = ids[first] === tokenId;
      if (!isCandidate && idCount[hit] > 1) {
        for (let at = first + 1, end = first + idCount[hit]; at < end; at++) {
          if (ids[at] === tokenId) {
            isCandidate = true;
            break;
          }
        }
      }
      if (!isCandidate) continue;
      const distance = position[hit] - center;
      const rank = (distance < 0 ? -distance : distance) + (isTypo[hit] === 1 ? 1000 : 0);
      if (rank < bestRank) {
        best = hit;
        bestRank = rank;
      }
    }
    chosenHits[tokenIndex] = best;
    const weight = packed[block + 2 + 2 * tokenIndex];
    unseenWeight -= weight;
    if (best !== NOT_FOUND) {
      usedMask |= 1 << (best - from);
      if (usedCount === 0 || best < firstHit) firstHit = best;
      if (usedCount === 0 || best > lastHit) lastHit = best;
      usedCount++;
      const typo = isTypo[best] === 1;
      hasTypo ||= typo;
      foundWeight += typo ? TYPO_CREDIT * weight : weight;
    }
    if (foundWeight + unseenWeight < neededWeight) return BELOW_MINIMUM;
  }
  if (tokenCount > 1 && usedCount < 2) return BELOW_MINIMUM;

  const span = position[lastHit] - position[firstHit] + 1;
  const gaps = Math.max(0, span - usedCount - 1);
  const missingWeight = totalWeight - foundWeight;
  const extraWeight = missingWeight > 1e-9 ? extraNameWeight(hits, firstHit, lastHit, from, usedMask) : 0;
  const share = (foundWeight - Math.min(missingWeight, extraWeight)) / totalWeight;
  let certeza = Math.round(100 * share) - GAP_PENALTY * gaps;
  if (hasTypo) certeza = Math.min(certeza, TYPO_CEILING);
  certeza = Math.max(0, Math.min(100, certeza));
  scored.certeza = certeza;
  scored.firstHit = firstHit;
  scored.lastHit = lastHit;
  return certeza;
}

/** Groups with more tokens than this describe their tokens with arrays instead of bitmasks. */
export const MAX_MASK_TOKENS = 31;

/**
 * Bitmasks over the group's tokens (bit i = i-th token, heaviest first) for the candidate just scored:
 * tokens found, and those found with a typo. Only for groups of at most MAX_MASK_TOKENS tokens.
 */
export function foundTokenMasks(
  index: PartyIndex,
  group: number,
  hits: PageHits,
): { found: number; typo: number } {
  const tokenCount = index.groupTokenStart[group + 1] - index.groupTokenStart[group];
  let found = 0;
  let typo = 0;
  for (let tokenIndex = 0; tokenIndex < tokenCount; tokenIndex++) {
    const hit = scored.chosenHits[tokenIndex];
    if (hit === NOT_FOUND) continue;
    found |= 1 << tokenIndex;
    if (hits.isTypo[hit] === 1) typo |= 1 << tokenIndex;
  }
  return { found, typo };
}

/** Registered tokens (texts) of the group selected by a bitmask, heaviest first. */
export function tokensOfMask(index: PartyIndex, group: number, mask: number): string[] {
  const tokens: string[] = [];
  const firstToken = index.groupTokenStart[group];
  for (let rest = mask, tokenIndex = 0; rest !== 0; rest >>>= 1, tokenIndex++) {
    if ((rest & 1) !== 0) tokens.push(index.tokenTexts[index.groupTokens[firstToken + tokenIndex]]);
  }
  return tokens;
}

/** Registered tokens found, and those found with a typo, for the candidate just scored (any length). */
export function describeTokens(
  index: PartyIndex,
  group: number,
  hits: PageHits,
): { matched: string[]; withTypo: string[] } {
  const matched: string[] = [];
  const withTypo: string[] = [];
  const firstToken = index.groupTokenStart[group];
  const tokenCount = index.groupTokenStart[group + 1] - firstToken;
  for (let tokenIndex = 0; tokenIndex < tokenCount; tokenIndex++) {
    const hit = scored.chosenHits[tokenIndex];
    if (hit === NOT_FOUND) continue;
    const text = index.tokenTexts[index.groupTokens[firstToken + tokenIndex]];
    matched.push(text);
    if (hits.isTypo[hit] === 1) withTypo.push(text);
  }
  return { matched, withTypo };
}

/**
 * Weight of registered-name tokens printed inside or right next to the match that are not part of
 * this name. When a token of the name is missing AND another name token stands in its place
 * ('JOSE LUIS RODRIGUEZ' for 'JUAN JOSE RODRIGUEZ'), it is most likely another person: the stand-in
 * counts against the match, up to the weight that is missing.
 */
function extraNameWeight(
  hits: PageHits,
  firstHit: number,
  lastHit: number,
  from: number,
  usedMask: number,
): number {
  const position = hits.position;
  let start = firstHit;
  while (start > 0 && position[start - 1] === position[start] - 1) start--;
  let end = lastHit;
  while (end + 1 < hits.count && position[end + 1] === position[end] + 1) end++;
  let weight = 0;
  for (let hit = start; hit <= end; hit++) {
    const offset = hit - from;
    if (offset >= 0 && offset < 32 && (usedMask & (1 << offset)) !== 0) continue;
    weight += hits.lightest[hit];
  }
  return weight;
}
