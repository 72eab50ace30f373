/**
 * The index of watched party names, built once per registry and reused for every document.
 *
 * Why an index: 100,000 names × 50 MB of estados cannot be scanned once per name. Instead the text is
 * read ONCE, token by token, and each token asks the index "which names could this be part of?".
 *
 * Design:
 * - Vocabulary. Every identity token of every name (see nameTokens) gets a numeric id and a weight
 *   (token-weights.ts: rare tokens weigh more). Particles and legal-form noise map to IGNORED.
 * - Keys = minimal evidence. A name can only reach the minimum certainty if the tokens found carry
 *   enough of its weight. So each name is filed under the smallest token SETS that could be enough:
 *     · one-token names under that token;
 *     · every pair of its tokens whose weight alone reaches the minimum ("sufficient pair");
 *     · every triple that contains no sufficient pair (names whose evidence needs 3+ tokens) and that
 *       can head a sufficient set: with all the name's tokens lighter than its lightest, it reaches the minimum.
 *   Any sufficient set of ≥2 tokens contains one of these keys (its three heaviest tokens, at worst), so no name that could pass the
 *   threshold is missed, while common pairs (MARIA + GARCIA) rarely point at names where they are not
 *   enough. Keys are unordered (ids sorted), which is what makes matching order-independent.
 *   Only the 8 heaviest tokens of very long names take part in keys.
 * - Scanning (find-matches.ts) keeps the hits of the last WINDOW token positions; each new hit forms
 *   pairs and triples with the hits behind it and looks them up: a handful of map lookups per token,
 *   independent of the number of registered names.
 * - Typos. A text token not in the vocabulary (length ≥ 4, letters only) is looked up through a
 *   deletion neighbourhood (SymSpell): every registered token of length ≥ 5 is also filed under its
 *   one-letter deletions; the text token and its own deletions are looked up there and confirmed with
 *   a real one-edit check. Results are cached per distinct text token, so legal boilerplate that
 *   repeats on every page costs one lookup after its first appearance.
 * - Candidates found by keys are scored afterwards on the full window (score.ts).
 *
 * Speed (50 MB × 100,000 names on one core):
 * - Groups. Parties with the same set of identity tokens score identically: keys point at groups,
 *   a group is scored once per region and the result fans out to its parties.
 * - No strings in the hot loop. The vocabulary is a hash table over folded characters (token-table.ts)
 *   probed straight from the original page text through a code-unit fold table (fold-codes.ts).
 *   Unknown text tokens are learned in the same table with their typo lookup result, so each
 *   distinct word costs one slice and one typo lookup per index, ever.
 * - Keys live in flat typed hash tables (key-table.ts) behind a Bloom filter that stays in the CPU
 *   cache: most token pairs and triples of a page are no key. A token that is in no pair (triple) key
 *   forms no pair (triple) probe at all (tokenKeyRoles). Hits live in reusable typed arrays (scan-page.ts).
 * - Data read per candidate sits together (groupScoring, the per-group proposal memo), and the homonym
 *   context is decided once per stretch of text for the common cases (find-matches.ts): profiles of
 *   the bench showed cache misses on 100,000-group arrays, not arithmetic, as the cost.
 * - Scoring stops as soon as the tokens still unseen can no longer lift a group to the minimum.
 */
import { addProcesoKeys, type CompiledContexto, type ContextoProceso, compileContexto } from './contexto.ts';
import { hashFolded } from './fold-codes.ts';
import { KeyTable } from './key-table.ts';
import { IGNORED_TOKENS, nameTokens } from './normalize.ts';
import { TokenTable } from './token-table.ts';
import { tokenWeight } from './token-weights.ts';
import { deletionVariants, MIN_TYPO_TOKEN_LENGTH } from './typo.ts';
import { WatchedProcesos } from './watched-procesos.ts';

export const DEFAULT_MIN_CERTEZA = 70;
/** Vocabulary id of tokens that never count (particles, 'S.A.S.', 'Y OTROS'). */
export const IGNORED = -1;
/** Text-token table value of a token that is neither registered nor one typo away from a registered one. */
export const NO_MATCH = -2;
/** Text-token table values ≤ TYPO_BASE encode typo alternative sets: set = TYPO_BASE - value. */
export const TYPO_BASE = -3;
const MAX_KEY_TOKENS = 8;
/** Bits of PartyIndex.tokenKeyRoles. */
export const IN_PAIR_KEY = 1;
export const IN_TRIPLE_KEY = 2;
/** Distinct unknown text tokens remembered per index; beyond it they are looked up every time. */
export const MAX_LEARNED_TEXT_TOKENS = 2_000_000;

export interface PartyInput {
  id: string;
  nombre: string;
  /** The watched case this party belongs to: a radicado or despacho printed next to the name is compared with it. */
  contexto?: ContextoProceso;
}

export interface IndexedParty {
  id: string;
  nombre: string;
  /** Distinct token ids of the name, heaviest first (ties: lower id first). */
  tokenIds: number[];
  totalWeight: number;
  /** Group of parties sharing exactly this token set. */
  group: number;
  /** The watched case's radicados and despacho, compiled; null when none was given. */
  contexto: CompiledContexto | null;
}

/** Parties with the same set of identity tokens: scored once, reported for each member. */
export interface PartyGroup {
  /** Token ids, heaviest first (ties: lower id first). */
  tokenIds: Int32Array;
  totalWeight: number;
  /** Indices into `parties`, in registry order. */
  members: number[];
}

export interface PartyIndexOptions {
  /** Lowest certainty findMatches may be asked for with this index (keys are cut for it). Default 70. */
  minCerteza?: number;
}

export interface PartyIndex {
  readonly minCerteza: number;
  readonly vocabulary: ReadonlyMap<string, number>;
  readonly tokenTexts: readonly string[];
  readonly tokenWeights: Float64Array;
  readonly parties: readonly IndexedParty[];
  readonly groups: readonly PartyGroup[];
  /**
   * The groups' tokens flattened for scoring (one cache-friendly array instead of one per group):
   * group g has groupTokens / groupTokenWeights[groupTokenStart[g] … groupTokenStart[g + 1]).
   */
  readonly groupTokenStart: Int32Array;
  readonly groupTokens: Int32Array;
  readonly groupTokenWeights: Float64Array;
  readonly groupTotalWeight: Float64Array;
  /**
   * The same, packed for scoreCandidate, which reads one random group per candidate: group g's block
   * starts at 2 · groupTokenStart[g] + g and holds [totalWeight, id₀, weight₀, id₁, weight₁, …], so a
   * candidate costs one or two cache lines instead of one in each of three arrays.
   */
  readonly groupScoring: Float64Array;
  /** Ids of parties with no identity token at all (e.g. only 'N.N.'): they can never match. */
  readonly unmatchablePartyIds: readonly string[];
  /** Keys → group indices. */
  readonly singleKeys: ReadonlyMap<number, number[]>;
  readonly pairKeys: ReadonlyMap<number, number[]>;
  /** pairKey(a, b) → c → groups, for sorted a < b < c. */
  readonly tripleKeys: ReadonlyMap<number, Map<number, number[]>>;
  /** The same keys, compiled for the scanner. singleStart[t] … singleStart[t + 1] in singlePostings. */
  readonly singleStart: Int32Array;
  readonly singlePostings: Int32Array;
  readonly pairTable: KeyTable;
  readonly tripleTable: KeyTable;
  /**
   * Per token id: IN_PAIR_KEY when it is part of some pair key, IN_TRIPLE_KEY of some triple key.
   * The scanner skips the pairs and triples a token cannot be part of without probing the tables.
   */
  readonly tokenKeyRoles: Uint8Array;
  readonly deletionIndex: ReadonlyMap<string, number[]>;
  /**
   * Folded token → token id, IGNORED, NO_MATCH or a typo set (TYPO_BASE - set). Starts with the
   * vocabulary and learns unknown text tokens while scanning (a memo: results never change).
   */
  readonly textTokens: TokenTable;
  /** Typo alternative sets learned while scanning, and the lightest weight in each. */
  readonly typoSets: Int32Array[];
  readonly typoSetLightest: number[];
  /** Some registered token contains a digit; when none does, digit tokens of the text skip the lookup. */
  readonly vocabularyHasDigits: boolean;
  /** 1 when the party's watched case has radicados (its context is decided by a radicado first). */
  readonly partyHasProcesos: Uint8Array;
  /** Every watched case's proceso keys (first 21 digits, short forms): a radicado outside it is nobody's. */
  readonly watchedProcesos: WatchedProcesos;
  /** groups[g].members, flat: members of g are groupMembers[groupMemberStart[g] … groupMemberStart[g + 1]). */
  readonly groupMemberStart: Int32Array;
  readonly groupMembers: Int32Array;
  /** groups[g].members[0], flat: the page sort reads it for every comparison. */
  readonly groupFirstMember: Int32Array;
}

/** Unordered pair of token ids as one number (ids < 2^26, so the product stays an exact double). */
export function pairKey(a: number, b: number): number {
  return a < b ? a * 67_108_864 + b : b * 67_108_864 + a;
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (list[list.length - 1] !== value) list.push(value);
}

export function buildPartyIndex(parties: readonly PartyInput[], options: PartyIndexOptions = {}): PartyIndex {
  const minCerteza = options.minCerteza ?? DEFAULT_MIN_CERTEZA;
  const vocabulary = new Map<string, number>();
  const tokenTexts: string[] = [];
  const namesWithToken: number[] = [];
  const tokenized: { party: PartyInput; ids: number[] }[] = [];
  const unmatchablePartyIds: string[] = [];

  for (const party of parties) {
    const ids = new Set<number>();
    for (const token of nameTokens(party.nombre)) {
      let id = vocabulary.get(token);
      if (id === undefined) {
        id = tokenTexts.length;
        vocabulary.set(token, id);
        tokenTexts.push(token);
        namesWithToken.push(0);
      }
      ids.add(id);
    }
    if (ids.size === 0) {
      unmatchablePartyIds.push(party.id);
      continue;
    }
    for (const id of ids) namesWithToken[id]++;
    tokenized.push({ party, ids: [...ids] });
  }
  if (tokenTexts.length >= 67_108_864) throw new RangeError('Demasiados tokens distintos para el índice');

  const tokenWeights = Float64Array.from(tokenTexts, (token, id) =>
    tokenWeight(token, namesWithToken[id], tokenized.length),
  );
  const groups: PartyGroup[] = [];
  const groupBySet = new Map<string, number>();
  const indexed: IndexedParty[] = tokenized.map(({ party, ids }, partyIndex) => {
    const tokenIds = ids.sort((a, b) => tokenWeights[b] - tokenWeights[a] || a - b);
    const totalWeight = tokenIds.reduce((sum, id) => sum + tokenWeights[id], 0);
    const setKey = tokenIds.join(' ');
    let group = groupBySet.get(setKey);
    if (group === undefined) {
      group = groups.length;
      groupBySet.set(setKey, group);
      groups.push({ tokenIds: Int32Array.from(tokenIds), totalWeight, members: [] });
    }
    groups[group].members.push(partyIndex);
    return {
      id: party.id,
      nombre: party.nombre,
      tokenIds,
      totalWeight,
      group,
      contexto: compileContexto(party.contexto),
    };
  });

  const singleKeys = new Map<number, number[]>();
  const pairKeys = new Map<number, number[]>();
  const tripleKeys = new Map<number, Map<number, number[]>>();
  // Rounding: certeza = round(100 · share) ≥ min  ⇔  share ≥ (min − 0.5) / 100.
  const sufficientShare = (minCerteza - 0.5) / 100;
  groups.forEach((group, groupIndex) => {
    fileGroup(group, groupIndex, tokenWeights, sufficientShare, { singleKeys, pairKeys, tripleKeys });
  });

  const deletionIndex = new Map<string, number[]>();
  tokenTexts.forEach((token, id) => {
    if (token.length < MIN_TYPO_TOKEN_LENGTH || /\d/.test(token)) return;
    for (const variant of deletionVariants(token)) pushTo(deletionIndex, variant, id);
  });

  const partyHasProcesos = new Uint8Array(indexed.length);
  const watchedProcesoKeys = new Set<string>();
  indexed.forEach((party, at) => {
    if (party.contexto === null || party.contexto.procesos.size === 0) return;
    partyHasProcesos[at] = 1;
    addProcesoKeys(party.contexto, watchedProcesoKeys);
  });

  for (const token of IGNORED_TOKENS) vocabulary.set(token, IGNORED);
  const textTokens = new TokenTable(vocabulary.size * 4);
  for (const [token, id] of vocabulary) textTokens.add(token, hashFolded(token), id);

  return {
    minCerteza,
    vocabulary,
    tokenTexts,
    tokenWeights,
    parties: indexed,
    groups,
    unmatchablePartyIds,
    singleKeys,
    pairKeys,
    tripleKeys,
    ...flattenGroups(groups, tokenWeights),
    ...compileKeys(tokenTexts.length, singleKeys, pairKeys, tripleKeys),
    deletionIndex,
    textTokens,
    typoSets: [],
    typoSetLightest: [],
    vocabularyHasDigits: tokenTexts.some((token) => /\d/.test(token)),
    partyHasProcesos,
    watchedProcesos: new WatchedProcesos(watchedProcesoKeys),
    ...flattenMembers(groups),
    groupFirstMember: Int32Array.from(groups, (group) => group.members[0]),
  };
}

function flattenMembers(groups: readonly PartyGroup[]): {
  groupMemberStart: Int32Array;
  groupMembers: Int32Array;
} {
  const groupMemberStart = new Int32Array(groups.length + 1);
  let total = 0;
  groups.forEach((group, index) => {
    groupMemberStart[index] = total;
    total += group.members.length;
  });
  groupMemberStart[groups.length] = total;
  const groupMembers = new Int32Array(total);
  for (const [index, group] of groups.entries()) groupMembers.set(group.members, groupMemberStart[index]);
  return { groupMemberStart, groupMembers };
}

interface KeyMaps {
  singleKeys: Map<number, number[]>;
  pairKeys: Map<number, number[]>;
  tripleKeys: Map<number, Map<number, number[]>>;
}

function flattenGroups(
  groups: readonly PartyGroup[],
  tokenWeights: Float64Array,
): {
  groupTokenStart: Int32Array;
  groupTokens: Int32Array;
  groupTokenWeights: Float64Array;
  groupTotalWeight: Float64Array;
  groupScoring: Float64Array;
} {
  const groupTokenStart = new Int32Array(groups.length + 1);
  let total = 0;
  groups.forEach((group, index) => {
    groupTokenStart[index] = total;
    total += group.tokenIds.length;
  });
  groupTokenStart[groups.length] = total;
  const groupTokens = new Int32Array(total);
  for (const [index, group] of groups.entries()) groupTokens.set(group.tokenIds, groupTokenStart[index]);
  const groupTokenWeights = Float64Array.from(groupTokens, (id) => tokenWeights[id]);
  const groupTotalWeight = Float64Array.from(groups, (group) => group.totalWeight);
  const groupScoring = new Float64Array(2 * total + groups.length);
  for (let group = 0; group < groups.length; group++) {
    const block = 2 * groupTokenStart[group] + group;
    groupScoring[block] = groupTotalWeight[group];
    for (let token = groupTokenStart[group]; token < groupTokenStart[group + 1]; token++) {
      const at = block + 1 + 2 * (token - groupTokenStart[group]);
      groupScoring[at] = groupTokens[token];
      groupScoring[at + 1] = groupTokenWeights[token];
    }
  }
  return { groupTokenStart, groupTokens, groupTokenWeights, groupTotalWeight, groupScoring };
}

function compileKeys(
  tokenCount: number,
  singleKeys: Map<number, number[]>,
  pairKeys: Map<number, number[]>,
  tripleKeys: Map<number, Map<number, number[]>>,
): {
  singleStart: Int32Array;
  singlePostings: Int32Array;
  pairTable: KeyTable;
  tripleTable: KeyTable;
  tokenKeyRoles: Uint8Array;
} {
  const singleStart = new Int32Array(tokenCount + 1);
  let total = 0;
  for (const list of singleKeys.values()) total += list.length;
  const singlePostings = new Int32Array(total);
  let at = 0;
  for (let token = 0; token < tokenCount; token++) {
    singleStart[token] = at;
    const list = singleKeys.get(token);
    if (list === undefined) continue;
    singlePostings.set(list, at);
    at += list.length;
  }
  singleStart[tokenCount] = at;
  const split = (key: number): [number, number] => [Math.floor(key / 67_108_864), key % 67_108_864];
  const pairTable = new KeyTable([...pairKeys].map(([key, list]) => [...split(key), -1, list] as const));
  const tokenKeyRoles = new Uint8Array(tokenCount);
  for (const key of pairKeys.keys()) for (const id of split(key)) tokenKeyRoles[id] |= IN_PAIR_KEY;
  const tripleEntries: [number, number, number, number[]][] = [];
  for (const [key, byThird] of tripleKeys) {
    const [a, b] = split(key);
    for (const [c, list] of byThird) {
      tripleEntries.push([a, b, c, list]);
      for (const id of [a, b, c]) tokenKeyRoles[id] |= IN_TRIPLE_KEY;
    }
  }
  return { singleStart, singlePostings, pairTable, tripleTable: new KeyTable(tripleEntries), tokenKeyRoles };
}

function fileGroup(
  group: PartyGroup,
  groupIndex: number,
  weights: Float64Array,
  sufficientShare: number,
  keys: KeyMaps,
): void {
  const ids = [...group.tokenIds.subarray(0, MAX_KEY_TOKENS)];
  if (ids.length === 1) {
    pushTo(keys.singleKeys, ids[0], groupIndex);
    return;
  }
  const needed = sufficientShare * group.totalWeight;
  const isSufficientPair = (a: number, b: number) => weights[a] + weights[b] >= needed;
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      if (isSufficientPair(ids[i], ids[j])) pushTo(keys.pairKeys, pairKey(ids[i], ids[j]), groupIndex);
    }
  }
  // Weight of the tokens after position k (heaviest first), over the WHOLE name.
  const lighterThan = new Float64Array(group.tokenIds.length + 1);
  for (let k = group.tokenIds.length - 1; k >= 0; k--)
    lighterThan[k] = lighterThan[k + 1] + weights[group.tokenIds[k]];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      for (let k = j + 1; k < ids.length; k++) {
        const [a, b, c] = [ids[i], ids[j], ids[k]].sort((x, y) => x - y);
        if (isSufficientPair(a, b) || isSufficientPair(a, c) || isSufficientPair(b, c)) continue;
        // A sufficient set is found through its three heaviest tokens: this triple can only head one
        // if it plus every lighter token of the name reaches the minimum.
        if (weights[a] + weights[b] + weights[c] + lighterThan[k + 1] < needed) continue;
        let byThird = keys.tripleKeys.get(pairKey(a, b));
        if (byThird === undefined) {
          byThird = new Map();
          keys.tripleKeys.set(pairKey(a, b), byThird);
        }
        pushTo(byThird, c, groupIndex);
      }
    }
  }
}
