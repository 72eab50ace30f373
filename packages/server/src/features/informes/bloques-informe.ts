/**
 * The report as reading text (PDF and Word): per case, the radicado as a heading and one labelled
 * line per field that has a value, so the variable number of sources never makes a table too wide
 * for a page. Both documents use these same lines.
 */
import type { EncabezadoInforme, FilaInforme } from './escritor.ts';

export interface LineaInforme {
  etiqueta: string;
  valor: string;
}

export const TITULO_INFORME = 'Informe de todos los procesos';

export function subtitulo(encabezado: EncabezadoInforme): string {
  const procesos = encabezado.totalProcesos === 1 ? '1 proceso' : `${encabezado.totalProcesos} procesos`;
  return `${encabezado.titular} · al ${encabezado.fecha} · ${procesos}`;
}

export const SIN_PROCESOS = 'Aún no tienes procesos registrados.';

export function tituloProceso(fila: FilaInforme): string {
  return `Radicado ${fila.radicado}`;
}

export function lineasProceso(fila: FilaInforme, fuentes: string[]): LineaInforme[] {
  const lineas: LineaInforme[] = [
    { etiqueta: 'Ciudad', valor: fila.ciudad },
    { etiqueta: 'Despacho', valor: fila.despacho },
    { etiqueta: 'Clase', valor: fila.clase },
    { etiqueta: 'Demandantes', valor: fila.demandantes },
    { etiqueta: 'Demandados', valor: fila.demandados },
    { etiqueta: 'Etiqueta', valor: fila.etiqueta },
    { etiqueta: 'Etapa procesal', valor: fila.etapa },
    {
      etiqueta: 'Término',
      valor: fila.terminoVence ? `vence el ${fila.terminoVence} (${fila.terminoRegla})` : '',
    },
    ...fila.fuentes.flatMap((fuente, index) =>
      fuente.estado === 'No activa' && !fuente.fechaUltimaActuacion
        ? []
        : [
            {
              etiqueta: fuentes[index],
              valor: fuente.fechaUltimaActuacion
                ? `${fuente.estado}, última actuación ${fuente.fechaUltimaActuacion}`
                : fuente.estado,
            },
          ],
    ),
    {
      etiqueta: 'Último cambio',
      valor: [fila.fuenteUltimoCambio, fila.fechaUltimoCambio].filter(Boolean).join(', '),
    },
    { etiqueta: 'Resumen', valor: fila.resumen },
  ];
  return lineas.filter((linea) => linea.valor.trim() !== '');
}
