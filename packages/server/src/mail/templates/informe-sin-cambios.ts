/** The optional 'sin cambios' e-mail: proof that every case was consulted on a quiet night. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InformeSinCambiosData {
  nombre: string;
  fecha: string;
  porFuente: { fuente: string; total: number }[];
  enlaceConfiguracion: string;
  enlaceCancelar: string;
}

export function informeSinCambiosEmail(data: InformeSinCambiosData): MailMessage {
  const subject = `Sin cambios en tus procesos · ${data.fecha}`;
  const lineas = data.porFuente.map(
    (item) =>
      `${item.fuente}: ${item.total} ${item.total === 1 ? 'proceso consultado' : 'procesos consultados'}`,
  );
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    `Esta noche (${data.fecha}) consultamos tus procesos y no encontramos cambios.`,
    ...lineas.map((linea) => `- ${linea}`),
    '',
    `Configurar estas notificaciones: ${data.enlaceConfiguracion}`,
    `Dejar de recibir este correo: ${data.enlaceCancelar}`,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombre)}:</p><p>Esta noche (${escapeHtml(data.fecha)}) consultamos tus procesos y no encontramos cambios.</p>
<ul>${lineas.map((linea) => `<li>${escapeHtml(linea)}</li>`).join('')}</ul>
<p style="font-size:12px;color:#8f9bba"><a href="${escapeHtml(data.enlaceConfiguracion)}">Configurar notificaciones</a> · <a href="${escapeHtml(data.enlaceCancelar)}">Dejar de recibir este correo</a></p>`,
  );
  return { template: 'informe-sin-cambios', subject, text, html };
}
