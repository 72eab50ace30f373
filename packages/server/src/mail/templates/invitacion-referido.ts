/** The e-mail a colleague receives when a lawyer invites them to the referral programme. */

import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InvitacionReferidoData {
  nombreReferido: string;
  nombreReferente: string;
  enlace: string;
}

export function invitacionReferidoEmail(data: InvitacionReferidoData): MailMessage {
  const subject = `${data.nombreReferente} te invita a probar Expediente Digital`;
  const text = [
    `Hola, ${data.nombreReferido}:`,
    '',
    `${data.nombreReferente} usa Expediente Digital para vigilar sus procesos judiciales y te invita a probarlo.`,
    'Cada día te avisamos antes de las 8:00 a. m. de las nuevas actuaciones de tus procesos.',
    'Crea tu cuenta con este enlace y empieza tu prueba gratuita:',
    data.enlace,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombreReferido)}:</p>
<p>${escapeHtml(data.nombreReferente)} usa Expediente Digital para vigilar sus procesos judiciales y te invita a probarlo.</p>
<p>Cada día te avisamos antes de las 8:00 a.&nbsp;m. de las nuevas actuaciones de tus procesos.</p>
<p><a href="${escapeHtml(data.enlace)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Crear mi cuenta</a></p>`,
  );
  return { template: 'invitacion-referido', subject, text, html };
}
