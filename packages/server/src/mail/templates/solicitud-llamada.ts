/** The service desk's copy of a 'call you' request: who, when to call, and the simulated plans. */
import {
  FRANJAS_LLAMADA,
  fuenteById,
  MOTIVOS_LLAMADA,
  porcentajeDescuento,
  type SolicitudLlamada,
  simularPlanes,
} from '@expediente/domain';
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

const PESOS = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });

function pesos(valor: number): string {
  return `$${PESOS.format(valor)}`;
}

export function solicitudLlamadaEmail(
  data: SolicitudLlamada & { correo: string; idAbogado: number },
): MailMessage {
  const fuentes = data.simulacion.fuentes.map((id) => fuenteById(id)?.nombre ?? String(id)).join(', ');
  const filas = simularPlanes(data.simulacion.procesos, data.simulacion.fuentes.length);
  const datos: [string, string][] = [
    ['Nombre', data.nombre],
    ['Teléfono', data.telefono],
    ['Correo', data.correo],
    ['Cuenta', String(data.idAbogado)],
    ['Cuándo llamar', FRANJAS_LLAMADA[data.franjaHoraria]],
    ['Motivo', MOTIVOS_LLAMADA[data.motivo]],
    ['Comentario', data.comentario || '—'],
    ['Procesos', PESOS.format(data.simulacion.procesos)],
    ['Fuentes', fuentes],
    ['Descuento por volumen', `${porcentajeDescuento(data.simulacion.procesos)} %`],
  ];
  const planes = filas.map((fila) => `${fila.plan.nombre}: ${pesos(fila.valorMensual)} al mes`);
  const subject = `Solicitud de llamada desde el simulador de precios: ${data.nombre}`;
  const text = [
    'Un abogado pidió que lo llamemos desde el simulador de precios.',
    '',
    ...datos.map(([etiqueta, valor]) => `${etiqueta}: ${valor}`),
    '',
    'Valor mensual de cada plan con esta simulación:',
    ...planes,
  ].join('\n');
  const html = htmlLayout(
    'Solicitud de llamada',
    `<p>Un abogado pidió que lo llamemos desde el simulador de precios.</p><table cellpadding="4">${datos
      .map(
        ([etiqueta, valor]) =>
          `<tr><th align="left">${escapeHtml(etiqueta)}</th><td>${escapeHtml(valor)}</td></tr>`,
      )
      .join('')}</table><p>Valor mensual de cada plan con esta simulación:</p><ul>${planes
      .map((linea) => `<li>${escapeHtml(linea)}</li>`)
      .join('')}</ul>`,
  );
  return { template: 'solicitud-llamada', subject, text, html };
}
