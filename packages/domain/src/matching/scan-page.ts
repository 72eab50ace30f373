/**
 * One pass over one page: characters → tokens → vocabulary hits → key lookups → candidate groups.
 * Positions count the tokens that are not ignored, so 'GARCIA DE LA CRUZ' spans two positions.
 * Allocation-free in the steady state: the page is read through the fold table, tokens are probed in
 * the index's token table by (start, end, hash), and hits and candidates go to reusable typed arrays.
 */
import { CELL_SEPARATOR, FOLD, foldCode, HASH_PRIME, HASH_SEED, NOT_FOLDED } from './fold-codes.ts';
import {
  IGNORED,
  IN_PAIR_KEY,
  IN_TRIPLE_KEY,
  MAX_LEARNED_TEXT_TOKENS,
  NO_MATCH,
  type PartyIndex,
  TYPO_BASE,
} from './party-index.ts';
import { lookupTypo } from './typo-lookup.ts';

/** Tokens of one name must sit within this many positions to be looked up together. */
export const WINDOW = 6;
const MIN_TYPO_TEXT_LENGTH = 4;
const CODE_9 = 57;
/** findInText's answer for a token the table has never seen. */
const UNSEEN = -1_000_000_000;

/** Hits of one page as parallel typed arrays, reused from page to page. */
export interface PageHits {
  count: number;
  position: Int32Array;
  start: Int32Array;
  end: Int32Array;
  /** The registered token ids this hit may be: idStart[h] … idStart[h] + idCount[h] in ids. */
  idStart: Int32Array;
  idCount: Int32Array;
  ids: Int32Array;
  idsLength: number;
  /** 1 when the hit is a one-letter variant of the registered token(s). */
  isTypo: Uint8Array;
  /** Lightest registered weight the hit may stand for (extra-name penalty). */
  lightest: Float64Array;
}

/** Scanner state for one findMatches call: hits, candidates and the per-group region memo. */
export interface ScanState {
  hits: PageHits;
  /** Flat pairs [group, hit, group, hit, …]. */
  candidates: Int32Array;
  candidateCount: number;
  /** Per group, side by side (one cache line per proposal): [page, position] of its last proposal. */
  lastProposed: Int32Array;
  /** Tokens of the page that contain digits (radicados, codes, dates), for the homonym context. */
  digitStart: Int32Array;
  digitEnd: Int32Array;
  digitCount: number;
}

export function createScanState(index: PartyIndex): ScanState {
  const capacity = 1024;
  return {
    hits: {
      count: 0,
      position: new Int32Array(capacity),
      start: new Int32Array(capacity),
      end: new Int32Array(capacity),
      idStart: new Int32Array(capacity),
      idCount: new Int32Array(capacity),
      ids: new Int32Array(capacity * 2),
      idsLength: 0,
      isTypo: new Uint8Array(capacity),
      lightest: new Float64Array(capacity),
    },
    candidates: new Int32Array(capacity * 8),
    candidateCount: 0,
    lastProposed: new Int32Array(index.groups.length * 2),
    digitStart: new Int32Array(capacity),
    digitEnd: new Int32Array(capacity),
    digitCount: 0,
  };
}

function growInt32(array: Int32Array, needed: number): Int32Array {
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

function growHits(hits: PageHits): void {
  const capacity = hits.position.length * 2;
  hits.position = growInt32(hits.position, capacity);
  hits.start = growInt32(hits.start, capacity);
  hits.end = growInt32(hits.end, capacity);
  hits.idStart = growInt32(hits.idStart, capacity);
  hits.idCount = growInt32(hits.idCount, capacity);
  const isTypo = new Uint8Array(capacity);
  isTypo.set(hits.isTypo);
  hits.isTypo = isTypo;
  const lightest = new Float64Array(capacity);
  lightest.set(hits.lightest);
  hits.lightest = lightest;
}

/** Table value of an unseen text token: looks it up once and (within the cap) remembers it. */
function learnToken(
  index: PartyIndex,
  text: string,
  start: number,
  end: number,
  hash: number,
  hasDigit: boolean,
): number {
  // Registered tokens and ignored ones are all in the table from the start, so an unseen token with
  // digits or shorter than the typo minimum can only be NO_MATCH: not worth remembering (radicados!).
  if (hasDigit || end - start < MIN_TYPO_TEXT_LENGTH) return NO_MATCH;
  let token = '';
  for (let offset = start; offset < end; offset++)
    token += String.fromCharCode(FOLD[text.charCodeAt(offset)]);
  const alternatives = lookupTypo(index, token);
  let value = NO_MATCH;
  if (alternatives !== null) {
    value = TYPO_BASE - index.typoSets.length;
    index.typoSets.push(alternatives);
    let lightest = Number.POSITIVE_INFINITY;
    for (const id of alternatives) lightest = Math.min(lightest, index.tokenWeights[id]);
    index.typoSetLightest.push(lightest);
  }
  if (index.textTokens.size < MAX_LEARNED_TEXT_TOKENS) index.textTokens.add(token, hash, value);
  return value;
}

/** Scans one page into state.hits and state.candidates (both reset first). */
export function scanPage(index: PartyIndex, text: string, pageNumber: number, state: ScanState): void {
  const hits = state.hits;
  hits.count = 0;
  hits.idsLength = 0;
  state.candidateCount = 0;
  state.digitCount = 0;
  const table = index.textTokens;
  const weights = index.tokenWeights;
  const digitsRegistered = index.vocabularyHasDigits;
  let position = 0;
  let windowStart = 0;
  let tokenStart = -1;
  let hasDigit = false;
  let hash = HASH_SEED;
  const length = text.length;
  for (let offset = 0; offset <= length; offset++) {
    let folded = 0;
    if (offset < length) {
      const code = text.charCodeAt(offset);
      folded = FOLD[code];
      if (folded === NOT_FOLDED) folded = foldCode(code);
    }
    if (folded > CELL_SEPARATOR) {
      if (tokenStart < 0) {
        tokenStart = offset;
        hasDigit = false;
        hash = HASH_SEED;
      }
      if (folded <= CODE_9) hasDigit = true;
      hash = Math.imul(hash ^ folded, HASH_PRIME);
      continue;
    }
    if (tokenStart >= 0) {
      if (hasDigit) {
        if (state.digitCount === state.digitStart.length) {
          state.digitStart = growInt32(state.digitStart, state.digitCount + 1);
          state.digitEnd = growInt32(state.digitEnd, state.digitCount + 1);
        }
        state.digitStart[state.digitCount] = tokenStart;
        state.digitEnd[state.digitCount++] = offset;
      }
      if (offset - tokenStart > 1) {
        // Radicados, dates and codes: nothing registered has digits, so no lookup at all.
        let value =
          hasDigit && !digitsRegistered ? NO_MATCH : table.findInText(text, tokenStart, offset, hash, UNSEEN);
        if (value === UNSEEN) value = learnToken(index, text, tokenStart, offset, hash, hasDigit);
        if (value !== IGNORED) {
          if (value !== NO_MATCH) {
            const hit = hits.count;
            if (hit === hits.position.length) growHits(hits);
            if (hits.idsLength + 4 > hits.ids.length) hits.ids = growInt32(hits.ids, hits.idsLength + 4);
            hits.position[hit] = position;
            hits.start[hit] = tokenStart;
            hits.end[hit] = offset;
            hits.idStart[hit] = hits.idsLength;
            if (value >= 0) {
              hits.ids[hits.idsLength++] = value;
              hits.idCount[hit] = 1;
              hits.isTypo[hit] = 0;
              hits.lightest[hit] = weights[value];
            } else {
              const set = TYPO_BASE - value;
              const alternatives = index.typoSets[set];
              // At most 4 alternatives: a plain loop beats the call into TypedArray.set.
              for (let alternative = 0; alternative < alternatives.length; alternative++)
                hits.ids[hits.idsLength++] = alternatives[alternative];
              hits.idCount[hit] = alternatives.length;
              hits.isTypo[hit] = 1;
              hits.lightest[hit] = index.typoSetLightest[set];
            }
            hits.count++;
            while (position - hits.position[windowStart] >= WINDOW) windowStart++;
            lookUpKeys(index, state, hit, windowStart, position, pageNumber);
          }
          position++;
        }
      }
      tokenStart = -1;
    }
    if (folded === CELL_SEPARATOR) position += WINDOW;
  }
}

function propose(
  state: ScanState,
  postings: Int32Array,
  from: number,
  to: number,
  hit: number,
  position: number,
  pageNumber: number,
): void {
  const lastProposed = state.lastProposed;
  for (let at = from; at < to; at++) {
    const group = postings[at];
    const last = 2 * group;
    if (lastProposed[last] === pageNumber && position - lastProposed[last + 1] < WINDOW) continue;
    lastProposed[last] = pageNumber;
    lastProposed[last + 1] = position;
    if (state.candidateCount + 2 > state.candidates.length) {
      state.candidates = growInt32(state.candidates, state.candidateCount + 2);
    }
    state.candidates[state.candidateCount++] = group;
    state.candidates[state.candidateCount++] = hit;
  }
}

/** Single, pair and triple keys formed by the new hit with the hits behind it in the window. */
function lookUpKeys(
  index: PartyIndex,
  state: ScanState,
  hit: number,
  windowStart: number,
  position: number,
  pageNumber: number,
): void {
  const { idStart, idCount, ids } = state.hits;
  const { singleStart, singlePostings, pairTable, tripleTable, tokenKeyRoles } = index;
  const pairStart = pairTable.start;
  const pairPostings = pairTable.postings;
  const tripleStart = tripleTable.start;
  const triplePostings = tripleTable.postings;
  for (let i = idStart[hit], iEnd = i + idCount[hit]; i < iEnd; i++) {
    const a = ids[i];
    if (singleStart[a] !== singleStart[a + 1]) {
      propose(state, singlePostings, singleStart[a], singleStart[a + 1], hit, position, pageNumber);
    }
    // A key holds only tokens of its role: no probe for a pair or triple with a token outside it.
    const rolesA = tokenKeyRoles[a];
    if (rolesA === 0) continue;
    for (let m = hit - 1; m >= windowStart; m--) {
      for (let j = idStart[m], jEnd = j + idCount[m]; j < jEnd; j++) {
        const b = ids[j];
        if (b === a) continue;
        const rolesAB = rolesA & tokenKeyRoles[b];
        if ((rolesAB & IN_PAIR_KEY) !== 0) {
          const pair = a < b ? pairTable.find(a, b, -1) : pairTable.find(b, a, -1);
          if (pair >= 0)
            propose(state, pairPostings, pairStart[pair], pairStart[pair + 1], hit, position, pageNumber);
        }
        if ((rolesAB & IN_TRIPLE_KEY) === 0) continue;
        for (let k = m - 1; k >= windowStart; k--) {
          for (let l = idStart[k], lEnd = l + idCount[k]; l < lEnd; l++) {
            const c = ids[l];
            if (c === a || c === b || (tokenKeyRoles[c] & IN_TRIPLE_KEY) === 0) continue;
            const low = a < b ? Math.min(a, c) : Math.min(b, c);
            const high = a > b ? Math.max(a, c) : Math.max(b, c);
            const middle = a + b + c - low - high;
            const triple = tripleTable.find(low, middle, high);
            if (triple >= 0) {
              propose(
                state,
                triplePostings,
                tripleStart[triple],
                tripleStart[triple + 1],
                hit,
                position,
                pageNumber,
              );
            }
          }
        }
      }
    }
  }
}
