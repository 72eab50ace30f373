/** Result of activating a source for a case, as the activation success dialog promises. */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface ActivationResultData {
  nombre: string;
  radicado: string;
  fuente: string;
  encontrado: boolean;
  despacho: string | null;
  numActuaciones: number;
  appUrl: string;
  idExpediente: number;
}

export function activationResultEmail(data: ActivationResultData): MailMessage {
  const subject = data.encontrado
    ? `Consulta activada en ${data.fuente}: proceso ${data.radicado}`
    : `No encontramos el proceso ${data.radicado} en ${data.fuente}`;
  const link = `${data.appUrl}/admin/DetalleDelExpediente/${data.idExpediente}`;
  const detail = data.encontrado
    ? `Encontramos el proceso${data.despacho ? ` en ${data.despacho.trim()}` : ''} con ${data.numActuaciones} ${data.numActuaciones === 1 ? 'registro' : 'registros'}. Desde hoy lo consultamos cada día y te avisaremos de cada cambio antes de las 8:00 a. m.`
    : 'La fuente de consulta no devolvió resultados para este radicado. Revisa los datos de la fuente o actívala en otra fuente de consulta.';
  const text = [`Hola, ${data.nombre}:`, '', detail, '', `Ver el expediente: ${link}`].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Hola, ${escapeHtml(data.nombre)}:</p><p>${escapeHtml(detail)}</p><p><a href="${escapeHtml(link)}">Ver el expediente</a></p>`,
  );
  return { template: 'resultado-activacion', subject, text, html };
}
