/**
 * A court reading done once per key and day, whoever asks first. The first check claims the key
 * with a row and asks the court; the others wait for its answer (polling, holding no database
 * connection while the court is slow) and read it instead of asking again. A failed reading
 * removes its claim so the next asker retries; a claim left by a killed worker expires.
 * Safe across workers and machines on one PostgreSQL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';

export interface SharedReading<T> {
  value: T;
  /** Whether this call asked the court (false when another check of the night already did). */
  requested: boolean;
}

const WAIT_MS = 100;
/**
 * How long a check waits for another's reading before asking the court itself: a claim left by a
 * killed worker must not hold the night up. A holder slower than this (a long polite queue) costs
 * one duplicate request, never a lost or blocked check.
 */
export const PATIENCE_MS = 20_000;

export async function leerUnaVezAlDia<T>(
  deps: Pick<AppDeps, 'db'>,
  clave: string,
  fecha: string,
  read: () => Promise<T>,
): Promise<SharedReading<T>> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const claimed = await deps.db.execute(sql`
      insert into lecturas_fuente_dia (clave, fecha) values (${clave}, ${fecha})
      on conflict (clave, fecha) do nothing returning clave`);
    const isMine = claimed.rows.length > 0 || Date.now() > deadline;
    if (isMine) return { value: await readAndStore(deps, clave, fecha, read), requested: true };
    const stored = await deps.db.execute<{ resultado: T | null }>(sql`
      select resultado from lecturas_fuente_dia where clave = ${clave} and fecha = ${fecha}`);
    const row = stored.rows[0];
    if (row && row.resultado !== null) return { value: row.resultado, requested: false };
    await sleep(WAIT_MS);
  }
}

async function readAndStore<T>(
  deps: Pick<AppDeps, 'db'>,
  clave: string,
  fecha: string,
  read: () => Promise<T>,
) {
  try {
    const value = await read();
    await deps.db.execute(sql`
      update lecturas_fuente_dia set resultado = ${JSON.stringify(value)}::jsonb
      where clave = ${clave} and fecha = ${fecha} and resultado is null`);
    return value;
  } catch (error) {
    await deps.db.execute(
      sql`delete from lecturas_fuente_dia where clave = ${clave} and fecha = ${fecha} and resultado is null`,
    );
    throw error;
  }
}

/** Readings older than a few days are never asked for again. */
export async function podarLecturasCompartidas(deps: Pick<AppDeps, 'db'>, fecha: string): Promise<void> {
  await deps.db.execute(sql`delete from lecturas_fuente_dia where fecha < ${fecha}::date - 3`);
}
