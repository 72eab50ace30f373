/**
 * Sends the owed morning reports from the outbox, one report per key, as the mailbox sees it
 * (decision 0006), on the server's one outbox (`outbox/bandeja.ts`, decision 0023):
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
import { crearBandeja, esperaExponencial } from '../../outbox/bandeja.ts';
import { drenarEnCarriles } from '../../outbox/carriles.ts';
import { ahora } from './ahora.ts';
import { construirInformeDiario } from './construir-informe-diario.ts';

/**
 * A claim's lease: past it the row is another sender's to take. More than twice the longest send
 * (`SMTP_TIMEOUTS.deadlineMs`, mail/sender.ts), so a live sender always commits inside its lease.
 */
export const LEASE_SECONDS = 120;
/** Attempts before a report is given up as `fallido`: about 4.5 hours of retries. */
export const MAX_INTENTOS = 24;

/** 15 s doubling up to 15 minutes. */
export const segundosDeEspera = esperaExponencial(15, 900);

interface Claimed extends Record<string, unknown> {
  id: number;
  id_abogado: number;
  fecha: string;
  tipo: 'cambios' | 'sinCambios';
  id_expediente: number;
  /** The attempt number this claim holds; the commit is guarded on it. */
  intentos: number;
}

/**
 * The reports' outbox: the lease is the due time itself (a claimed row is `enviando` until
 * `proximo_intento`, then due again), the earliest deadline first, on the sender's clock.
 */
function bandejaInformes(deps: Pick<AppDeps, 'clock'>) {
  return crearBandeja({
    tabla: 'envios_informe_diario',
    columnas: {
      estado: 'estado',
      intentos: 'intentos',
      proximo: 'proximo_intento',
      reserva: 'proximo_intento',
    },
    estados: { pendiente: 'pendiente', enCurso: 'enviando', hecho: 'enviado', fallido: 'fallido' },
    reservaSegundos: LEASE_SECONDS,
    orden: sql`limite, id`,
    reloj: () => ahora(deps),
    espera: segundosDeEspera,
    rendirse: (intentos) => intentos >= MAX_INTENTOS,
  });
}

type BandejaInformes = ReturnType<typeof bandejaInformes>;

async function claim(deps: Pick<AppDeps, 'db'>, bandeja: BandejaInformes): Promise<Claimed | null> {
  const [envio] = await bandeja.reclamar<Claimed>(deps.db, {
    devolver: sql`e.id_abogado, to_char(e.fecha, 'YYYY-MM-DD') as fecha, e.tipo, e.id_expediente`,
  });
  return envio ?? null;
}

type Outcome = 'enviado' | 'reintento' | 'fallido' | 'perdido';

async function fail(
  deps: AppDeps,
  bandeja: BandejaInformes,
  envio: Claimed,
  error: unknown,
): Promise<Outcome> {
  const message = error instanceof Error ? error.message : String(error);
  const permanent = error instanceof MailDeliveryError && error.permanent;
  const givenUp = `${permanent ? 'Rechazo permanente' : `${envio.intentos} intentos`}: ${message}`.slice(
    0,
    500,
  );
  const outcome = await bandeja.liberar(deps.db, envio, {
    definitivo: permanent,
    // A send cut by our deadline may still be accepted: not retried before its lease would end.
    esperaMinima: error instanceof MailDeliveryError && error.outcomeUnknown ? LEASE_SECONDS : 0,
    valores: (seRinde) => sql`error = case when ${seRinde} then ${givenUp} else ${message.slice(0, 500)} end`,
  });
  if (outcome === 'fallido')
    deps.log.error({ err: error, envio: envio.id }, 'informe diario fallido: no se reintenta');
  else if (outcome === 'reintento')
    deps.log.warn({ err: error, envio: envio.id }, 'informe diario no enviado; se reintenta');
  return outcome;
}

/** The mark and the stored copy, only if this claim still holds the row. */
async function commit(
  deps: AppDeps,
  bandeja: BandejaInformes,
  envio: Claimed,
  sent: { to: string; message: MailMessage; estado: 'enviado' | 'guardado' },
): Promise<Outcome> {
  const now = bandeja.reloj();
  return deps.db.transaction(async (tx) => {
    const marked = await bandeja.completar(
      tx,
      envio,
      sql`enviado_en = ${now}, tarde = ${now} > limite, destinatarios = ${sent.to}, error = null`,
    );
    if (marked) {
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

async function sendOne(deps: AppDeps, bandeja: BandejaInformes, envio: Claimed): Promise<Outcome> {
  let built: { to: string; message: MailMessage };
  let estado: 'enviado' | 'guardado';
  try {
    built = await construirInformeDiario(deps, deps.db, envio);
    estado = (await deps.mailer.deliver(built.to, built.message)) === 'enviado' ? 'enviado' : 'guardado';
  } catch (error) {
    return fail(deps, bandeja, envio, error);
  }
  const outcome = await commit(deps, bandeja, envio, { ...built, estado }).catch((error: unknown) => {
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
export async function enviarInformesPendientes(deps: AppDeps, lanes = SEND_LANES): Promise<SendResult> {
  const result: SendResult = { enviados: 0, fallidos: 0, definitivos: 0, reservasPerdidas: 0 };
  const bandeja = bandejaInformes(deps);
  await drenarEnCarriles(
    lanes,
    () => claim(deps, bandeja),
    async (envio) => {
      const outcome = await sendOne(deps, bandeja, envio);
      if (outcome === 'enviado') result.enviados += 1;
      else if (outcome === 'reintento') result.fallidos += 1;
      else if (outcome === 'fallido') result.definitivos += 1;
      else result.reservasPerdidas += 1;
    },
  );
  return result;
}
