/** The end of a bulk load ('Tu carga quedara activa' promises this e-mail, seed 000 §2). */
import type { MailMessage } from '../types.ts';
import { escapeHtml, htmlLayout } from './layout.ts';

export interface CargaFinalizadaData {
  nombre: string;
  idRegistroAutomatico: number;
  total: number;
  registrados: number;
  noEncontrados: number;
  conErrorTecnico: number;
  appUrl: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function cargaFinalizadaEmail(data: CargaFinalizadaData): MailMessage {
  const subject = `Tu carga de procesos finalizó: ${data.registrados} de ${data.total} registrados`;
  const link = `${data.appUrl}/admin/estado-carga-automatica/${data.idRegistroAutomatico}`;
  const tusProcesos = data.total === 1 ? 'tu proceso' : `tus ${data.total} procesos`;
  const lines = [
    `${plural(data.registrados, 'proceso registrado', 'procesos registrados')} y en consulta diaria.`,
    ...(data.noEncontrados > 0
      ? [
          `${plural(data.noEncontrados, 'proceso no se encontró', 'procesos no se encontraron')} en las páginas de la Rama Judicial: puedes completar su información desde el resultado de la carga.`,
        ]
      : []),
    ...(data.conErrorTecnico > 0
      ? [
          `${plural(data.conErrorTecnico, 'proceso no se pudo consultar', 'procesos no se pudieron consultar')} por errores técnicos: puedes reintentarlo desde el resultado de la carga.`,
        ]
      : []),
  ];
  const text = [
    `Hola, ${data.nombre}:`,
    '',
    `Terminamos la carga automática de ${tusProcesos}.`,
    ...lines.map((line) => `- ${line}`),
    '',
    `Ver el resultado: ${link}`,
  ].join('\n');
  const html = htmlLayout(
    'Tu carga de procesos finalizó',
    `<p>Hola, ${escapeHtml(data.nombre)}:</p><p>Terminamos la carga automática de ${tusProcesos}.</p><ul>${lines
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(link)}">Ver el resultado</a></p>`,
  );
  return { template: 'carga-finalizada', subject, text, html };
}
