/**
 * The morning report (issue 'Telling the lawyer before 08:00'): the night's changes per case, Tito's
 * priority first, with links into the change control and the case detail. Responsive (one column,
 * max 600 px), under Gmail's 102 KB clip: cases are listed while they fit a byte budget (and at most
 * MAX_CASOS), the rest linked to the control; a case lists at most MAX_CAMBIOS_POR_CASO changes,
 * the rest linked to the case; long parties, annotations and reasons are cut.
 */
import { cortarEnPalabra } from '@expediente/domain';
import type { MailMessage } from '../types.ts';
import { escapeHtml } from './layout.ts';

export const MAX_CASOS = 40;
export const MAX_CAMBIOS_POR_CASO = 10;
/**
 * Budget for both parts together as they travel (transfer-encoded: quoted-printable or base64,
 * whichever is larger): the whole message, headers included, stays under Gmail's 102 KB.
 */
export const PRESUPUESTO_BYTES = 95 * 1024;
const MAX_PARTES = 200;
const MAX_DESCRIPCION = 400;
const MAX_NOTA = 300;
const MAX_ANOTACION = 220;

function cortar(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1).trimEnd()}…` : value;
}

/**
 * Bytes a text takes once transfer-encoded, at most: quoted-printable (3 bytes for '=' and every
 * byte outside printable ASCII, soft line breaks every 75) or base64 (4 per 3, CRLF every 76).
 */
export function encodedBytes(value: string): number {
  const bytes = Buffer.from(value, 'utf8');
  let qp = 0;
  for (const byte of bytes) qp += (byte >= 32 && byte < 127 && byte !== 61) || byte === 10 ? 1 : 3;
  qp += Math.ceil(qp / 75) * 3;
  const base64 = Math.ceil(bytes.length / 3) * 4;
  return Math.max(qp, base64 + Math.ceil(base64 / 76) * 2);
}

export interface InformeCambioLinea {
  descripcion: string;
  fecha: string | null;
  fuentes: string;
  /** The actuación's anotación: shown next to Tito's reason, cut at a word boundary. */
  anotacion?: string | null;
  razonTito: string | null;
  /** The id of the rule that decided (issue 19: the reason says which rule it came from). */
  reglaTito?: string | null;
}

export interface InformeCaso {
  numero: string;
  despacho: string | null;
  demandantes: string;
  demandados: string;
  priorizado: boolean;
  enlace: string;
  /**
   * The case's pending término, the one its card shows (terminos/termino-pendiente.ts): 'vence
   * mañana', 'vence el 06/04/2026'…, and how it was counted or that the source gives it.
   */
  termino?: { vencimiento: string; regla: string } | null;
  cambios: InformeCambioLinea[];
}

export interface InformeDiarioData {
  nombre: string;
  fecha: string;
  totalCambios: number;
  casos: InformeCaso[];
  /** An e-mail about one case (formaNotificacion 1): the subject names its radicado. */
  porCaso?: boolean;
  /**
   * Cases a failed source left unconsulted that night (issue 21.2): told apart from the changes,
   * never counted among them.
   */
  noConsultados?: number;
  enlaceControl: string;
  enlaceConfiguracion: string;
  enlaceCancelar: string;
}

/** The case as the e-mail shows it: at most MAX_CAMBIOS_POR_CASO changes, long texts cut. */
function recortado(caso: InformeCaso): InformeCaso & { cambiosOmitidos: number } {
  return {
    ...caso,
    despacho: caso.despacho === null ? null : cortar(caso.despacho, MAX_PARTES),
    demandantes: cortar(caso.demandantes, MAX_PARTES),
    demandados: cortar(caso.demandados, MAX_PARTES),
    termino: caso.termino
      ? {
          vencimiento: cortar(caso.termino.vencimiento, MAX_NOTA),
          regla: cortar(caso.termino.regla, MAX_NOTA),
        }
      : null,
    cambios: caso.cambios.slice(0, MAX_CAMBIOS_POR_CASO).map((cambio) => ({
      ...cambio,
      descripcion: cortar(cambio.descripcion, MAX_DESCRIPCION),
      fuentes: cortar(cambio.fuentes, MAX_NOTA),
      anotacion: cambio.anotacion?.trim() ? cortarEnPalabra(cambio.anotacion, MAX_ANOTACION) : null,
      razonTito: cambio.razonTito === null ? null : cortar(cambio.razonTito, MAX_NOTA),
      reglaTito: cambio.reglaTito ? cortar(cambio.reglaTito, MAX_PARTES) : null,
    })),
    cambiosOmitidos: Math.max(0, caso.cambios.length - MAX_CAMBIOS_POR_CASO),
  };
}

function omitidos(total: number): string {
  return `y ${total} ${total === 1 ? 'cambio más' : 'cambios más'} en este proceso`;
}

function lineaTexto(cambio: InformeCambioLinea): string {
  const partes = [`  - ${cambio.descripcion}${cambio.fecha ? ` (${cambio.fecha})` : ''} · ${cambio.fuentes}`];
  if (cambio.anotacion) partes.push(`    Anotación: ${cambio.anotacion}`);
  if (cambio.razonTito)
    partes.push(`    Tito: ${cambio.razonTito}${cambio.reglaTito ? ` (regla: ${cambio.reglaTito})` : ''}`);
  return partes.join('\n');
}

function casoTexto(caso: ReturnType<typeof recortado>): string {
  return [
    `${caso.priorizado ? '[Priorizado por Tito] ' : ''}Radicado ${caso.numero}`,
    `  ${caso.despacho ?? 'Despacho sin especificar'}`,
    `  ${caso.demandantes || '—'} contra ${caso.demandados || '—'}`,
    ...(caso.termino ? [`  Término: ${caso.termino.vencimiento} (${caso.termino.regla})`] : []),
    ...caso.cambios.map(lineaTexto),
    ...(caso.cambiosOmitidos ? [`  …${omitidos(caso.cambiosOmitidos)}`] : []),
    `  Ver el proceso: ${caso.enlace}`,
    '',
  ].join('\n');
}

function casoHtml(caso: ReturnType<typeof recortado>): string {
  const cambios = caso.cambios
    .map(
      (cambio) =>
        `<li style="margin:0 0 6px">${escapeHtml(cambio.descripcion)}${cambio.fecha ? ` <span style="color:#707eae">(${escapeHtml(cambio.fecha)})</span>` : ''} · <span style="color:#707eae">${escapeHtml(cambio.fuentes)}</span>${cambio.anotacion ? `<br><span style="font-size:13px;color:#47548c">Anotación: ${escapeHtml(cambio.anotacion)}</span>` : ''}${cambio.razonTito ? `<br><span style="color:#6b4fbb">Tito: ${escapeHtml(cambio.razonTito)}${cambio.reglaTito ? ` <span style="color:#707eae">(regla: ${escapeHtml(cambio.reglaTito)})</span>` : ''}</span>` : ''}</li>`,
    )
    .join('');
  return `<tr><td style="padding:12px 0;border-top:1px solid #e9edf7">
${caso.priorizado ? '<span style="display:inline-block;background:#6b4fbb;color:#fff;border-radius:4px;padding:1px 6px;font-size:11px">Priorizado por Tito</span><br>' : ''}
<a href="${escapeHtml(caso.enlace)}" style="font-weight:bold;color:#1b2559">${escapeHtml(caso.numero)}</a><br>
<span style="font-size:13px;color:#707eae">${escapeHtml(caso.despacho ?? 'Despacho sin especificar')}</span><br>
<span style="font-size:13px">${escapeHtml(caso.demandantes || '—')} contra ${escapeHtml(caso.demandados || '—')}</span>${
    caso.termino
      ? `<br><strong style="color:#c0392b">Término: ${escapeHtml(caso.termino.vencimiento)}</strong><br><span style="font-size:12px;color:#707eae">${escapeHtml(caso.termino.regla)}</span>`
      : ''
  }
<ul style="padding-left:18px;margin:8px 0 0;font-size:14px">${cambios}</ul>${
    caso.cambiosOmitidos
      ? `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(caso.enlace)}">…${omitidos(caso.cambiosOmitidos)}</a></p>`
      : ''
  }</td></tr>`;
}

function resto(total: number): { text: string; html: (enlace: string) => string } {
  return {
    text: `\nY ${total} ${total === 1 ? 'proceso más' : 'procesos más'} con cambios: revísalos en el control de cambios.\n`,
    html: (enlace) =>
      `<p>Y ${total} ${total === 1 ? 'proceso más' : 'procesos más'} con cambios: <a href="${escapeHtml(enlace)}">revísalos en el control de cambios</a>.</p>`,
  };
}

/** 'Además, no pudimos consultar 2 procesos…', or null when every case was consulted. */
function noConsultadosLinea(total: number): string | null {
  if (total <= 0) return null;
  const cuantos = total === 1 ? '1 proceso' : `${total} procesos`;
  return `Además, no pudimos consultar ${cuantos} porque una fuente falló; están en el control de cambios para que los revises.`;
}

export function informeDiarioEmail(data: InformeDiarioData): MailMessage {
  const cuantos = `${data.totalCambios} ${data.totalCambios === 1 ? 'cambio' : 'cambios'}`;
  const subject =
    data.porCaso && data.casos[0]
      ? `${cuantos} en el proceso ${data.casos[0].numero} · ${data.fecha}`
      : `${cuantos} en tus procesos · ${data.fecha}`;
  const render = (casosTexto: string, casosHtml: string, restantes: number) => {
    const mas = restantes > 0 ? resto(restantes) : null;
    const sinConsulta = noConsultadosLinea(data.noConsultados ?? 0);
    const text = [
      `Hola, ${data.nombre}:`,
      '',
      `Esta noche encontramos ${cuantos} en ${data.casos.length} ${data.casos.length === 1 ? 'proceso' : 'procesos'} (${data.fecha}).`,
      ...(sinConsulta ? [sinConsulta] : []),
      '',
      `${casosTexto}${mas ? mas.text : ''}`,
      `Revisar los cambios del día: ${data.enlaceControl}`,
      '',
      `Configurar estas notificaciones: ${data.enlaceConfiguracion}`,
      `Dejar de recibir este correo: ${data.enlaceCancelar}`,
    ].join('\n');
    const html = `<!doctype html>
<html lang="es-CO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1b2559">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><h1 style="font-size:20px;margin:0 0 8px">Cambios en tus procesos · ${escapeHtml(data.fecha)}</h1>
<p style="margin:0 0 12px">Hola, ${escapeHtml(data.nombre)}: esta noche encontramos <strong>${cuantos}</strong> en ${data.casos.length} ${data.casos.length === 1 ? 'proceso' : 'procesos'}.</p>
${sinConsulta ? `<p style="margin:0 0 12px">${escapeHtml(sinConsulta)}</p>` : ''}
<p style="margin:0 0 16px"><a href="${escapeHtml(data.enlaceControl)}" style="display:inline-block;background:#4318ff;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Revisar los cambios del día</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${casosHtml}</table>
${mas ? mas.html(data.enlaceControl) : ''}
<p style="font-size:12px;color:#8f9bba;margin-top:24px">Recibes este correo porque vigilas procesos en Expediente Digital.
<a href="${escapeHtml(data.enlaceConfiguracion)}">Configurar notificaciones</a> · <a href="${escapeHtml(data.enlaceCancelar)}">Dejar de recibir este correo</a></p>
</td></tr></table></td></tr></table></body></html>`;
    return { text, html };
  };
  // The frame with the longest 'and N more' line it could carry, then cases while they fit.
  const frame = render('', '', data.casos.length);
  let usado = encodedBytes(frame.text) + encodedBytes(frame.html);
  const textos: string[] = [];
  const htmls: string[] = [];
  for (const caso of data.casos.slice(0, MAX_CASOS)) {
    const corto = recortado(caso);
    const texto = casoTexto(corto);
    const html = casoHtml(corto);
    const costo = encodedBytes(texto) + encodedBytes(html);
    if (usado + costo > PRESUPUESTO_BYTES) break;
    usado += costo;
    textos.push(texto);
    htmls.push(html);
  }
  const { text, html } = render(textos.join('\n'), htmls.join(''), data.casos.length - textos.length);
  return { template: 'informe-diario', subject, text, html };
}
