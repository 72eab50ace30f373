/** Reads the source row a job works on, with the case's radicado. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { expedientes, procesosEnFuente } from '../db/schema-expedientes.ts';

export async function loadProceso(db: Executor, idProcesoEnFuente: number) {
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
    })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(eq(procesosEnFuente.id, idProcesoEnFuente));
  return row;
}

export type LoadedProceso = NonNullable<Awaited<ReturnType<typeof loadProceso>>>;
