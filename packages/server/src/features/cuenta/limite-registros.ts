/**
 * Sign-ups per client address (issue 20 item 7): at most `max` accounts created, or addresses
 * found taken, per address in a sliding hour. Only those outcomes count (a form with a typo costs
 * nothing); they are what a bot farming accounts or probing which addresses have one produces.
 * Kept in the process: with several web processes the bound is per process, which is still a bound.
 */
const WINDOW_MS = 60 * 60 * 1000;
/** Addresses remembered at most; the oldest is forgotten first, so memory stays bounded. */
const MAX_ADDRESSES = 10_000;

export interface LimiteRegistros {
  /** False when the address has used its budget for the hour. */
  allows(address: string): boolean;
  record(address: string): void;
}

export function crearLimiteRegistros(max: number, now: () => number = Date.now): LimiteRegistros {
  const seen = new Map<string, number[]>();
  const recent = (address: string) => {
    const since = now() - WINDOW_MS;
    const times = (seen.get(address) ?? []).filter((time) => time > since);
    if (times.length === 0) seen.delete(address);
    else seen.set(address, times);
    return times;
  };
  return {
    allows: (address) => recent(address).length < max,
    record(address) {
      const times = recent(address);
      seen.delete(address);
      if (seen.size >= MAX_ADDRESSES) {
        const oldest = seen.keys().next().value;
        if (oldest !== undefined) seen.delete(oldest);
      }
      seen.set(address, [...times, now()]);
    },
  };
}
