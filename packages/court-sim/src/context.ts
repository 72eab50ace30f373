/** State one simulator instance shares across its routes: the clock and the ids it has handed out. */
import type { Actividad } from './actividad.ts';
import type { SimClock } from './clock.ts';
import { Lru } from './lru.ts';
import { type ProcesoSimulado, procesosOf } from './proceso.ts';

export interface SimContext {
  clock: SimClock;
  /** How the courts decide which days a process moves (actividad.ts). */
  actividad: Actividad;
  /**
   * idProceso → radicado. CPNU ids cannot encode a 23-digit radicado, so like the real API a
   * client learns ids from a search first; the map is bounded, ample for 10,000-case benchmarks.
   */
  radicadosPorId: Lru<number, string>;
}

export function createContext(clock: SimClock, actividad: Actividad = 'hoy'): SimContext {
  return { clock, actividad, radicadosPorId: new Lru(500_000) };
}

/** Procesos of a radicado that already exist on the simulator's today, remembered by id. */
export function visibleProcesos(context: SimContext, radicado: string): ProcesoSimulado[] {
  const today = context.clock.todayDay();
  const procesos = procesosOf(radicado).filter((proceso) => proceso.startDay <= today);
  for (const proceso of procesos) context.radicadosPorId.set(proceso.idProceso, radicado);
  return procesos;
}

export function procesoById(context: SimContext, idProceso: number): ProcesoSimulado | undefined {
  const radicado = context.radicadosPorId.get(idProceso);
  if (!radicado) return undefined;
  const proceso = procesosOf(radicado).find((candidate) => candidate.idProceso === idProceso);
  if (!proceso || proceso.startDay > context.clock.todayDay()) return undefined;
  return proceso;
}
