/**
 * The one event path: a use case writes its rows and an event in the same transaction;
 * pg_notify is delivered by PostgreSQL only when that transaction commits (and dropped on
 * rollback), so no listener ever sees an event for a change that did not happen.
 */
import type { RealtimeEventName, RealtimeEvents } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { eventos } from '../db/schema.ts';

export const EVENTS_CHANNEL = 'expediente_eventos';

export interface PublishedEvent<Name extends RealtimeEventName = RealtimeEventName> {
  idAbogado: number;
  name: Name;
  data: RealtimeEvents[Name];
}

export async function publishEvent<Name extends RealtimeEventName>(
  db: Executor,
  idAbogado: number,
  name: Name,
  data: RealtimeEvents[Name],
): Promise<void> {
  await db.insert(eventos).values({ idAbogado, nombre: name, datos: data });
  const payload: PublishedEvent<Name> = { idAbogado, name, data };
  await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(payload)})`);
}
