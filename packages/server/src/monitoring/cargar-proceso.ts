/** Reads the source row a job works on, with the case's radicado. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { consultas, expedientes, procesosEnFuente } from '../db/schema-expedientes.ts';

/**
 * One query per check: the row, its radicado and parties, and — given the sweep's day — whether it
 * was already consulted that day (a repeated job then does nothing).
 */
export async function cargarProceso(db: Executor, idProcesoEnFuente: number, fecha?: string) {
  const [row] = await db
    .select({
      id: procesosEnFuente.id,
      idAbogado: procesosEnFuente.idAbogado,
      idExpediente: procesosEnFuente.idExpediente,
      tipoFuente: procesosEnFuente.tipoFuente,
      estado: procesosEnFuente.estado,
      activo: procesosEnFuente.activo,
      idProceso: procesosEnFuente.idProceso,
      idActualizacion: procesosEnFuente.idActualizacion,
      fechaUltimaActuacion: procesosEnFuente.fechaUltimaActuacion,
      esPrivado: procesosEnFuente.esPrivado,
      parametros: procesosEnFuente.parametros,
      radicado: expedientes.numero,
      demandantes: expedientes.demandantes,
      demandados: expedientes.demandados,
      consultadoEseDia: fecha
        ? sql<boolean>`exists (select 1 from ${consultas} where ${consultas.idProcesoEnFuente} = ${procesosEnFuente.id} and ${consultas.fecha} = ${fecha} and ${consultas.estado} = 'consultado')`
        : sql<boolean>`false`,
    })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(eq(procesosEnFuente.id, idProcesoEnFuente));
  return row;
}

export type LoadedProceso = NonNullable<Awaited<ReturnType<typeof cargarProceso>>>;
