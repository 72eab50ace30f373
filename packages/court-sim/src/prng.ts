/**
 * Deterministic randomness: every simulated fact is drawn from a PRNG seeded by a hash of
 * what it describes (a radicado, a despacho and a day, a request number), so two simulators
 * give the same answers and the past never changes when the clock moves.
 */

/** FNV-1a over UTF-16 code units, finished with a murmur mix so nearby strings spread well. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix(hash);
}

/** Murmur3 finaliser: cheap avalanche of a 32-bit integer. */
export function mix(value: number): number {
  let hash = value | 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Combines a seed with more integers without building strings (hot path of the timelines). */
export function combine(seed: number, ...values: number[]): number {
  let hash = seed >>> 0;
  for (const value of values) hash = mix(hash ^ Math.imul(value | 0, 0x9e3779b1));
  return hash;
}

/** A uniform number in [0, 1) derived from a 32-bit hash. */
export function unit(hash: number): number {
  return (hash >>> 0) / 4294967296;
}

export interface Random {
  next(): number;
  int(minInclusive: number, maxInclusive: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** Mulberry32: small, fast and good enough for simulated data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (minInclusive, maxInclusive) =>
      minInclusive + Math.floor(next() * (maxInclusive - minInclusive + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}
