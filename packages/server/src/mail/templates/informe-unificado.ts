/**
 * The e-mail that carries 'Descargar todos los procesos' (seed 000 §2) in the type the lawyer chose.
 * (The e-mail names the format the lawyer asked for.)
 */
import type { MailAttachment, MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

/** How the e-mail names the file's kind (features/informes/tipo-informe.ts maps each type to one). */
export type FormatoInforme = 'PDF' | 'Word' | 'Excel';

export interface InformeCorreoData {
  nombre: string;
  /** dd/mm/yyyy, Bogotá. */
  fecha: string;
  totalProcesos: number;
  formato: FormatoInforme;
  archivo: MailAttachment;
  appUrl: string;
}

const CONTENIDO =
  'radicado, ciudad, despacho, clase, partes, etiqueta, etapa procesal, el estado de cada fuente de consulta con la fecha de su última actuación, el último cambio y tu resumen';

const COMO_ABRIRLO: Record<FormatoInforme, string> = {
  PDF: 'Ábrelo con cualquier lector de PDF.',
  Word: 'Ábrelo con Word o cualquier procesador de texto.',
  Excel: 'Ábrelo con Excel o cualquier hoja de cálculo: cada proceso es una fila.',
};

export function informeCorreo(data: InformeCorreoData): MailMessage {
  const subject = `Informe de todos tus procesos al ${data.fecha}`;
  const procesos = data.totalProcesos === 1 ? 'tu proceso' : `tus ${data.totalProcesos} procesos`;
  const lines =
    data.totalProcesos === 0
      ? [
          `Aún no tienes procesos registrados, así que el archivo ${data.formato} adjunto (${data.archivo.filename}) no trae procesos.`,
        ]
      : [
          `Adjuntamos el archivo ${data.archivo.filename} (${data.formato}) con ${procesos}: ${CONTENIDO}.`,
          COMO_ABRIRLO[data.formato],
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
