/**
 * Our término for a stored actuación (decision 0008): computed from its text and date on the
 * judicial calendar whenever it is shown — cheap (two array reads) and always by the current rules
 * and closures — and kept beside the source's own fechaFinal, never over it. The case's radicado
 * names its city and court, so a closure an administrator stored for them moves the date; without
 * it only national closures apply. Callers await asegurarCalendario first (calendario-vigente.ts).
 */
import { calcularTermino, formatearDia, type Termino, textoVencimiento } from '@expediente/domain';
import type { TerminoCalculado } from '@expediente/domain/contrato/terminos';
import { actuaciones } from '../db/schema-expedientes.ts';
import { calendarioActual, despachoDelRadicado } from '../features/cierres-judiciales/index.ts';
import type { ActuacionFuente } from '../sources/types.ts';

/** What our término reads of an actuación: its text, its dates and the source's own term. */
export type ActuacionConTermino = Omit<ActuacionFuente, 'key' | 'tieneDocumentos'>;

/** The stored actuación's columns that a término is computed from, for a query's select. */
export const columnasDelTermino = {
  descripcion: actuaciones.descripcion,
  anotacion: actuaciones.anotacion,
  fechaActuacion: actuaciones.fechaActuacion,
  fechaRegistro: actuaciones.fechaRegistro,
  fechaInicioTermino: actuaciones.fechaInicioTermino,
  fechaFinalizaTermino: actuaciones.fechaFinalizaTermino,
};

export function terminoDeActuacion(actuacion: ActuacionConTermino, radicado?: string | null): Termino | null {
  const fecha = actuacion.fechaActuacion ?? actuacion.fechaRegistro;
  if (!fecha) return null;
  return calcularTermino(calendarioActual(), {
    despacho: despachoDelRadicado(radicado),
    actuacion: actuacion.descripcion,
    anotacion: actuacion.anotacion,
    fecha: fecha.slice(0, 10),
    fechaInicial: actuacion.fechaInicioTermino,
    fechaFinal: actuacion.fechaFinalizaTermino,
  });
}

/**
 * The source's own end date, except CPNU's estado marker: fechaInicial = fechaFinal = the first day
 * of a term (sources.md §1.1) is no end, and taken as one it put the day after every estado first
 * in the 'Termino' order and on the card, ahead of the auto's real end date.
 */
export function finSegunLaFuente(actuacion: ActuacionConTermino): string | null {
  const fin = actuacion.fechaFinalizaTermino?.slice(0, 10) ?? null;
  if (fin === null || actuacion.fechaInicioTermino?.slice(0, 10) === fin) return null;
  return fin;
}

/** The day the actuación's term ends: ours when its text grants one, else the source's end date. */
export function venceActuacion(actuacion: ActuacionConTermino, radicado?: string | null): string | null {
  return terminoDeActuacion(actuacion, radicado)?.vence ?? finSegunLaFuente(actuacion);
}

/** What the API gives beside an actuación or a change: our date, its rule, the source's date. */
export function presentarTermino(
  actuacion: ActuacionConTermino,
  hoy: string,
  radicado?: string | null,
): TerminoCalculado | null {
  const termino = terminoDeActuacion(actuacion, radicado);
  if (!termino) return null;
  return {
    vence: formatearDia(termino.vence),
    vencimiento: textoVencimiento(termino.vence, hoy),
    regla: termino.regla,
    venceFuente: termino.fuente?.vence ? formatearDia(termino.fuente.vence.slice(0, 10)) : null,
    discrepancia: termino.discrepancia,
  };
}
