/**
 * Sends the owed morning reports from the outbox, one report per key, as the mailbox sees it
 * (decision 0006):
 * - claim: one short statement moves a due row to `enviando` with a lease and a new attempt
 *   number (`intentos`); `for update skip locked`, so two senders never take the same row, and a
 *   row left by a killed worker is taken again when its lease ends;
 * - send: the message is built and handed to SMTP outside any database transaction (a slow SMTP
 *   server holds no pool connection), bounded by timeouts well below the lease (mail/sender.ts);
 * - commit: the 'enviado' mark and the stored copy (`correos`) in one short transaction, guarded
 *   on the claimed attempt. If the lease ran out and another sender claimed the row, the guard
 *   matches no row: this claim is lost, nothing is marked, and the repeat is recorded (a copy with
 *   the reason, a warning, `reservasPerdidas`). Without SMTP (the dev mailbox) the copy is only
 *   written by the claim that holds the row, so it is exactly once whatever fails;
 * - over SMTP, a crash after the server accepted the message and before the commit resends it once
 *   the lease ends: the Message-ID is stable per report, so the copies are one message;
 * - a temporary failure goes back to the queue with exponential backoff; a permanent SMTP refusal
 *   (5xx to the recipient or the data) or MAX_INTENTOS attempts end as `fallido`, shown and counted
 *   in the operator's view, never dropped silently; a report sent after 08:00 is marked `tarde`;
 * - every due time, lease, sending time and the late flag come from one clock (`ahora`): the app
 *   clock's `now()` when it is virtual (benches, tests), else the database's.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { MailDeliveryError } from '../../mail/sender.ts';
import type { MailMessage } from '../../mail/types.ts';
import { ahora } from './ahora.ts';
import { buildInforme } from './build-informe.ts';

/**
 * A claim's lease: past it the row is another sender's to take. More than twice the longest send
 * (`SMTP_TIMEOUTS.deadlineMs`, mail/sender.ts), so a live sender always commits inside its lease.
 */
export const LEASE_SECONDS = 120;
const BACKOFF_BASE_SECONDS = 15;
const BACKOFF_MAX_SECONDS = 900;
/** Attempts before a report is given up as `fallido`: about 4.5 hours of retries. */
export const MAX_INTENTOS = 24;

interface Claimed extends Record<string, unknown> {
  id: number;
  id_abogado: number;
  fecha: string;
  tipo: 'cambios' | 'sinCambios';
  id_expediente: number;
  /** The attempt number this claim holds; the commit is guarded on it. */
  intentos: number;
}

export function backoffSeconds(intentos: number): number {
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, intentos - 1));
}

async function claim(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<Claimed | null> {
  const now = ahora(deps);
  const result = await deps.db.execute<Claimed>(sql`
    update envios_informe_diario e set estado = 'enviando', intentos = e.intentos + 1,
      proximo_intento = ${now} + make_interval(secs => ${LEASE_SECONDS})
    where e.id = (
      select id from envios_informe_diario
      where estado in ('pendiente', 'enviando') and proximo_intento <= ${now}
      order by limite, id
      for update skip locked
      limit 1)
    returning e.id, e.id_abogado, to_char(e.fecha, 'YYYY-MM-DD') as fecha, e.tipo, e.id_expediente, e.intentos`);
  return result.rows[0] ?? null;
}

type Outcome = 'enviado' | 'reintento' | 'fallido' | 'perdido';

async function fail(deps: AppDeps, envio: Claimed, error: unknown): Promise<Outcome> {
  const message = error instanceof Error ? error.message : String(error);
  const permanent = error instanceof MailDeliveryError && error.permanent;
  if (permanent || envio.intentos >= MAX_INTENTOS) {
    deps.log.error({ err: error, envio: envio.id }, 'informe diario fallido: no se reintenta');
    const marked = await deps.db.execute(sql`
      update envios_informe_diario set estado = 'fallido',
        error = ${`${permanent ? 'Rechazo permanente' : `${envio.intentos} intentos`}: ${message}`.slice(0, 500)}
      where id = ${envio.id} and estado = 'enviando' and intentos = ${envio.intentos}`);
    return marked.rowCount ? 'fallido' : 'perdido';
  }
  deps.log.warn({ err: error, envio: envio.id }, 'informe diario no enviado; se reintenta');
  // A send cut by our deadline may still be accepted: not retried before its lease would end.
  const wait =
    error instanceof MailDeliveryError && error.outcomeUnknown
      ? Math.max(LEASE_SECONDS, backoffSeconds(envio.intentos))
      : backoffSeconds(envio.intentos);
  const released = await deps.db.execute(sql`
    update envios_informe_diario set estado = 'pendiente', error = ${message.slice(0, 500)},
      proximo_intento = ${ahora(deps)} + make_interval(secs => ${wait})
    where id = ${envio.id} and estado = 'enviando' and intentos = ${envio.intentos}`);
  return released.rowCount ? 'reintento' : 'perdido';
}

/** The mark and the stored copy, only if this claim still holds the row. */
async function commit(
  deps: AppDeps,
  envio: Claimed,
  sent: { to: string; message: MailMessage; estado: 'enviado' | 'guardado' },
): Promise<Outcome> {
  const now = ahora(deps);
  return deps.db.transaction(async (tx) => {
    const marked = await tx.execute(sql`
      update envios_informe_diario set estado = 'enviado', enviado_en = ${now}, tarde = ${now} > limite,
        destinatarios = ${sent.to}, error = null
      where id = ${envio.id} and estado = 'enviando' and intentos = ${envio.intentos}`);
    if (marked.rowCount === 1) {
      await deps.mailer.record(tx, { ...sent, idAbogado: envio.id_abogado });
      return 'enviado';
    }
    // The lease ran out and another sender holds the row now. Without SMTP nothing went out; over
    // SMTP the server has the message (the same Message-ID as the other claim's): recorded as such.
    if (sent.estado === 'enviado')
      await deps.mailer.record(tx, {
        ...sent,
        idAbogado: envio.id_abogado,
        error: `Reserva perdida (intento ${envio.intentos}): otro envío tomó este informe; el mensaje salió repetido con el mismo Message-ID`,
      });
    return 'perdido';
  });
}

async function sendOne(deps: AppDeps, envio: Claimed): Promise<Outcome> {
  let built: { to: string; message: MailMessage };
  let estado: 'enviado' | 'guardado';
  try {
    built = await buildInforme(deps, deps.db, envio);
    estado = (await deps.mailer.deliver(built.to, built.message)) === 'enviado' ? 'enviado' : 'guardado';
  } catch (error) {
    return fail(deps, envio, error);
  }
  const outcome = await commit(deps, envio, { ...built, estado }).catch((error: unknown) => {
    // Sent but not marked (the database failed): the lease ends and it goes again, same Message-ID.
    deps.log.error({ err: error, envio: envio.id }, 'informe diario enviado sin registrar');
    return 'reintento' as const;
  });
  if (outcome === 'perdido')
    deps.log.warn({ envio: envio.id, intento: envio.intentos }, 'informe diario: reserva perdida');
  return outcome;
}

/**
 * Lanes sending at once: a send waits mostly on the SMTP server's replies, so a few in flight use
 * the time (bench/informes-diarios.ts: 8 lanes send about 3× faster than one on 2 cores). A lane
 * holds a database connection only for its claim and its commit, never during the SMTP exchange.
 */
export const SEND_LANES = 8;

export interface SendResult {
  enviados: number;
  /** Failed this round, to be retried. */
  fallidos: number;
  /** Given up this round (permanent refusal or too many attempts): estado 'fallido'. */
  definitivos: number;
  /** Claims whose lease ran out before their commit (another sender held the row). */
  reservasPerdidas: number;
}

/** Sends every report due now. */
export async function sendDueInformes(deps: AppDeps, lanes = SEND_LANES): Promise<SendResult> {
  const result: SendResult = { enviados: 0, fallidos: 0, definitivos: 0, reservasPerdidas: 0 };
  const lane = async () => {
    for (let envio = await claim(deps); envio; envio = await claim(deps)) {
      const outcome = await sendOne(deps, envio);
      if (outcome === 'enviado') result.enviados += 1;
      else if (outcome === 'reintento') result.fallidos += 1;
      else if (outcome === 'fallido') result.definitivos += 1;
      else result.reservasPerdidas += 1;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return result;
}
