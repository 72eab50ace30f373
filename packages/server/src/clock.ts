/**
 * Colombian time for the engine: the Bogotá calendar day — or, in demo, development and tests,
 * the court simulator's day, so that advancing the simulator advances the engine with it.
 */
import { diaBogota } from '@expediente/domain';

export interface Clock {
  /** 'YYYY-MM-DD' in America/Bogota. */
  today(): Promise<string>;
  /** Only the simulator's clock can be moved (demo history, tests). */
  set?(day: string): Promise<void>;
  /**
   * The instant, for a virtual clock only (benches, tests): the morning reports' outbox takes its
   * due times, leases, sending time and late flag from it. Absent (the real clocks), the database's
   * `now()` is the time, one clock for every sender.
   */
  now?(): Date;
}

export const systemClock: Clock = { today: async () => diaBogota() };

/** The simulator's clock, read over its control API. */
export function simulatorClock(simUrl: string): Clock {
  return {
    async today() {
      const response = await fetch(`${simUrl}/__control/clock`);
      if (!response.ok)
        throw new Error(`El simulador de juzgados no respondió la fecha (${response.status})`);
      return ((await response.json()) as { today: string }).today;
    },
    async set(day) {
      const response = await fetch(`${simUrl}/__control/clock/set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: day }),
      });
      if (!response.ok)
        throw new Error(`El simulador de juzgados no aceptó la fecha ${day} (${response.status})`);
    },
  };
}
