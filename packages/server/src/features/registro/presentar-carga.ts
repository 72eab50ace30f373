/** Maps load rows to the seed's field names (000 §3 'Automatic load', 'Load item'). */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { appError } from '../../http/errors.ts';

export type LoadRow = typeof registrosAutomaticos.$inferSelect;
export type ItemRow = typeof procesosACargar.$inferSelect;

export function presentarProcesoDeCarga(row: ItemRow) {
  return {
    id: row.id,
    numeroProceso: row.numeroProceso,
    estado: row.estado,
    esProcesoPrivado: row.esProcesoPrivado,
    idExpediente: row.idExpediente,
    observaciones: row.observaciones,
    informacionUltimaActuacion: row.informacionUltimaActuacion ?? null,
    informacionProcesoEnFuente: row.informacionProcesoEnFuente,
  };
}

/** Items per state of one load, for the progress pill (x de y). */
async function countItems(db: Executor, idRegistro: number) {
  const [row] = await db
    .select({
      registrados: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'Registrado'))::int`,
      pendientes: sql<number>`(count(*) filter (where ${procesosACargar.estado} = 'Registrando'))::int`,
    })
    .from(procesosACargar)
    .where(eq(procesosACargar.idRegistroAutomatico, idRegistro));
  return row ?? { registrados: 0, pendientes: 0 };
}

export async function presentarCarga(db: Executor, row: LoadRow, items?: ItemRow[]) {
  const counts = await countItems(db, row.id);
  return {
    id: row.id,
    idCargaProcesosAutomatica: row.id,
    idAbogado: row.idAbogado,
    idUsuarioMigrado: null,
    estado: row.estado,
    fechaLimiteFinalizacion: row.fechaLimiteFinalizacion.toISOString(),
    conErrorTecnicoEnConsulta: row.conErrorTecnicoEnConsulta,
    reintentoSolicitadoErrorTecnicoEnConsulta: row.reintentoSolicitadoErrorTecnicoEnConsulta,
    totalNumProcesosProcesos: row.totalNumProcesos,
    numProcesosRegistrados: counts.registrados,
    numProcesosPendientes: counts.pendientes,
    visto: row.visto,
    ...(items ? { procesosACargar: items.map(presentarProcesoDeCarga) } : {}),
  };
}

/**
 * The caller's load. Loads are open only to their owner (seed 000 §6): another lawyer's load
 * answers 404 like a missing one, so an id's existence is not confirmed (issue 20, item 10).
 */
export async function buscarCargaPropia(db: Executor, idAbogado: number, id: number): Promise<LoadRow> {
  const [row] = await db.select().from(registrosAutomaticos).where(eq(registrosAutomaticos.id, id));
  if (!row || row.idAbogado !== idAbogado) throw appError(404, 'CargaNoEncontrada');
  return row;
}

export async function listarProcesosDeCarga(
  db: Executor,
  idAbogado: number,
  idRegistro: number,
  estado?: string,
  limit?: number,
) {
  const query = db
    .select()
    .from(procesosACargar)
    .where(
      and(
        eq(procesosACargar.idRegistroAutomatico, idRegistro),
        eq(procesosACargar.idAbogado, idAbogado),
        estado ? eq(procesosACargar.estado, estado) : undefined,
      ),
    )
    .orderBy(procesosACargar.id);
  return limit === undefined ? query : query.limit(limit);
}
