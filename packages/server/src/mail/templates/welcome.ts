/** Welcome e-mail sent on sign-up. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface WelcomeData {
  nombre: string;
  appUrl: string;
  /** The link that confirms the address (issue 20 item 7). */
  verificarUrl?: string;
}

export function welcomeEmail({ nombre, appUrl, verificarUrl }: WelcomeData): MailMessage {
  // Without grammatical gender: the sign-up form does not ask who the lawyer is.
  const subject = 'Te damos la bienvenida a Expediente Digital';
  const loginUrl = `${appUrl}/auth/sign-in`;
  const text = [
    `Hola, ${nombre}:`,
    '',
    'Tu cuenta en Expediente Digital está lista. Tienes 15 días de prueba gratuita.',
    'Registra tus procesos con su radicado de 23 dígitos, elige las fuentes de consulta y cada día',
    'te avisaremos antes de las 8:00 a. m. de las nuevas actuaciones y coincidencias.',
    '',
    `Ingresa en ${loginUrl}`,
    '',
    ...(verificarUrl
      ? [
          'Confirma tu correo para invitar a tu equipo y compartir informes (el enlace sirve 7 días):',
          verificarUrl,
          '',
        ]
      : []),
    'Recuerda: la vigilancia de los términos procesales sigue siendo tu responsabilidad.',
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(nombre)}:</p>
<p>Tu cuenta en Expediente Digital está lista. Tienes <strong>15 días de prueba gratuita</strong>.</p>
<p>Registra tus procesos con su radicado de 23 dígitos, elige las fuentes de consulta y cada día te avisaremos antes de las 8:00 a.&nbsp;m. de las nuevas actuaciones y coincidencias.</p>
<p><a href="${escapeHtml(loginUrl)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Ingresar a Expediente Digital</a></p>
${
  verificarUrl
    ? `<p>Confirma tu correo para invitar a tu equipo y compartir informes: <a href="${escapeHtml(verificarUrl)}">Confirmar mi correo</a> (el enlace sirve 7 días).</p>
`
    : ''
}<p style="font-size:13px;color:#707eae">Recuerda: la vigilancia de los términos procesales sigue siendo tu responsabilidad.</p>`,
  );
  return { template: 'bienvenida', subject, text, html };
}
