/**
 * The repeat litigants' remembered size (issue 23): a search by name lists every process of the
 * party in the despacho, the ones nobody watches included, and only the court knows how many there
 * are. Each search stores the count it got (busquedas_litigantes); the next night's plan costs the
 * group at the pages that count takes (planificar.ts), instead of guessing from the watched ones —
 * a guess that fell short by two thirds in the scale bench and pushed the estados' checks out.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { busquedasLitigantes } from '../../db/schema-presupuesto.ts';
import { paginasPrevistas } from './litigantes.ts';

/**
 * A search CPNU refused (more than a thousand matches), or whose answer read none of the watched
 * radicados, is tried again after this many days.
 */
export const DIAS_REINTENTO_RECHAZADA = 30;

const clave = (despacho: string, nombre: string) => `${despacho}|${nombre}`;

export interface Recuerdo {
  /** Rows CPNU counted; null when it refused the search or its answer was of no use. */
  cantidadRegistros: number | null;
  /** Days from tonight since that search. */
  dias: number;
}

/** Everything remembered, by `despacho|nombre` (one row per group ever searched). */
export async function leerRecuerdos(db: Executor, fecha: string): Promise<Map<string, Recuerdo>> {
  const filas = await db
    .select({
      despacho: busquedasLitigantes.codificacionDespacho,
      nombre: busquedasLitigantes.nombre,
      cantidadRegistros: busquedasLitigantes.cantidadRegistros,
      dias: sql<number>`${fecha}::date - ${busquedasLitigantes.fecha}`,
    })
    .from(busquedasLitigantes);
  return new Map(
    filas.map((f) => [clave(f.despacho, f.nombre), { cantidadRegistros: f.cantidadRegistros, dias: f.dias }]),
  );
}

/**
 * The pages to plan a group's search at: those of its last count; null when it was never searched
 * (the plan then only probes it); `undefined` when it was refused or of no use lately (not
 * searched tonight).
 */
export function paginasRecordadas(
  recuerdos: ReadonlyMap<string, Recuerdo>,
  despacho: string,
  nombre: string,
): number | null | undefined {
  const recuerdo = recuerdos.get(clave(despacho, nombre));
  if (!recuerdo) return null;
  if (recuerdo.cantidadRegistros === null)
    return recuerdo.dias >= DIAS_REINTENTO_RECHAZADA ? null : undefined;
  return paginasPrevistas(recuerdo.cantidadRegistros);
}

/** Remembers what tonight's search counted (null: refused past a thousand, or of no use). */
export async function recordarBusqueda(
  db: Executor,
  busqueda: { codificacionDespacho: string; nombre: string },
  fecha: string,
  cantidadRegistros: number | null,
) {
  await db
    .insert(busquedasLitigantes)
    .values({
      codificacionDespacho: busqueda.codificacionDespacho,
      nombre: busqueda.nombre,
      cantidadRegistros,
      fecha,
    })
    .onConflictDoUpdate({
      target: [busquedasLitigantes.codificacionDespacho, busquedasLitigantes.nombre],
      set: { cantidadRegistros, fecha },
    });
}
