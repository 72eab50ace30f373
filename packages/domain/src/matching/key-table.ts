/**
 * Key → postings (group indices) for pair and triple keys, as flat typed arrays with open addressing:
 * the scanner does millions of lookups, and Map<number, …> with non-Smi keys is several times slower.
 */
const EMPTY = -1;

function hashKey(a: number, b: number, c: number): number {
  let hash = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca77) ^ Math.imul(c + 1, 0xc2b2ae3d);
  hash ^= hash >>> 15;
  return Math.imul(hash, 0x27d4eb2f) ^ (hash >>> 13);
}

export class KeyTable {
  readonly size: number;
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly keyA: Int32Array;
  private readonly keyB: Int32Array;
  private readonly keyC: Int32Array;
  /** Postings of entry e are postings[start[e] … start[e + 1]). */
  readonly start: Int32Array;
  readonly postings: Int32Array;

  /** Entries are [a, b, c, list]; pairs use c = -1. */
  constructor(entries: readonly (readonly [number, number, number, readonly number[]])[]) {
    this.size = entries.length;
    let capacity = 16;
    while (capacity < entries.length * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
    this.keyA = new Int32Array(entries.length);
    this.keyB = new Int32Array(entries.length);
    this.keyC = new Int32Array(entries.length);
    this.start = new Int32Array(entries.length + 1);
    let total = 0;
    for (const entry of entries) total += entry[3].length;
    this.postings = new Int32Array(total);
    let at = 0;
    entries.forEach(([a, b, c, list], entry) => {
      this.keyA[entry] = a;
      this.keyB[entry] = b;
      this.keyC[entry] = c;
      this.start[entry] = at;
      this.postings.set(list, at);
      at += list.length;
      let slot = hashKey(a, b, c) & this.mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.slots[slot] = entry;
    });
    this.start[entries.length] = at;
  }

  /** Entry of the key, or -1. */
  find(a: number, b: number, c: number): number {
    let slot = hashKey(a, b, c) & this.mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === EMPTY) return EMPTY;
      if (this.keyA[entry] === a && this.keyB[entry] === b && this.keyC[entry] === c) return entry;
      slot = (slot + 1) & this.mask;
    }
  }
}
