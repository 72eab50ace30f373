/**
 * "Now" for the morning reports' outbox: the app clock's instant when it has one (a virtual clock:
 * benches, tests), else the database's `now()` — the real clock, one for every sender, as before.
 * Due times, leases, the sending time and the late flag all come from it, so a virtual night is
 * honoured end to end (bench/noches-informes.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';

export function ahora(deps: Pick<AppDeps, 'clock'>): SQL {
  const instant = deps.clock.now?.();
  return instant ? sql`${instant.toISOString()}::timestamptz` : sql`now()`;
}
