/**
 * Open-addressing hash table from folded tokens to an int, keyed by the characters themselves:
 * a token printed in the text is found by (page, start, end, hash) without slicing a string.
 * Holds the vocabulary, and learns the unknown text tokens with their typo lookup result.
 */
import { FOLD } from './fold-codes.ts';

const EMPTY = -1;

export class TokenTable {
  private slots: Int32Array;
  private mask: number;
  private hashes: Int32Array;
  private starts: Int32Array;
  private lengths: Int32Array;
  private values: Int32Array;
  private pool: Uint8Array;
  private poolLength = 0;
  size = 0;

  constructor(expectedSize = 1024) {
    let capacity = 16;
    while (capacity < expectedSize * 2) capacity *= 2;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
    this.hashes = new Int32Array(capacity / 2);
    this.starts = new Int32Array(capacity / 2);
    this.lengths = new Int32Array(capacity / 2);
    this.values = new Int32Array(capacity / 2);
    this.pool = new Uint8Array(capacity * 4);
  }

  /** Value of the token text[start, end) read through FOLD, or `missing`. `hash` = hashFolded of the folded token. */
  findInText(text: string, start: number, end: number, hash: number, missing: number): number {
    const length = end - start;
    const { slots, mask, hashes, lengths, starts, pool } = this;
    let slot = hash & mask;
    for (;;) {
      const entry = slots[slot];
      if (entry === EMPTY) return missing;
      if (hashes[entry] === hash && lengths[entry] === length) {
        let at = starts[entry];
        let offset = start;
        while (offset < end && pool[at] === FOLD[text.charCodeAt(offset)]) {
          at++;
          offset++;
        }
        if (offset === end) return this.values[entry];
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Adds a folded token (must not be present yet). */
  add(token: string, hash: number, value: number): void {
    if (this.size * 2 >= this.slots.length) this.grow();
    if (this.poolLength + token.length > this.pool.length) {
      const pool = new Uint8Array(Math.max(this.pool.length * 2, this.poolLength + token.length));
      pool.set(this.pool);
      this.pool = pool;
    }
    const entry = this.size++;
    this.hashes[entry] = hash;
    this.starts[entry] = this.poolLength;
    this.lengths[entry] = token.length;
    this.values[entry] = value;
    for (let offset = 0; offset < token.length; offset++)
      this.pool[this.poolLength++] = token.charCodeAt(offset);
    this.place(entry);
  }

  private place(entry: number): void {
    let slot = this.hashes[entry] & this.mask;
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & this.mask;
    this.slots[slot] = entry;
  }

  private grow(): void {
    const capacity = this.slots.length * 2;
    this.slots = new Int32Array(capacity).fill(EMPTY);
    this.mask = capacity - 1;
    const resize = (array: Int32Array) => {
      const bigger = new Int32Array(capacity / 2);
      bigger.set(array);
      return bigger;
    };
    this.hashes = resize(this.hashes);
    this.starts = resize(this.starts);
    this.lengths = resize(this.lengths);
    this.values = resize(this.values);
    for (let entry = 0; entry < this.size; entry++) this.place(entry);
  }
}
