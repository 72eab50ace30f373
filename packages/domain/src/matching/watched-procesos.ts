/**
 * The proceso keys of every watched case in the registry (first 21 digits of a radicado, or its short
 * form 'AAAA-N'), asked once per radicado printed on a page that has a candidate name. Almost every
 * radicado of an estado belongs to a process nobody watches, so a small Bloom filter answers those
 * from the CPU cache, without slicing the printed value or hashing it into a 100,000-entry Set.
 * No false negatives: an answer is never changed, only reached sooner.
 */
import { HASH_PRIME, HASH_SEED } from './fold-codes.ts';

/** Filter bits per key: with two bits per key about 1.5 % of unwatched radicados reach the Set. */
const BITS_PER_KEY = 16;

function hashPrefix(value: string, length: number): number {
  let hash = HASH_SEED;
  for (let at = 0; at < length; at++) hash = Math.imul(hash ^ value.charCodeAt(at), HASH_PRIME);
  return hash ^ (hash >>> 16);
}

function filterBits(hash: number): number {
  return (1 << (hash >>> 27)) | (1 << ((hash >>> 22) & 31));
}

export class WatchedProcesos {
  private readonly keys: ReadonlySet<string>;
  private readonly filter: Int32Array;
  private readonly filterMask: number;

  constructor(keys: ReadonlySet<string>) {
    this.keys = keys;
    let words = 32;
    while (words * 32 < keys.size * BITS_PER_KEY) words *= 2;
    this.filter = new Int32Array(words);
    this.filterMask = words - 1;
    for (const key of keys) {
      const hash = hashPrefix(key, key.length);
      this.filter[hash & this.filterMask] |= filterBits(hash);
    }
  }

  get size(): number {
    return this.keys.size;
  }

  /** Is value.slice(0, length) a watched key? */
  hasPrefix(value: string, length: number): boolean {
    const hash = hashPrefix(value, length);
    const bits = filterBits(hash);
    if ((this.filter[hash & this.filterMask] & bits) !== bits) return false;
    return this.keys.has(length === value.length ? value : value.slice(0, length));
  }
}
