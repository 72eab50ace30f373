/**
 * Sends the owed morning reports from the outbox, exactly once per account and day:
 * - a row is claimed with `for update skip locked` and a lease, so two senders never take the same
 *   row and a row left by a killed worker is taken again when its lease ends;
 * - the stored copy (`correos`) and the 'enviado' mark commit in one transaction with the send, so
 *   without SMTP (the dev mailbox) a report is recorded exactly once whatever fails;
 * - over SMTP, a crash after the server accepted the message and before the commit resends it
 *   once the lease ends: the Message-ID is stable per account and day so the copies are recognised
 *   as one (residual risk, recorded in docs/decisions/0006);
 * - SMTP failures go back to the queue with exponential backoff; a report sent after 08:00 is
 *   still sent and marked late (`tarde`), never dropped.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { buildInforme } from './build-informe.ts';

/** Longer than any single send: past it the row is another sender's to take. */
const LEASE_SECONDS = 120;
const BACKOFF_BASE_SECONDS = 15;
const BACKOFF_MAX_SECONDS = 900;

interface Claimed extends Record<string, unknown> {
  id: number;
  id_abogado: number;
  fecha: string;
  tipo: 'cambios' | 'sinCambios';
  id_expediente: number;
  intentos: number;
}

export function backoffSeconds(intentos: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, intentos - 1));
}

async function claim(deps: Pick<AppDeps, 'db'>): Promise<Claimed | null> {
  const result = await deps.db.execute<Claimed>(sql`
    update envios_informe_diario e set estado = 'enviando', intentos = e.intentos + 1,
      proximo_intento = now() + make_interval(secs => ${LEASE_SECONDS})
    where e.id = (
      select id from envios_informe_diario
      where estado in ('pendiente', 'enviando') and proximo_intento <= now()
      order by limite, id
      for update skip locked
      limit 1)
    returning e.id, e.id_abogado, to_char(e.fecha, 'YYYY-MM-DD') as fecha, e.tipo, e.id_expediente, e.intentos`);
  return result.rows[0] ?? null;
}

async function sendOne(deps: AppDeps, envio: Claimed): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const { to, message } = await buildInforme(deps, tx, envio);
      await deps.mailer.send(tx, to, message, envio.id_abogado);
      await tx.execute(sql`
        update envios_informe_diario set estado = 'enviado', enviado_en = now(), tarde = now() > limite,
          destinatarios = ${to}, error = null
        where id = ${envio.id} and estado = 'enviando'`);
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn({ err: error, envio: envio.id }, 'informe diario no enviado; se reintenta');
    await deps.db.execute(sql`
      update envios_informe_diario set estado = 'pendiente', error = ${message.slice(0, 500)},
        proximo_intento = now() + make_interval(secs => ${backoffSeconds(envio.intentos)})
      where id = ${envio.id} and estado = 'enviando'`);
    return false;
  }
}

/**
 * Lanes sending at once: a send waits mostly on the SMTP server's replies, so a few in flight use
 * the time (bench/informes-diarios.ts: 8 lanes send about 3× faster than one on 2 cores).
 */
export const SEND_LANES = 8;

/** Sends every report due now; returns how many went out and how many failed this round. */
export async function sendDueInformes(
  deps: AppDeps,
  lanes = SEND_LANES,
): Promise<{ enviados: number; fallidos: number }> {
  let enviados = 0;
  let fallidos = 0;
  const lane = async () => {
    for (let envio = await claim(deps); envio; envio = await claim(deps)) {
      if (await sendOne(deps, envio)) enviados += 1;
      else fallidos += 1;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return { enviados, fallidos };
}
