/**
 * The webhooks' outbox: an event and one delivery per active endpoint of the account are written
 * with the caller's executor, so inside the transaction that stores what the event describes — a
 * rolled-back night leaves no event, a committed one always has its deliveries (none lost). An
 * account without active webhooks costs one indexed read and the events are never built.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { webhookEntregas, webhookEventos, webhooks } from '../../db/schema-webhooks.ts';

export const TIPOS_EVENTO = ['cambio.creado', 'termino.creado', 'carga.finalizada', 'prueba'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];

export interface EventoNuevo {
  tipo: TipoEvento;
  datos: Record<string, unknown>;
}

export function nuevoIdEvento(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/** The account's endpoints that still receive events. */
async function webhooksActivos(db: Executor, idAbogado: number): Promise<number[]> {
  const filas = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.idAbogado, idAbogado), isNull(webhooks.revocadoEn)));
  return filas.map((fila) => fila.id);
}

/**
 * Writes the events `construir` returns, with their deliveries. `construir` runs only when the
 * account has an active webhook (it may read more rows to fill the payloads).
 */
export async function emitirEventos(
  db: Executor,
  idAbogado: number,
  construir: () => EventoNuevo[] | Promise<EventoNuevo[]>,
): Promise<number> {
  const destinos = await webhooksActivos(db, idAbogado);
  if (destinos.length === 0) return 0;
  const eventos = await construir();
  if (eventos.length === 0) return 0;
  const filas = eventos.map((evento) => ({ id: nuevoIdEvento(), idAbogado, ...evento }));
  await db.insert(webhookEventos).values(filas);
  await db
    .insert(webhookEntregas)
    .values(filas.flatMap((evento) => destinos.map((idWebhook) => ({ idEvento: evento.id, idWebhook }))));
  return filas.length;
}
