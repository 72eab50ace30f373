/**
 * 'Todas' in the case's Actuaciones: one row per actuación, whatever the number of sources that
 * reported it. Rama, Tyba and Unificada all read CPNU, and Unificada mirrors Samai for the
 * administrative courts, so the same actuación arrives once per source (issue 21 item 8: 'Todas
 * (466)' counted each twice). Rows are the same actuación when their text, annotation and date
 * agree (spacing and case aside); the merged row names every source that reported it. Rama, Tyba
 * and Unificada send one text, the server's 'descripción - anotación' (fuentes/datos-de-fuente.ts),
 * where Samai sends the two apart: the two are compared as that one text, so a Samai row and its
 * Unificada mirror meet ('Todas (480)' for an administrative case, 27/11).
 */
import type { ActuacionFila } from '../api/types.ts';

export interface ActuacionUnida extends ActuacionFila {
  /** Every source that reported it, in the order the sources were given. */
  fuentes: number[];
}

const normal = (texto: string | null) => (texto ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

function clave(fila: ActuacionFila): string {
  const fecha = (fila.fechaActuacion ?? fila.fechaRegistro ?? '').slice(0, 10);
  const texto = fila.anotacion ? `${fila.descripcion} - ${fila.anotacion}` : fila.descripcion;
  return `${normal(texto)}|${fecha}`;
}

function byFechaDesc(a: ActuacionFila, b: ActuacionFila): number {
  return (b.fechaActuacion ?? '').localeCompare(a.fechaActuacion ?? '');
}

/**
 * One source's own rows are never merged together (two equal entries in one source are two
 * actuaciones); a row of another source joins the first unmatched equal row.
 */
export function unirActuaciones(porFuente: { fuente: number; filas: ActuacionFila[] }[]): ActuacionUnida[] {
  const unidas: ActuacionUnida[] = [];
  const libres = new Map<string, ActuacionUnida[]>();
  for (const grupo of porFuente) {
    const usadas = new Set<ActuacionUnida>();
    for (const fila of grupo.filas) {
      const k = clave(fila);
      const igual = (libres.get(k) ?? []).find(
        (unida) => !usadas.has(unida) && !unida.fuentes.includes(grupo.fuente),
      );
      if (igual) {
        igual.fuentes.push(grupo.fuente);
        igual.esNuevo ||= fila.esNuevo;
        igual.terminoCalculado ??= fila.terminoCalculado;
        igual.fechaInicioTermino ??= fila.fechaInicioTermino;
        igual.fechaFinalizaTermino ??= fila.fechaFinalizaTermino;
        usadas.add(igual);
        continue;
      }
      const nueva: ActuacionUnida = { ...fila, fuentes: [grupo.fuente] };
      usadas.add(nueva);
      unidas.push(nueva);
      libres.set(k, [...(libres.get(k) ?? []), nueva]);
    }
  }
  return unidas.sort(byFechaDesc);
}
