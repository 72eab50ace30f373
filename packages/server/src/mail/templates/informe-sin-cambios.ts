/**
 * The optional 'sin cambios' e-mail: per source, how many of the watched cases were consulted on a
 * quiet night. It claims "no changes" only for what was consulted: when some cases could not be
 * consulted it says so plainly and links to the night's query result, where they are listed.
 */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface InformeSinCambiosFuente {
  fuente: string;
  /** Cases watched in this source that night. */
  total: number;
  /** Of them, consulted (the source answered). */
  consultados: number;
}

export interface InformeSinCambiosData {
  nombre: string;
  fecha: string;
  porFuente: InformeSinCambiosFuente[];
  enlaceResultado: string;
  enlaceConfiguracion: string;
  enlaceCancelar: string;
}

const procesos = (total: number) => `${total} ${total === 1 ? 'proceso' : 'procesos'}`;

export function informeSinCambiosEmail(data: InformeSinCambiosData): MailMessage {
  const noConsultados = data.porFuente.reduce((sum, item) => sum + item.total - item.consultados, 0);
  const completo = noConsultados === 0;
  const subject = completo
    ? `Sin cambios en tus procesos · ${data.fecha}`
    : `Sin cambios en lo consultado; ${noConsultados === 1 ? '1 consulta no se pudo hacer' : `${noConsultados} consultas no se pudieron hacer`} · ${data.fecha}`;
  const resumen = completo
    ? `Esta noche (${data.fecha}) consultamos todos tus procesos y no encontramos cambios.`
    : `Esta noche (${data.fecha}) no encontramos cambios en lo que pudimos consultar, pero ${noConsultados === 1 ? 'no pudimos consultar un proceso en una de sus fuentes' : `no pudimos hacer ${noConsultados} consultas (un proceso en una fuente cada una)`}: ahí no sabemos todavía si hubo cambios.`;
  const lineas = data.porFuente.map(
    (item) =>
      `${item.fuente}: consultamos ${item.consultados} de ${procesos(item.total)}${item.consultados === item.total ? '' : `; ${item.total - item.consultados} sin consultar`}`,
  );
  const revisar = `Revisa cuáles no se consultaron y por qué en el resultado de la consulta: ${data.enlaceResultado}`;
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    resumen,
    ...lineas.map((linea) => `- ${linea}`),
    ...(completo ? [] : ['', revisar]),
    '',
    `Configurar estas notificaciones: ${data.enlaceConfiguracion}`,
    `Dejar de recibir este correo: ${data.enlaceCancelar}`,
  ].join('\n');
  const html = htmlLayout(
    completo ? 'Sin cambios en tus procesos' : 'Sin cambios en los procesos consultados',
    `<p>Hola, ${escapeHtml(data.nombre)}:</p><p>${escapeHtml(resumen)}</p>
<ul>${lineas.map((linea) => `<li>${escapeHtml(linea)}</li>`).join('')}</ul>
${completo ? '' : `<p><strong>Revisa cuáles no se consultaron y por qué</strong> en <a href="${escapeHtml(data.enlaceResultado)}">el resultado de la consulta</a>.</p>`}
<p style="font-size:12px;color:#8f9bba"><a href="${escapeHtml(data.enlaceConfiguracion)}">Configurar notificaciones</a> · <a href="${escapeHtml(data.enlaceCancelar)}">Dejar de recibir este correo</a></p>`,
  );
  return { template: 'informe-sin-cambios', subject, text, html };
}
