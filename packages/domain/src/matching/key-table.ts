/**
 * Key → postings (group indices) for pair and triple keys, as flat typed arrays with open addressing:
 * the scanner does millions of lookups, and Map<number, …> with non-Smi keys is several times slower.
 */
const EMPTY = -1;
/** Int32 cells per slot: the key's three ids and the entry. */
const SLOT_WIDTH = 4;

function hashKey(a: number, b: number, c: number): number {
  let hash = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77) ^ Math.imul(c + 1, 0xc2b2ae3d);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x27d4eb2f) ^ (hash >>> 13);
}

/** The filter's word and bits come from the hash's high bits: the slot index uses the low ones. */
function filterWord(hash: number): number {
  return Math.imul(hash, 0x2c1b3c6d) >>> 10;
}

function filterBits(hash: number): number {
  return (1 << (hash >>> 27)) | (1 << ((hash >>> 22) & 31));
}

export class KeyTable {
  readonly size: number;
  /**
   * Per slot, side by side: [a, b, c, entry] (entry EMPTY when free): a probe that gets past the
   * filter reads one cache line, instead of one for the slot and three more for the key's columns.
   */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /**
   * A Bloom filter of the keys (two bits in one 32-bit word, ~16 bits per key, small enough to stay in
   * the CPU cache): most probes are for token pairs that are no key, and this answers them without
   * touching the big slot array. No false negatives, so it never changes an answer.
   */
  private readonly filter: Int32Array;
  private readonly filterMask: number;
  /** Postings of entry e are postings[start[e] … start[e + 1]). */
  readonly start: Int32Array;
  readonly postings: Int32Array;

  /** Entries are [a, b, c, list]; pairs use c = -1. */
  constructor(entries: readonly (readonly [number, number, number, readonly number[]])[]) {
    this.size = entries.length;
    let capacity = 16;
    while (capacity < entries.length * 2) capacity *= 2;
    let filterWords = 32;
    while (filterWords * 32 < entries.length * 16) filterWords *= 2;
    this.filter = new Int32Array(filterWords);
    this.filterMask = filterWords - 1;
    this.slots = new Int32Array(capacity * SLOT_WIDTH);
    for (let slot = 0; slot < capacity; slot++) this.slots[slot * SLOT_WIDTH + 3] = EMPTY;
    this.mask = capacity - 1;
    this.start = new Int32Array(entries.length + 1);
    let total = 0;
    for (const entry of entries) total += entry[3].length;
    this.postings = new Int32Array(total);
    let at = 0;
    entries.forEach(([a, b, c, list], entry) => {
      this.start[entry] = at;
      this.postings.set(list, at);
      at += list.length;
      const hash = hashKey(a, b, c);
      this.filter[filterWord(hash) & this.filterMask] |= filterBits(hash);
      let slot = hash & this.mask;
      while (this.slots[slot * SLOT_WIDTH + 3] !== EMPTY) slot = (slot + 1) & this.mask;
      const base = slot * SLOT_WIDTH;
      this.slots[base] = a;
      this.slots[base + 1] = b;
      this.slots[base + 2] = c;
      this.slots[base + 3] = entry;
    });
    this.start[entries.length] = at;
  }

  /** Entry of the key, or -1. */
  find(a: number, b: number, c: number): number {
    const hash = hashKey(a, b, c);
    const bits = filterBits(hash);
    if ((this.filter[filterWord(hash) & this.filterMask] & bits) !== bits) return EMPTY;
    const slots = this.slots;
    let slot = hash & this.mask;
    for (;;) {
      const base = slot * SLOT_WIDTH;
      const entry = slots[base + 3];
      if (entry === EMPTY) return EMPTY;
      if (slots[base] === a && slots[base + 1] === b && slots[base + 2] === c) return entry;
      slot = (slot + 1) & this.mask;
    }
  }
}
