/**
 * The e-mail that carries 'Descargar todos los procesos' (seed 000 §2) in the type the lawyer chose.
 * (The e-mail names the format the lawyer asked for.)
 */
import { escapeHtml, htmlLayout } from '../../mail/templates/layout.ts';
import type { MailAttachment, MailMessage } from '../../mail/types.ts';
import { FORMATOS, TIPO_INFORME, type TipoInforme } from './tipo-informe.ts';

export interface InformeCorreoData {
  nombre: string;
  /** dd/mm/yyyy, Bogotá. */
  fecha: string;
  totalProcesos: number;
  tipo: TipoInforme;
  archivo: MailAttachment;
  appUrl: string;
}

const CONTENIDO =
  'radicado, ciudad, despacho, clase, partes, etiqueta, etapa procesal, el estado de cada fuente de consulta con la fecha de su última actuación, el último cambio y tu resumen';

const COMO_ABRIRLO: Record<TipoInforme, string> = {
  [TIPO_INFORME.pdf]: 'Ábrelo con cualquier lector de PDF.',
  [TIPO_INFORME.word]: 'Ábrelo con Word o cualquier procesador de texto.',
  [TIPO_INFORME.excel]: 'Ábrelo con Excel o cualquier hoja de cálculo: cada proceso es una fila.',
};

export function informeCorreo(data: InformeCorreoData): MailMessage {
  const subject = `Informe de todos tus procesos al ${data.fecha}`;
  const procesos = data.totalProcesos === 1 ? 'tu proceso' : `tus ${data.totalProcesos} procesos`;
  const formato = FORMATOS[data.tipo].nombre;
  const lines =
    data.totalProcesos === 0
      ? [
          `Aún no tienes procesos registrados, así que el archivo ${formato} adjunto (${data.archivo.filename}) no trae procesos.`,
        ]
      : [
          `Adjuntamos el archivo ${data.archivo.filename} (${formato}) con ${procesos}: ${CONTENIDO}.`,
          COMO_ABRIRLO[data.tipo],
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
