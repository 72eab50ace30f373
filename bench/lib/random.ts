/** Deterministic pseudo-random numbers (mulberry32) so every benchmark run sees the same data. */

export interface Random {
  next(): number;
  integer(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (maxExclusive) => Math.floor(next() * maxExclusive),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

/** Picks with Zipf-like weights (rank^-exponent): a few very common items, a long tail. */
export function createZipfPicker<T>(items: readonly T[], exponent = 1): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  items.forEach((_, rank) => {
    total += 1 / (rank + 1) ** exponent;
    cumulative.push(total);
  });
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}
