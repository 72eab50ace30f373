/**
 * Registers (or re-activates) a case in a source and queues the job that looks it up there.
 * Used by the activation call and by case creation. The row is committed first (estado 0,
 * 'registrando'); the job then moves it through 1 to 2, or to KO when the source does not have it.
 */
import type { FuenteId } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { procesosEnFuente } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { appError } from '../../http/errors.ts';
import { reservarConsultas } from './cupo-consultas.ts';
import { ERROR_KEY_NAMES } from './rutas-de-fuente.ts';
import { activarFuenteJob } from './trabajo-de-activacion.ts';

export interface ActivationRequest {
  idAbogado: number;
  idExpediente: number;
  tipoFuente: FuenteId;
  parametros: Record<string, string>;
}

/** Inside the caller's transaction: the source row, back to 'registrando'. Returns its id. */
export async function registrarFilaDeFuente(db: Executor, request: ActivationRequest): Promise<number> {
  const [existing] = await db
    .select({ id: procesosEnFuente.id, activo: procesosEnFuente.activo })
    .from(procesosEnFuente)
    .where(
      and(
        eq(procesosEnFuente.idExpediente, request.idExpediente),
        eq(procesosEnFuente.tipoFuente, request.tipoFuente),
        eq(procesosEnFuente.esResultadoAdicional, false),
      ),
    );
  if (existing?.activo) throw appError(409, 'YaExisteProcesoRegistradoEnLafuente');
  const values = {
    estado: 0,
    activo: true,
    parametros: request.parametros,
    idProceso: null,
    idActualizacion: null,
    motivo: null,
    detalle: null,
  };
  let id = existing?.id;
  if (id) {
    await db.update(procesosEnFuente).set(values).where(eq(procesosEnFuente.id, id));
  } else {
    const [created] = await db
      .insert(procesosEnFuente)
      .values({
        ...values,
        idAbogado: request.idAbogado,
        idExpediente: request.idExpediente,
        tipoFuente: request.tipoFuente,
      })
      .returning({ id: procesosEnFuente.id });
    id = created.id;
  }
  await publishEvent(db, request.idAbogado, 'ActualizacionFuente', {
    idExpediente: request.idExpediente,
    tipoFuente: request.tipoFuente,
    estado: 0,
  });
  return id;
}

/** After commit: queue the lookup. A queue failure leaves the row at estado 0 for the next sweep. */
export async function encolarActivacion(
  deps: Pick<AppDeps, 'jobs' | 'log'>,
  idProcesoEnFuente: number,
  tipoFuente: FuenteId,
) {
  try {
    await deps.jobs.send(
      activarFuenteJob,
      { idProcesoEnFuente },
      { singletonKey: `activar:${idProcesoEnFuente}` },
    );
  } catch (error) {
    deps.log.error({ err: error, idProcesoEnFuente }, 'no se pudo encolar la activación');
    throw appError(503, 'ErrorAlRegistrarProcesoEnFuente').withCode(
      `ErrorAlRegistrarProcesoEnFuente${ERROR_KEY_NAMES[tipoFuente]}`,
    );
  }
}

/** The activation call: count it in the account's quota, register the row, commit, queue. */
export async function solicitarActivacion(deps: AppDeps, request: ActivationRequest): Promise<number> {
  const id = await deps.db.transaction(async (tx) => {
    await reservarConsultas(tx, request.idAbogado, 1);
    return registrarFilaDeFuente(tx, request);
  });
  await encolarActivacion(deps, id, request.tipoFuente);
  return id;
}

/** Rows still registering (estado 0/1) longer than a while: their job was lost, queue it again. */
export async function activacionesVencidas(db: Executor, olderThanMinutes: number) {
  return db
    .select({ id: procesosEnFuente.id, tipoFuente: procesosEnFuente.tipoFuente })
    .from(procesosEnFuente)
    .where(
      sql`${procesosEnFuente.estado} in (0, 1) and ${procesosEnFuente.activo} and ${procesosEnFuente.creadoEn} < now() - make_interval(mins => ${olderThanMinutes})`,
    );
}
