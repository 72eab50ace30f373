/** The service desk's copy of a Superintendencias request: who asks, the entity and every row. */
import { COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA, type FilaSuperintendencia } from '@expediente/domain';
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

const PESOS = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });

export interface SolicitudSuperintendenciasCorreo {
  id: number;
  asunto: string;
  superintendencia: string;
  correo: string;
  nombre: string;
  idAbogado: number;
  procesos: FilaSuperintendencia[];
}

function filaTexto(fila: FilaSuperintendencia, indice: number): string {
  return [
    `${indice + 1}. Radicado: ${fila.radicado}${fila.radicadoInterno ? ` (interno: ${fila.radicadoInterno})` : ''}`,
    `   Demandante: ${fila.demandante} — ${fila.tipoIdentificacionDemandante} ${fila.numeroIdentificacionDemandante}`,
    `   Demandado: ${fila.demandado} — ${fila.tipoIdentificacionDemandado} ${fila.numeroIdentificacionDemandado}`,
  ].join('\n');
}

export function solicitudSuperintendenciasEmail(data: SolicitudSuperintendenciasCorreo): MailMessage {
  const subject = `${data.asunto} (solicitud ${data.id})`;
  const estimado = PESOS.format(data.procesos.length * COSTO_MENSUAL_PROCESO_SUPERINTENDENCIA);
  const cabecera: [string, string][] = [
    ['Solicitud', String(data.id)],
    ['Superintendencia', data.superintendencia],
    ['Abogado', data.nombre],
    ['Correo', data.correo],
    ['Cuenta', String(data.idAbogado)],
    ['Procesos', String(data.procesos.length)],
    ['Valor mensual aproximado', `$${estimado} más IVA`],
  ];
  const text = [
    'Un abogado solicitó la vigilancia de procesos en una Superintendencia.',
    '',
    ...cabecera.map(([k, v]) => `${k}: ${v}`),
    '',
    ...data.procesos.map(filaTexto),
  ].join('\n');
  const celdas = (fila: FilaSuperintendencia) =>
    [
      fila.radicado,
      fila.radicadoInterno || '—',
      fila.demandante,
      `${fila.tipoIdentificacionDemandante} ${fila.numeroIdentificacionDemandante}`,
      fila.demandado,
      `${fila.tipoIdentificacionDemandado} ${fila.numeroIdentificacionDemandado}`,
    ]
      .map((c) => `<td style="padding:4px;border:1px solid #e0e5f2">${escapeHtml(c)}</td>`)
      .join('');
  const html = htmlLayout(
    'Solicitud de Superintendencias',
    `<p>${cabecera.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>')}</p>
<table cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:13px"><tr>${[
      'Radicado',
      'Radicado interno',
      'Demandante',
      'Identificación',
      'Demandado',
      'Identificación',
    ]
      .map((h) => `<th style="padding:4px;border:1px solid #e0e5f2">${h}</th>`)
      .join('')}</tr>${data.procesos.map((f) => `<tr>${celdas(f)}</tr>`).join('')}</table>`,
  );
  return { template: 'solicitud-superintendencias', subject, text, html };
}
