/**
 * The morning report (issue 'Telling the lawyer before 08:00'): the night's changes per case, Tito's
 * priority first, with links into the change control and the case detail. Responsive (one column,
 * max 600 px), under Gmail's 102 KB clip: past MAX_CASOS cases it links to the control for the rest.
 */
import type { MailMessage } from '../types.ts';
import { escapeHtml } from './layout.ts';

export const MAX_CASOS = 40;

export interface InformeCambioLinea {
  descripcion: string;
  fecha: string | null;
  /** 'vence mañana', 'vence el 06/04/2026'… */
  termino: string | null;
  /** How the end date was counted, when we counted it (decision 0008). */
  reglaTermino?: string | null;
  fuentes: string;
  razonTito: string | null;
}

export interface InformeCaso {
  numero: string;
  despacho: string | null;
  demandantes: string;
  demandados: string;
  priorizado: boolean;
  enlace: string;
  cambios: InformeCambioLinea[];
}

export interface InformeDiarioData {
  nombre: string;
  fecha: string;
  totalCambios: number;
  casos: InformeCaso[];
  /** An e-mail about one case (formaNotificacion 1): the subject names its radicado. */
  porCaso?: boolean;
  enlaceControl: string;
  enlaceConfiguracion: string;
  enlaceCancelar: string;
}

function lineaTexto(cambio: InformeCambioLinea): string {
  const partes = [`  - ${cambio.descripcion}${cambio.fecha ? ` (${cambio.fecha})` : ''} · ${cambio.fuentes}`];
  if (cambio.termino) partes.push(`    Término: ${cambio.termino}`);
  if (cambio.reglaTermino) partes.push(`    (${cambio.reglaTermino})`);
  if (cambio.razonTito) partes.push(`    Tito: ${cambio.razonTito}`);
  return partes.join('\n');
}

function casoHtml(caso: InformeCaso): string {
  const cambios = caso.cambios
    .map(
      (cambio) =>
        `<li style="margin:0 0 6px">${escapeHtml(cambio.descripcion)}${cambio.fecha ? ` <span style="color:#707eae">(${escapeHtml(cambio.fecha)})</span>` : ''} · <span style="color:#707eae">${escapeHtml(cambio.fuentes)}</span>${
          cambio.termino
            ? `<br><strong style="color:#c0392b">Término: ${escapeHtml(cambio.termino)}</strong>${
                cambio.reglaTermino
                  ? `<br><span style="font-size:12px;color:#707eae">${escapeHtml(cambio.reglaTermino)}</span>`
                  : ''
              }`
            : ''
        }${cambio.razonTito ? `<br><span style="color:#6b4fbb">Tito: ${escapeHtml(cambio.razonTito)}</span>` : ''}</li>`,
    )
    .join('');
  return `<tr><td style="padding:12px 0;border-top:1px solid #e9edf7">
${caso.priorizado ? '<span style="display:inline-block;background:#6b4fbb;color:#fff;border-radius:4px;padding:1px 6px;font-size:11px">Priorizado por Tito</span><br>' : ''}
<a href="${escapeHtml(caso.enlace)}" style="font-weight:bold;color:#1b2559">${escapeHtml(caso.numero)}</a><br>
<span style="font-size:13px;color:#707eae">${escapeHtml(caso.despacho ?? 'Despacho sin especificar')}</span><br>
<span style="font-size:13px">${escapeHtml(caso.demandantes || '—')} contra ${escapeHtml(caso.demandados || '—')}</span>
<ul style="padding-left:18px;margin:8px 0 0;font-size:14px">${cambios}</ul></td></tr>`;
}

export function informeDiarioEmail(data: InformeDiarioData): MailMessage {
  const listados = data.casos.slice(0, MAX_CASOS);
  const resto = data.casos.length - listados.length;
  const cuantos = `${data.totalCambios} ${data.totalCambios === 1 ? 'cambio' : 'cambios'}`;
  const subject =
    data.porCaso && data.casos[0]
      ? `${cuantos} en el proceso ${data.casos[0].numero} · ${data.fecha}`
      : `${cuantos} en tus procesos · ${data.fecha}`;
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    `Esta noche encontramos ${data.totalCambios} ${data.totalCambios === 1 ? 'cambio' : 'cambios'} en ${data.casos.length} ${data.casos.length === 1 ? 'proceso' : 'procesos'} (${data.fecha}).`,
    '',
    ...listados.flatMap((caso) => [
      `${caso.priorizado ? '[Priorizado por Tito] ' : ''}Radicado ${caso.numero}`,
      `  ${caso.despacho ?? 'Despacho sin especificar'}`,
      `  ${caso.demandantes || '—'} contra ${caso.demandados || '—'}`,
      ...caso.cambios.map(lineaTexto),
      `  Ver el proceso: ${caso.enlace}`,
      '',
    ]),
    ...(resto > 0 ? [`Y ${resto} procesos más con cambios: revísalos en el control de cambios.`, ''] : []),
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
<p style="margin:0 0 12px">Hola, ${escapeHtml(data.nombre)}: esta noche encontramos <strong>${data.totalCambios} ${data.totalCambios === 1 ? 'cambio' : 'cambios'}</strong> en ${data.casos.length} ${data.casos.length === 1 ? 'proceso' : 'procesos'}.</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(data.enlaceControl)}" style="display:inline-block;background:#4318ff;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Revisar los cambios del día</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${listados.map(casoHtml).join('')}</table>
${resto > 0 ? `<p>Y ${resto} procesos más con cambios: <a href="${escapeHtml(data.enlaceControl)}">revísalos en el control de cambios</a>.</p>` : ''}
<p style="font-size:12px;color:#8f9bba;margin-top:24px">Recibes este correo porque vigilas procesos en Expediente Digital.
<a href="${escapeHtml(data.enlaceConfiguracion)}">Configurar notificaciones</a> · <a href="${escapeHtml(data.enlaceCancelar)}">Dejar de recibir este correo</a></p>
</td></tr></table></td></tr></table></body></html>`;
  return { template: 'informe-diario', subject, text, html };
}
