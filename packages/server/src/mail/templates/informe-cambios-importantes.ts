/** The important-changes report of a day's control, for the coordinator (seed 001 §1, §2). */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InformeCambio {
  numeroExpediente: string;
  demandantes: string;
  demandados: string;
  resumen: string;
  conclusion: string;
}

export interface InformeCambiosImportantesData {
  nombreDestinatario: string | null;
  nombreRemitente: string;
  fecha: string;
  cambios: InformeCambio[];
  /** The report in the app; an activation link when the recipient has not activated yet. */
  link: string;
  linkTexto: string;
}

export function informeCambiosImportantesEmail(data: InformeCambiosImportantesData): MailMessage {
  const subject = `Informe de cambios importantes del ${data.fecha}`;
  const saludo = data.nombreDestinatario ? `Hola, ${data.nombreDestinatario}:` : 'Hola:';
  const intro =
    data.cambios.length === 0
      ? `${data.nombreRemitente} terminó la revisión de los cambios del ${data.fecha}: ningún cambio fue marcado como importante.`
      : `${data.nombreRemitente} terminó la revisión de los cambios del ${data.fecha}. Estos procesos tienen un cambio importante:`;
  const text = [
    saludo,
    '',
    intro,
    ...data.cambios.flatMap((cambio) => [
      '',
      `Radicado ${cambio.numeroExpediente}`,
      `Demandantes: ${cambio.demandantes || '—'} · Demandados: ${cambio.demandados || '—'}`,
      `Cambio: ${cambio.resumen}`,
      `Conclusión: ${cambio.conclusion || 'Sin conclusión'}`,
    ]),
    '',
    `${data.linkTexto}: ${data.link}`,
  ].join('\n');
  const rows = data.cambios
    .map(
      (cambio) => `<tr><td style="padding:8px;border-top:1px solid #e9edf7;vertical-align:top">
<strong>${escapeHtml(cambio.numeroExpediente)}</strong><br>
<span style="font-size:13px;color:#707eae">${escapeHtml(cambio.demandantes || '—')} contra ${escapeHtml(cambio.demandados || '—')}</span><br>
<span style="font-size:14px">${escapeHtml(cambio.resumen)}</span><br>
<span style="font-size:14px">${cambio.conclusion ? `Conclusión: ${escapeHtml(cambio.conclusion)}` : '<em>Sin conclusión</em>'}</span>
</td></tr>`,
    )
    .join('');
  const html = htmlLayout(
    subject,
    `<p>${escapeHtml(saludo)}</p><p>${escapeHtml(intro)}</p>
${rows ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}</table>` : ''}
<p><a href="${escapeHtml(data.link)}" style="display:inline-block;background:#4318ff;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(data.linkTexto)}</a></p>`,
  );
  return { template: 'informe-cambios-importantes', subject, text, html };
}
