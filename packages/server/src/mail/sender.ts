/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the database, where the
 * development mailbox (/dev/correos) lists it. Either way a copy is recorded in `correos`
 * (subject and bodies; attachments travel only over SMTP, the bodies name them).
 *
 * `send` delivers and records in one call (most e-mails). The morning report uses the two halves
 * apart (`deliver`, then `record` in its own commit) so that no database transaction stays open
 * while an SMTP server answers (decision 0006).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/connection.ts';
import { correos } from '../db/schema.ts';
import type { MailMessage } from './types.ts';

export type EstadoCorreo = 'guardado' | 'enviado' | 'error';

/** Why a message did not go out, and whether trying again can help. */
export class MailDeliveryError extends Error {
  /** The SMTP server refused this message for good (a 5xx answer to its recipient or its data). */
  readonly permanent: boolean;
  /** The send was cut by our deadline: the server may still accept it. */
  readonly outcomeUnknown: boolean;
  readonly responseCode: number | null;
  constructor(
    message: string,
    options: { permanent?: boolean; outcomeUnknown?: boolean; responseCode?: number | null; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'MailDeliveryError';
    this.permanent = options.permanent ?? false;
    this.outcomeUnknown = options.outcomeUnknown ?? false;
    this.responseCode = options.responseCode ?? null;
  }
}

export interface Mailer {
  readonly usesSmtp: boolean;
  send(db: Executor, to: string, message: MailMessage, idAbogado?: number): Promise<void>;
  /**
   * Hands the message to the SMTP server (no database): 'enviado', or 'guardado' without SMTP.
   * Throws MailDeliveryError. Never lasts longer than `SMTP_TIMEOUTS.deadlineMs`.
   */
  deliver(to: string, message: MailMessage): Promise<EstadoCorreo>;
  /** Writes the stored copy (`correos`). */
  record(
    db: Executor,
    copy: {
      to: string;
      message: MailMessage;
      idAbogado?: number;
      estado: EstadoCorreo;
      error?: string | null;
    },
  ): Promise<void>;
  /** Closes the pooled SMTP connections. */
  close(): void;
}

/**
 * Bounds on one SMTP conversation, well below the morning report's 120 s claim lease: nodemailer's
 * defaults (2 min to connect, 10 min of socket silence) would let a slow server hold a send past the
 * lease, and another sender would take the row and send it again. The deadline bounds the whole
 * send, waiting for a pooled connection included.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  deadlineMs: 45_000,
} as const;

/**
 * Pooled by default (a few open connections reused across messages): over SMTP a new connection
 * per message costs more than building the message (bench/informes-diarios.ts). `pool=false` in
 * SMTP_URL turns it off; the timeouts above apply unless SMTP_URL names its own.
 */
export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = {
    pool: 'true',
    connectionTimeout: String(SMTP_TIMEOUTS.connectionTimeout),
    greetingTimeout: String(SMTP_TIMEOUTS.greetingTimeout),
    socketTimeout: String(SMTP_TIMEOUTS.socketTimeout),
  };
  for (const [name, value] of Object.entries(defaults))
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}

/** nodemailer's error as ours: a 5xx answer to RCPT or DATA is permanent (RFC 5321 §4.2.1). */
function deliveryError(cause: unknown): MailDeliveryError {
  const details = (cause ?? {}) as { message?: string; code?: string; responseCode?: number };
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null;
  const permanent =
    responseCode !== null &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (details.code === 'EENVELOPE' || details.code === 'EMESSAGE');
  return new MailDeliveryError(details.message ?? String(cause), { permanent, responseCode, cause });
}

/**
 * How long the secondary relay goes first after the primary refused a message: the next sends do
 * not each wait for the primary's connection timeout while it is down.
 */
export const PRIMARIO_EN_PAUSA_MS = 60_000;

/**
 * A refusal that another relay may not repeat: nothing reached the primary for good (a 5xx to the
 * recipient or the data would be refused anywhere; a send cut by our deadline may still arrive, so
 * sending it elsewhere could deliver it twice).
 */
const puedeIrPorOtroServidor = (error: MailDeliveryError) => !error.permanent && !error.outcomeUnknown;

export function createMailer(options: {
  smtpUrl?: string;
  /** A second relay (another provider) for the primary's outages (SMTP_URL_SECUNDARIO). */
  smtpUrlSecundario?: string;
  from: string;
  deadlineMs?: number;
  now?: () => number;
}): Mailer {
  const primario: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(transportUrl(options.smtpUrl))
    : null;
  const secundario: Transporter | null =
    primario && options.smtpUrlSecundario
      ? nodemailer.createTransport(transportUrl(options.smtpUrlSecundario))
      : null;
  const deadlineMs = options.deadlineMs ?? SMTP_TIMEOUTS.deadlineMs;
  const now = options.now ?? Date.now;
  let primarioEnPausaHasta = 0;

  async function deliverBy(transport: Transporter, to: string, message: MailMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new MailDeliveryError(`El servidor SMTP no respondió en ${deadlineMs / 1000} s`, {
              outcomeUnknown: true,
            }),
          ),
        deadlineMs,
      );
    });
    const sending = transport
      .sendMail({
        from: options.from,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        messageId: message.messageId,
        // Prepared values are sent as given: nodemailer would fold long ones over several lines.
        headers: Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([name, value]) => [name, { prepared: true, value }]),
        ),
      })
      .catch((cause: unknown) => {
        throw deliveryError(cause);
      });
    try {
      await Promise.race([sending, deadline]);
    } finally {
      clearTimeout(timer);
      // A send cut by the deadline may still end later: its outcome is not ours to report.
      sending.catch(() => {});
    }
  }

  async function deliver(to: string, message: MailMessage): Promise<EstadoCorreo> {
    if (!primario) return 'guardado';
    if (!secundario) {
      await deliverBy(primario, to, message);
      return 'enviado';
    }
    // While the primary is paused the secondary goes first; either way the other one is the
    // fallback for a refusal that did not reach anyone.
    const orden = now() < primarioEnPausaHasta ? [secundario, primario] : [primario, secundario];
    try {
      await deliverBy(orden[0], to, message);
      return 'enviado';
    } catch (error) {
      if (!(error instanceof MailDeliveryError) || !puedeIrPorOtroServidor(error)) throw error;
      if (orden[0] === primario) primarioEnPausaHasta = now() + PRIMARIO_EN_PAUSA_MS;
      await deliverBy(orden[1], to, message);
      if (orden[1] === primario) primarioEnPausaHasta = 0;
      return 'enviado';
    }
  }

  const record: Mailer['record'] = async (db, copy) => {
    await db.insert(correos).values({
      idAbogado: copy.idAbogado ?? null,
      para: copy.to,
      asunto: copy.message.subject,
      texto: copy.message.text,
      html: copy.message.html,
      plantilla: copy.message.template,
      estado: copy.estado,
      error: copy.error ?? null,
    });
  };

  return {
    usesSmtp: primario !== null,
    close: () => {
      primario?.close();
      secundario?.close();
    },
    deliver,
    record,
    async send(db, to, message, idAbogado) {
      let estado: EstadoCorreo;
      let error: string | null = null;
      try {
        estado = await deliver(to, message);
      } catch (cause) {
        estado = 'error';
        error = cause instanceof Error ? cause.message : String(cause);
      }
      await record(db, { to, message, idAbogado, estado, error });
      if (error) throw new Error(`No se pudo enviar el correo a ${to}: ${error}`);
    },
  };
}
