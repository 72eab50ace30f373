/** A new link to confirm the account's e-mail address (the first one comes in the welcome e-mail). */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export function verificarCorreoEmail(data: { nombre: string; link: string }): MailMessage {
  const subject = 'Confirma tu correo en Expediente Digital';
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    'Confirma que este correo es tuyo para poder invitar a tu equipo y compartir informes:',
    data.link,
    '',
    'El enlace sirve una sola vez durante 7 días.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombre)}:</p>
<p>Confirma que este correo es tuyo para poder invitar a tu equipo y compartir informes.</p>
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Confirmar mi correo</a></p>
<p>El enlace sirve una sola vez durante 7 días.</p>`,
  );
  return { template: 'verificar-correo', subject, text, html };
}
