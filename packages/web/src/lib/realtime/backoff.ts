/** Reconnect delays for the realtime hub: 1 s, 2 s, 4 s … capped at 30 s, with jitter so a
 * server restart is not met by every open tab reconnecting in the same instant. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(exponential * (0.75 + random() * 0.5));
}
