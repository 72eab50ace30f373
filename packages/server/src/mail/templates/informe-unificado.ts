/** 'Descargar todos los procesos' (seed 000 §2): the report of every case, attached as a spreadsheet. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InformeUnificadoData {
  nombre: string;
  /** dd/mm/yyyy, Bogotá. */
  fecha: string;
  totalProcesos: number;
  archivo: { filename: string; content: Buffer; contentType: string };
  appUrl: string;
}

export function informeUnificadoEmail(data: InformeUnificadoData): MailMessage {
  const subject = `Informe de todos tus procesos al ${data.fecha}`;
  const procesos = data.totalProcesos === 1 ? 'tu proceso' : `tus ${data.totalProcesos} procesos`;
  const lines =
    data.totalProcesos === 0
      ? [
          'Aún no tienes procesos registrados, así que el archivo adjunto solo trae los títulos de las columnas.',
        ]
      : [
          `Adjuntamos el archivo ${data.archivo.filename} con ${procesos}: radicado, ciudad, despacho, clase, partes, etiqueta, etapa procesal, el estado de cada fuente de consulta con la fecha de su última actuación, el último cambio y tu resumen.`,
          'Ábrelo con Excel o cualquier hoja de cálculo.',
        ];
  const link = `${data.appUrl}/admin/default`;
  const text = [`Hola, ${data.nombre}:`, '', ...lines, '', `Ver tus procesos: ${link}`].join('\n');
  const html = htmlLayout(
    'Informe de todos tus procesos',
    `<p>Hola, ${escapeHtml(data.nombre)}:</p>${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">Ver tus procesos</a></p>`,
  );
  return { template: 'informe-unificado', subject, text, html, attachments: [data.archivo] };
}
