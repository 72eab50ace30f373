/**
 * One pass over one page: tokens → vocabulary hits → key lookups → candidate parties.
 * Positions count the tokens that are not ignored, so 'GARCIA DE LA CRUZ' spans two positions.
 */
import { foldText } from './normalize.ts';
import { IGNORED, type PartyIndex, pairKey } from './party-index.ts';
import { lookupTypo } from './typo-lookup.ts';

/** Tokens of one name must sit within this many positions to be looked up together. */
export const WINDOW = 6;
const MIN_TYPO_TEXT_LENGTH = 4;
const CODE_A = 65;
const CODE_Z = 90;
const CODE_0 = 48;
const CODE_9 = 57;
/** '|' and tab separate table cells: a name never spans them. */
const CODE_PIPE = 124;
const CODE_TAB = 9;

/** Hits of one page as parallel arrays (cheaper than one object per token over 50 MB). */
export interface PageHits {
  position: number[];
  start: number[];
  end: number[];
  /** Registered token ids this hit may be: one id when exact, the typo alternatives otherwise. */
  tokenIds: Int32Array[];
  isTypo: boolean[];
}

/** Candidates as flat pairs [partyIndex, hitIndex, partyIndex, hitIndex, …]: millions of them, no objects. */
export type Candidates = number[];

/** Per-party memo shared across pages so a party is proposed once per region. */
export interface CandidateMemo {
  lastPage: Int32Array;
  lastPosition: Int32Array;
  singletons: Int32Array[];
}

export function createCandidateMemo(index: PartyIndex): CandidateMemo {
  return {
    lastPage: new Int32Array(index.parties.length),
    lastPosition: new Int32Array(index.parties.length),
    singletons: [],
  };
}

export function scanPage(
  index: PartyIndex,
  text: string,
  pageNumber: number,
  memo: CandidateMemo,
): { hits: PageHits; candidates: Candidates } {
  const folded = foldText(text);
  const hits: PageHits = { position: [], start: [], end: [], tokenIds: [], isTypo: [] };
  const candidates: Candidates = [];
  const { vocabulary, singleKeys, pairKeys, tripleKeys } = index;
  let position = 0;
  let windowStart = 0;

  const propose = (parties: number[] | undefined, hitIndex: number) => {
    if (parties === undefined) return;
    for (const partyIndex of parties) {
      const isSameRegion =
        memo.lastPage[partyIndex] === pageNumber && position - memo.lastPosition[partyIndex] < WINDOW;
      if (isSameRegion) continue;
      memo.lastPage[partyIndex] = pageNumber;
      memo.lastPosition[partyIndex] = position;
      candidates.push(partyIndex, hitIndex);
    }
  };

  const lookUpKeys = (hitIndex: number) => {
    while (position - hits.position[windowStart] >= WINDOW) windowStart++;
    for (const a of hits.tokenIds[hitIndex]) {
      propose(singleKeys.get(a), hitIndex);
      for (let m = hitIndex - 1; m >= windowStart; m--) {
        for (const b of hits.tokenIds[m]) {
          if (b === a) continue;
          propose(pairKeys.get(pairKey(a, b)), hitIndex);
          for (let k = m - 1; k >= windowStart; k--) {
            for (const c of hits.tokenIds[k]) {
              if (c === a || c === b) continue;
              const low = a < b ? (a < c ? a : c) : b < c ? b : c;
              const high = a > b ? (a > c ? a : c) : b > c ? b : c;
              const middle = a + b + c - low - high;
              propose(tripleKeys.get(pairKey(low, middle))?.get(high), hitIndex);
            }
          }
        }
      }
    }
  };

  const handleToken = (start: number, end: number, hasDigit: boolean) => {
    if (end - start === 1) return;
    const token = folded.slice(start, end);
    const id = vocabulary.get(token);
    if (id === IGNORED) return;
    let tokenIds: Int32Array | null = null;
    if (id !== undefined) {
      tokenIds = memo.singletons[id] ?? Int32Array.of(id);
      memo.singletons[id] = tokenIds;
    } else if (!hasDigit && end - start >= MIN_TYPO_TEXT_LENGTH) {
      tokenIds = lookupTypo(index, token);
    }
    if (tokenIds !== null) {
      hits.position.push(position);
      hits.start.push(start);
      hits.end.push(end);
      hits.tokenIds.push(tokenIds);
      hits.isTypo.push(id === undefined);
      lookUpKeys(hits.position.length - 1);
    }
    position++;
  };

  let tokenStart = -1;
  let hasDigit = false;
  for (let offset = 0; offset <= folded.length; offset++) {
    const code = offset < folded.length ? folded.charCodeAt(offset) : 32;
    const isLetter = code >= CODE_A && code <= CODE_Z;
    const isDigit = code >= CODE_0 && code <= CODE_9;
    if (isLetter || isDigit) {
      if (tokenStart < 0) {
        tokenStart = offset;
        hasDigit = false;
      }
      if (isDigit) hasDigit = true;
      continue;
    }
    if (tokenStart >= 0) {
      handleToken(tokenStart, offset, hasDigit);
      tokenStart = -1;
    }
    if (code === CODE_PIPE || code === CODE_TAB) position += WINDOW;
  }
  return { hits, candidates };
}
