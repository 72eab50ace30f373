/** Invitation of an associated user (dependiente or coordinator) to work in a lawyer's account. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InvitacionData {
  nombreInvitado: string;
  nombreTitular: string;
  esCoordinador: boolean;
  link: string;
}

export function invitacionUsuarioAsociadoEmail(data: InvitacionData): MailMessage {
  const subject = `${data.nombreTitular} te invitó a Expediente Digital`;
  const rol = data.esCoordinador
    ? 'recibir el informe de los cambios importantes de sus procesos y ver las conclusiones de la revisión'
    : 'revisar cada día los cambios de sus procesos judiciales';
  const text = [
    `Hola, ${data.nombreInvitado}:`,
    '',
    `${data.nombreTitular} te invitó a su cuenta de Expediente Digital para ${rol}.`,
    'Crea tu contraseña para activar tu acceso:',
    data.link,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombreInvitado)}:</p>
<p>${escapeHtml(data.nombreTitular)} te invitó a su cuenta de Expediente Digital para ${escapeHtml(rol)}.</p>
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Activar mi cuenta</a></p>`,
  );
  return { template: 'invitacion-usuario-asociado', subject, text, html };
}
