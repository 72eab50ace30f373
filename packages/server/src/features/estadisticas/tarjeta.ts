/**
 * The rotating top-bar card (seed 002 §2, §6) is for chosen accounts only: the seed shows it to one
 * lawyer id; here it is the per-account flag funcionalidades.tarjetaEstadisticas.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';

export const FLAG_TARJETA_ESTADISTICAS = 'tarjetaEstadisticas';

export async function tarjetaEstadisticasHabilitada(deps: Pick<AppDeps, 'db'>, idAbogado: number) {
  const [fila] = await deps.db
    .select({
      flag: sql<boolean | null>`(${abogados.funcionalidades} ->> ${FLAG_TARJETA_ESTADISTICAS})::boolean`,
    })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  return fila?.flag === true;
}
