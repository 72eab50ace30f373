/** The simulator's state rules, kept pure so they are unit-tested: toggles, the table's rows, the tour flag. */
import {
  FUENTES_POR_DEFECTO_SIMULADOR,
  type FuenteId,
  parseProcesos,
  simularPlanes,
} from '@expediente/domain';
import { formatearCop } from '../facturacion/index.ts';

export const FUENTE_MINIMA_MENSAJE = 'Debe quedar al menos una fuente de consulta activa.';

export function fuentesIniciales(): FuenteId[] {
  return [...FUENTES_POR_DEFECTO_SIMULADOR];
}

/** Turns one source on or off; the last active source stays on (a plan with no source queries nothing). */
export function alternarFuente(
  activas: readonly FuenteId[],
  id: FuenteId,
): { ok: true; activas: FuenteId[] } | { ok: false; mensaje: string } {
  if (!activas.includes(id)) return { ok: true, activas: [...activas, id] };
  if (activas.length === 1) return { ok: false, mensaje: FUENTE_MINIMA_MENSAJE };
  return { ok: true, activas: activas.filter((activa) => activa !== id) };
}

export interface FilaTabla {
  nombre: string;
  consultasPorMes: number;
  precioPorConsulta: string;
  descuento: string;
  valorMensual: string;
}

/** The table for the typed text and the active sources, or the reason the text is not a number of cases. */
export function tablaPlanes(
  textoProcesos: string,
  activas: readonly FuenteId[],
): { ok: true; procesos: number; filas: FilaTabla[] } | { ok: false; mensaje: string } {
  const leido = parseProcesos(textoProcesos);
  if (!leido.ok) return leido;
  const filas = simularPlanes(leido.procesos, activas.length).map((fila) => ({
    nombre: fila.plan.nombre,
    consultasPorMes: fila.plan.consultasPorMes,
    precioPorConsulta: formatearCop(fila.precioPorConsulta),
    descuento: `${fila.porcentajeDescuento} %`,
    valorMensual: formatearCop(fila.valorMensual),
  }));
  return { ok: true, procesos: leido.procesos, filas };
}

/** The tour is shown once per browser (seed 002 §2: 'flag kept locally'). */
export const TOUR_SIMULADOR_STORAGE_KEY = 'tour-simulador-precios-visto';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function tourVisto(storage: FlagStorage | undefined): boolean {
  try {
    return storage?.getItem(TOUR_SIMULADOR_STORAGE_KEY) === 'true';
  } catch {
    // Storage refused (private mode, quota): showing the tour again is the lesser harm.
    return false;
  }
}

export function marcarTourVisto(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(TOUR_SIMULADOR_STORAGE_KEY, 'true');
  } catch {
    // Nothing to do: the tour may show once more next time.
  }
}
