/**
 * The account's webhooks as the profile manages them: create (the secret answered once), list,
 * revoke, the delivery log and 'Reenviar'. Every query is bounded by the account's id, so another
 * account's webhook or delivery is simply not found. Also 'Enviar evento de prueba'.
 */
import type { Entrega, PaginaEntregas, Webhook, WebhookCreado } from '@expediente/domain/contrato/webhooks';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { webhookEntregas, webhookEventos, webhooks } from '../../db/schema-webhooks.ts';
import { AppError } from '../../http/errors.ts';
import { nuevoIdEvento } from './emitir.ts';
import { nuevoSecreto } from './firma.ts';
import { type LimitePruebas, limitePruebas } from './limite-pruebas.ts';

export const MAXIMO_WEBHOOKS_ACTIVOS = 10;
export const TAMANO_PAGINA_ENTREGAS = 50;

type Deps = Pick<AppDeps, 'db'>;

export async function listarWebhooks(deps: Deps, idAbogado: number): Promise<Webhook[]> {
  const filas = await deps.db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      descripcion: webhooks.descripcion,
      creadoEn: webhooks.creadoEn,
      revocadoEn: webhooks.revocadoEn,
      // Written out with aliases: inside a subquery drizzle leaves column names unqualified.
      pendientes: sql<number>`(select count(*)::int from webhook_entregas e where e.id_webhook = webhooks.id and e.estado = 'pendiente')`,
      fallidas: sql<number>`(select count(*)::int from webhook_entregas e where e.id_webhook = webhooks.id and e.estado = 'fallido')`,
    })
    .from(webhooks)
    .where(eq(webhooks.idAbogado, idAbogado))
    .orderBy(desc(webhooks.id));
  return filas.map((fila) => ({
    ...fila,
    creadoEn: fila.creadoEn.toISOString(),
    revocadoEn: fila.revocadoEn?.toISOString() ?? null,
  }));
}

export async function crearWebhook(
  deps: Deps,
  idAbogado: number,
  datos: { url: string; descripcion: string },
): Promise<WebhookCreado> {
  return deps.db.transaction(async (tx) => {
    // Two creations at once must not both pass the count: the account's rows are locked first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks'), ${idAbogado})`);
    const [activos] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(webhooks)
      .where(and(eq(webhooks.idAbogado, idAbogado), isNull(webhooks.revocadoEn)));
    if ((activos?.total ?? 0) >= MAXIMO_WEBHOOKS_ACTIVOS)
      throw new AppError(
        409,
        'DemasiadosWebhooks',
        `La cuenta ya tiene ${MAXIMO_WEBHOOKS_ACTIVOS} webhooks activos: revoque uno antes de crear otro.`,
      );
    const [fila] = await tx
      .insert(webhooks)
      .values({ idAbogado, url: datos.url, descripcion: datos.descripcion, secreto: nuevoSecreto() })
      .returning();
    if (!fila) throw new Error('webhook no creado');
    return {
      id: fila.id,
      url: fila.url,
      descripcion: fila.descripcion,
      creadoEn: fila.creadoEn.toISOString(),
      revocadoEn: null,
      pendientes: 0,
      fallidas: 0,
      secreto: fila.secreto,
    };
  });
}

/** Revokes the account's webhook (idempotent); its pending deliveries end as 'fallido'. */
export async function revocarWebhook(deps: Deps, idAbogado: number, id: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const filas = await tx
      .update(webhooks)
      .set({ revocadoEn: sql`coalesce(${webhooks.revocadoEn}, now())` })
      .where(and(eq(webhooks.id, id), eq(webhooks.idAbogado, idAbogado)))
      .returning({ id: webhooks.id });
    if (filas.length === 0) return false;
    await tx
      .update(webhookEntregas)
      .set({ estado: 'fallido', ultimoError: 'El webhook fue revocado.' })
      .where(and(eq(webhookEntregas.idWebhook, id), eq(webhookEntregas.estado, 'pendiente')));
    return true;
  });
}

const columnasEntrega = {
  id: webhookEntregas.id,
  idEvento: webhookEntregas.idEvento,
  tipo: webhookEventos.tipo,
  estado: webhookEntregas.estado,
  intentos: webhookEntregas.intentos,
  creadaEn: webhookEntregas.creadaEn,
  proximoIntentoEn: webhookEntregas.proximoIntentoEn,
  entregadaEn: webhookEntregas.entregadaEn,
  ultimoEstadoHttp: webhookEntregas.ultimoEstadoHttp,
  ultimoError: webhookEntregas.ultimoError,
};

interface FilaEntrega extends Omit<Entrega, 'creadaEn' | 'proximoIntentoEn' | 'entregadaEn'> {
  creadaEn: Date;
  proximoIntentoEn: Date;
  entregadaEn: Date | null;
}

function vistaEntrega(fila: FilaEntrega): Entrega {
  return {
    ...fila,
    creadaEn: fila.creadaEn.toISOString(),
    proximoIntentoEn: fila.estado === 'pendiente' ? fila.proximoIntentoEn.toISOString() : null,
    entregadaEn: fila.entregadaEn?.toISOString() ?? null,
  };
}

/** The delivery log of one of the account's webhooks, newest first; null when it is not the account's. */
export async function listarEntregas(
  deps: Deps,
  idAbogado: number,
  idWebhook: number,
  pagina: number,
): Promise<PaginaEntregas | null> {
  const [propio] = await deps.db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, idWebhook), eq(webhooks.idAbogado, idAbogado)));
  if (!propio) return null;
  const filas = await deps.db
    .select(columnasEntrega)
    .from(webhookEntregas)
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.idEvento))
    .where(eq(webhookEntregas.idWebhook, idWebhook))
    .orderBy(desc(webhookEntregas.id))
    .limit(TAMANO_PAGINA_ENTREGAS + 1)
    .offset((pagina - 1) * TAMANO_PAGINA_ENTREGAS);
  return {
    entregas: filas.slice(0, TAMANO_PAGINA_ENTREGAS).map(vistaEntrega),
    hayMas: filas.length > TAMANO_PAGINA_ENTREGAS,
  };
}

/**
 * 'Reenviar': the delivery is due again now, with the same event id (a receiver that already
 * has it drops it). Not while a worker holds it, nor on a revoked webhook. Its retries stay
 * inside the delivery's first day: a resend after that is a single attempt.
 */
export async function reenviarEntrega(
  deps: Deps,
  idAbogado: number,
  id: number,
  limite: LimitePruebas = limitePruebas,
): Promise<Entrega | null> {
  return deps.db.transaction(async (tx) => {
    const [actual] = await tx
      .select({
        idWebhook: webhooks.id,
        revocado: sql<boolean>`${webhooks.revocadoEn} is not null`,
        enCurso: sql<boolean>`${webhookEntregas.estado} = 'pendiente' and coalesce(${webhookEntregas.reclamadaHasta} > now(), false)`,
      })
      .from(webhookEntregas)
      .innerJoin(webhooks, eq(webhooks.id, webhookEntregas.idWebhook))
      .where(and(eq(webhookEntregas.id, id), eq(webhooks.idAbogado, idAbogado)))
      .for('update', { of: webhookEntregas });
    if (!actual) return null;
    if (actual.revocado)
      throw new AppError(409, 'WebhookRevocado', 'El webhook fue revocado: sus entregas no se reenvían.');
    if (actual.enCurso)
      throw new AppError(
        409,
        'EntregaEnCurso',
        'La entrega se está enviando en este momento. Intenta en un minuto.',
      );
    // After the ownership check: another account's id answers 404, never 429.
    limite.contar(actual.idWebhook, idAbogado);
    await tx
      .update(webhookEntregas)
      .set({ estado: 'pendiente', proximoIntentoEn: sql`now()`, reclamadaHasta: null })
      .where(eq(webhookEntregas.id, id));
    const [fila] = await tx
      .select(columnasEntrega)
      .from(webhookEntregas)
      .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.idEvento))
      .where(eq(webhookEntregas.id, id));
    return fila ? vistaEntrega(fila) : null;
  });
}

export const MENSAJE_PRUEBA =
  'Evento de prueba de Expediente Digital: si verificas esta firma, tu sistema está listo para recibir eventos.';

/**
 * 'Enviar evento de prueba': one signed 'prueba' event for this webhook only (not the account's
 * other endpoints), written to the outbox and delivered like any other, so the log shows exactly
 * what a real event would meet. Null when the webhook is not the account's; 409 when revoked.
 */
export async function enviarEventoDePrueba(
  deps: Deps,
  idAbogado: number,
  idWebhook: number,
  limite: LimitePruebas = limitePruebas,
): Promise<Entrega | null> {
  return deps.db.transaction(async (tx) => {
    const [webhook] = await tx
      .select({ revocado: sql<boolean>`${webhooks.revocadoEn} is not null` })
      .from(webhooks)
      .where(and(eq(webhooks.id, idWebhook), eq(webhooks.idAbogado, idAbogado)));
    if (!webhook) return null;
    if (webhook.revocado)
      throw new AppError(409, 'WebhookRevocado', 'El webhook fue revocado: ya no recibe eventos.');
    limite.contar(idWebhook, idAbogado);
    const idEvento = nuevoIdEvento();
    await tx
      .insert(webhookEventos)
      .values({ id: idEvento, idAbogado, tipo: 'prueba', datos: { idWebhook, mensaje: MENSAJE_PRUEBA } });
    const [creada] = await tx
      .insert(webhookEntregas)
      .values({ idEvento, idWebhook })
      .returning({ id: webhookEntregas.id });
    const [fila] = await tx
      .select(columnasEntrega)
      .from(webhookEntregas)
      .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.idEvento))
      .where(eq(webhookEntregas.id, creada.id));
    return fila ? vistaEntrega(fila) : null;
  });
}
