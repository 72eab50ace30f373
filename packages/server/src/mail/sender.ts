/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise keeps it in the database, where the
 * development mailbox (/dev/correos) lists it. Either way a copy is recorded in `correos`
 * (subject and bodies; attachments travel only over SMTP, the bodies name them).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/connection.ts';
import { correos } from '../db/schema.ts';
import type { MailMessage } from './types.ts';

export interface Mailer {
  readonly usesSmtp: boolean;
  send(db: Executor, to: string, message: MailMessage, idAbogado?: number): Promise<void>;
  /** Closes the pooled SMTP connections. */
  close(): void;
}

/**
 * Pooled by default (a few open connections reused across messages): over SMTP a new connection
 * per message costs more than building the message (bench/informes-diarios.ts). `pool=false` in
 * SMTP_URL turns it off.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(pooled(options.smtpUrl))
    : null;
  return {
    usesSmtp: transport !== null,
    close: () => transport?.close(),
    async send(db, to, message, idAbogado) {
      let estado: 'guardado' | 'enviado' | 'error' = 'guardado';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
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
          });
          estado = 'enviado';
        } catch (cause) {
          estado = 'error';
          error = cause instanceof Error ? cause.message : String(cause);
        }
      }
      await db.insert(correos).values({
        idAbogado: idAbogado ?? null,
        para: to,
        asunto: message.subject,
        texto: message.text,
        html: message.html,
        plantilla: message.template,
        estado,
        error,
      });
      if (error) throw new Error(`No se pudo enviar el correo a ${to}: ${error}`);
    },
  };
}
