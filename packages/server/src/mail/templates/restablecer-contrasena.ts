/** The password-reset link ('He olvidado mi contraseña'), valid for 30 minutes and only once. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface RestablecerData {
  nombre: string;
  link: string;
  minutos: number;
}

export function restablecerContrasenaEmail(data: RestablecerData): MailMessage {
  const subject = 'Crea una contraseña nueva para Expediente Digital';
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    'Pediste crear una contraseña nueva para tu cuenta de Expediente Digital. Abre este enlace:',
    data.link,
    '',
    `El enlace sirve una sola vez durante ${data.minutos} minutos.`,
    'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombre)}:</p>
<p>Pediste crear una contraseña nueva para tu cuenta de Expediente Digital.</p>
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Crear contraseña nueva</a></p>
<p>El enlace sirve una sola vez durante ${data.minutos} minutos.</p>
<p style="font-size:13px;color:#707eae">Si no lo pediste tú, ignora este correo: tu contraseña no cambia.</p>`,
  );
  return { template: 'restablecer-contrasena', subject, text, html };
}
