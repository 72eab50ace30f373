import { MESSAGES } from '@expediente/domain';
/** Additional results: other processes a source returned for the radicado (seed 000 §3, §7). */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { procesosEnFuente } from '../../db/schema-expedientes.ts';
import { notFound } from '../../http/errors.ts';
import { buscarExpedientePropio } from './leer-expedientes.ts';

type Deps = Pick<AppDeps, 'db'>;

export const RESULTADO_ADICIONAL_ELIMINADO = MESSAGES.ResultadoAdicionalEliminado;

const additionalOf = (idAbogado: number, idExpediente: number) =>
  and(
    eq(procesosEnFuente.idExpediente, idExpediente),
    eq(procesosEnFuente.idAbogado, idAbogado),
    eq(procesosEnFuente.esResultadoAdicional, true),
  );

export async function listarResultadosAdicionales(deps: Deps, idAbogado: number, idExpediente: number) {
  await buscarExpedientePropio(deps.db, idAbogado, idExpediente);
  return deps.db
    .select({
      idProceso: procesosEnFuente.idProceso,
      tipoFuente: procesosEnFuente.tipoFuente,
      estado: procesosEnFuente.estado,
      ultimaActuacion: procesosEnFuente.ultimaActuacion,
      numActuaciones: procesosEnFuente.numActuaciones,
      idActualizacion: procesosEnFuente.idActualizacion,
      idUltimaConsulta: procesosEnFuente.idUltimaConsulta,
      fechaUltimaActuacion: procesosEnFuente.fechaUltimaActuacion,
      termino: procesosEnFuente.termino,
    })
    .from(procesosEnFuente)
    .where(additionalOf(idAbogado, idExpediente))
    .orderBy(asc(procesosEnFuente.tipoFuente), asc(procesosEnFuente.id));
}

/** idProceso is the source's own id; it is removed from every source that returned it for this case. */
export async function eliminarResultadoAdicional(
  deps: Deps,
  idAbogado: number,
  idExpediente: number,
  idProceso: string,
) {
  await buscarExpedientePropio(deps.db, idAbogado, idExpediente);
  const deleted = await deps.db
    .delete(procesosEnFuente)
    .where(and(additionalOf(idAbogado, idExpediente), eq(procesosEnFuente.idProceso, idProceso)))
    .returning({ id: procesosEnFuente.id });
  if (deleted.length === 0) throw notFound('ErrorResultadoAdicional');
  return { message: RESULTADO_ADICIONAL_ELIMINADO };
}
