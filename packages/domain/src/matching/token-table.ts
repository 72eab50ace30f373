/**
 * Open-addressing hash table from folded tokens to an int, keyed by the characters themselves:
 * a token printed in the text is found by (page, start, end, hash) without slicing a string.
 * Holds the vocabulary, and learns the unknown text tokens with their typo lookup result.
 *
 * Memory layout, for the scanner's one lookup per printed word: each slot holds [hash, entry], so a
 * probe that meets another token's hash goes on without reading its entry; each entry is one record
 * [hash, start, length, value]. A found token costs three cache lines (slot, record, characters)
 * instead of one per column.
 */
import { FOLD } from './fold-codes.ts';

const EMPTY = -1;
/** Int32 cells per slot: [hash, entry]. */
const SLOT_WIDTH = 2;
/** Int32 cells per entry: [hash, start in pool, length, value]. */
const RECORD_WIDTH = 4;
const HASH = 0;
const START = 1;
const LENGTH = 2;
const VALUE = 3;

export class TokenTable {
  private slots: Int32Array;
  private mask: number;
  private records: Int32Array;
  private pool: Uint8Array;
  private poolLength = 0;
  size = 0;

  constructor(expectedSize = 1024) {
    let capacity = 16;
    while (capacity < expectedSize * 2) capacity *= 2;
    this.slots = emptySlots(capacity);
    this.mask = capacity - 1;
    this.records = new Int32Array((capacity / 2) * RECORD_WIDTH);
    this.pool = new Uint8Array(capacity * 4);
  }

  /** Value of the token text[start, end) read through FOLD, or `missing`. `hash` = hashFolded of the folded token. */
  findInText(text: string, start: number, end: number, hash: number, missing: number): number {
    const length = end - start;
    const { slots, mask, records, pool } = this;
    let slot = hash & mask;
    for (;;) {
      const entry = slots[slot * SLOT_WIDTH + 1];
      if (entry === EMPTY) return missing;
      if (slots[slot * SLOT_WIDTH] === hash) {
        const record = entry * RECORD_WIDTH;
        if (records[record + LENGTH] === length) {
          let at = records[record + START];
          let offset = start;
          while (offset < end && pool[at] === FOLD[text.charCodeAt(offset)]) {
            at++;
            offset++;
          }
          if (offset === end) return records[record + VALUE];
        }
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Adds a folded token (must not be present yet). */
  add(token: string, hash: number, value: number): void {
    if (this.size * 2 >= this.slots.length / SLOT_WIDTH) this.grow();
    if (this.poolLength + token.length > this.pool.length) {
      const pool = new Uint8Array(Math.max(this.pool.length * 2, this.poolLength + token.length));
      pool.set(this.pool);
      this.pool = pool;
    }
    const entry = this.size++;
    const record = entry * RECORD_WIDTH;
    this.records[record + HASH] = hash;
    this.records[record + START] = this.poolLength;
    this.records[record + LENGTH] = token.length;
    this.records[record + VALUE] = value;
    for (let offset = 0; offset < token.length; offset++)
      this.pool[this.poolLength++] = token.charCodeAt(offset);
    this.place(entry);
  }

  private place(entry: number): void {
    const hash = this.records[entry * RECORD_WIDTH + HASH];
    let slot = hash & this.mask;
    while (this.slots[slot * SLOT_WIDTH + 1] !== EMPTY) slot = (slot + 1) & this.mask;
    this.slots[slot * SLOT_WIDTH] = hash;
    this.slots[slot * SLOT_WIDTH + 1] = entry;
  }

  private grow(): void {
    const capacity = (this.slots.length / SLOT_WIDTH) * 2;
    this.slots = emptySlots(capacity);
    this.mask = capacity - 1;
    const records = new Int32Array((capacity / 2) * RECORD_WIDTH);
    records.set(this.records);
    this.records = records;
    for (let entry = 0; entry < this.size; entry++) this.place(entry);
  }
}

function emptySlots(capacity: number): Int32Array {
  const slots = new Int32Array(capacity * SLOT_WIDTH);
  for (let slot = 0; slot < capacity; slot++) slots[slot * SLOT_WIDTH + 1] = EMPTY;
  return slots;
}
