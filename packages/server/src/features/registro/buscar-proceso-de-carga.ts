/**
 * The background search of one load item: Unificada first, then Samai for administrative radicados.
 * When a source has it, the case and that source's row are created (or the lawyer's existing case
 * is reused), the item is updated and ActualizacionProcesoACargar is pushed; activation is queued
 * after commit. The load closes when its last item leaves 'Registrando'.
 */
import { type FuenteId, parseRadicado } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { expedientes, procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { ProcesoEnFuente } from '../../sources/types.ts';
import { encolarTodas } from '../expedientes/index.ts';
import { registrarFilaDeFuente } from '../fuentes/index.ts';
import { solicitarVerificacion } from '../verificacion/index.ts';
import { emitirCargaFinalizada } from '../webhooks/index.ts';
import { avisarCargaTerminada } from './avisar-carga-terminada.ts';

/** Consejo de Estado, tribunales and juzgados administrativos publish in Samai. */
const ADMINISTRATIVE_ENTIDADES = new Set(['03', '23', '33']);

export function fuentesPorBuscar(radicado: string): FuenteId[] {
  const parts = parseRadicado(radicado);
  return parts && ADMINISTRATIVE_ENTIDADES.has(parts.entidad) ? [2, 4] : [2];
}

type SearchOutcome =
  | { kind: 'found'; tipoFuente: FuenteId; proceso: ProcesoEnFuente }
  | { kind: 'notFound' }
  | { kind: 'error' };

async function searchSources(deps: Pick<AppDeps, 'sources'>, radicado: string): Promise<SearchOutcome> {
  let hadError = false;
  for (const tipoFuente of fuentesPorBuscar(radicado)) {
    try {
      const [proceso] = await deps.sources.get(tipoFuente).findRadicado(radicado);
      if (proceso) return { kind: 'found', tipoFuente, proceso };
    } catch {
      hadError = true;
    }
  }
  return hadError ? { kind: 'error' } : { kind: 'notFound' };
}

/** Activation parameters a source needs to find the process again. */
function parametrosFor(tipoFuente: FuenteId, proceso: ProcesoEnFuente): Record<string, string> {
  // SAMAI's id is the radicado followed by the corporation code.
  if (tipoFuente === 4) return { entidad: proceso.ref.idProceso.slice(23) };
  return {};
}

const joinNames = (names: string[]) => (names.length > 0 ? names.join(', ') : null);

/** True when this call closed the load (so the caller sends the result e-mail after commit). */
async function closeLoadIfDone(db: Executor, idAbogado: number, idRegistro: number): Promise<boolean> {
  // Searches of one load run in parallel: without this lock the last two to finish each still
  // see the other's item 'Registrando' (uncommitted) and neither closes the load. Holding the
  // load row, the second waits for the first to commit and then counts with it.
  await db
    .select({ id: registrosAutomaticos.id })
    .from(registrosAutomaticos)
    .where(eq(registrosAutomaticos.id, idRegistro))
    .for('update');
  const [pending] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(procesosACargar)
    .where(
      and(eq(procesosACargar.idRegistroAutomatico, idRegistro), eq(procesosACargar.estado, 'Registrando')),
    );
  if ((pending?.count ?? 0) > 0) return false;
  const closed = await db
    .update(registrosAutomaticos)
    .set({ estado: 'Finalizado', finalizadoEn: new Date() })
    .where(and(eq(registrosAutomaticos.id, idRegistro), eq(registrosAutomaticos.estado, 'EnProceso')))
    .returning({ id: registrosAutomaticos.id });
  if (closed.length > 0) {
    await publishEvent(db, idAbogado, 'ActualizacionRegistroAutomatico', {
      idRegistroAutomatico: idRegistro,
      estado: 'Finalizado',
    });
    await emitirCargaFinalizada(db, idAbogado, idRegistro);
  }
  return closed.length > 0;
}

export async function buscarProcesoDeCarga(deps: AppDeps, idProcesoACargar: number): Promise<void> {
  const [item] = await deps.db.select().from(procesosACargar).where(eq(procesosACargar.id, idProcesoACargar));
  if (item?.estado !== 'Registrando') return;
  // The search runs outside any transaction: courts can be slow.
  const outcome = await searchSources(deps, item.numeroProceso);
  const { sources: created, isLoadClosed } = await deps.db.transaction(async (tx) => {
    // Finished by the user (or by another run) meanwhile: nothing to record.
    const [locked] = await tx
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.id, item.id))
      .for('update');
    if (locked?.estado !== 'Registrando') return { sources: [], isLoadClosed: false };
    const sources: { id: number; tipoFuente: FuenteId }[] = [];
    if (outcome.kind === 'found') {
      const { proceso, tipoFuente } = outcome;
      await tx
        .insert(expedientes)
        .values({
          idAbogado: item.idAbogado,
          numero: item.numeroProceso,
          despacho: proceso.despacho || null,
          demandantes: joinNames(proceso.demandantes),
          demandados: joinNames(proceso.demandados),
        })
        .onConflictDoNothing();
      const [expediente] = await tx
        .select({ id: expedientes.id })
        .from(expedientes)
        .where(and(eq(expedientes.idAbogado, item.idAbogado), eq(expedientes.numero, item.numeroProceso)));
      try {
        const id = await registrarFilaDeFuente(tx, {
          idAbogado: item.idAbogado,
          idExpediente: expediente.id,
          tipoFuente,
          parametros: parametrosFor(tipoFuente, proceso),
        });
        sources.push({ id, tipoFuente });
      } catch {
        // The source is already active on the lawyer's case: nothing more to register.
      }
      await tx
        .update(procesosACargar)
        .set({
          estado: 'Registrado',
          idExpediente: expediente.id,
          esProcesoPrivado: proceso.esPrivado,
          informacionProcesoEnFuente: [
            { idFuente: tipoFuente, estadoRegistroProceso: 'Registrando', esInformacionManual: false },
          ],
          informacionUltimaActuacion: {
            demandante: joinNames(proceso.demandantes),
            demandado: joinNames(proceso.demandados),
            ultimaActuacion: null,
            fuenteDatos: tipoFuente,
            fechaUltimaActuacion: proceso.fechaUltimaActuacion,
          },
          actualizadoEn: new Date(),
        })
        .where(eq(procesosACargar.id, item.id));
      await publishEvent(tx, item.idAbogado, 'NuevoProceso', {
        idExpediente: expediente.id,
        numero: item.numeroProceso,
      });
    } else {
      const estado = outcome.kind === 'error' ? 'ErrorTecnico' : 'NoEncontrado';
      await tx
        .update(procesosACargar)
        .set({ estado, actualizadoEn: new Date() })
        .where(eq(procesosACargar.id, item.id));
      if (estado === 'ErrorTecnico')
        await tx
          .update(registrosAutomaticos)
          .set({ conErrorTecnicoEnConsulta: true })
          .where(eq(registrosAutomaticos.id, item.idRegistroAutomatico));
    }
    const [updated] = await tx
      .select({ estado: procesosACargar.estado })
      .from(procesosACargar)
      .where(eq(procesosACargar.id, item.id));
    await publishEvent(tx, item.idAbogado, 'ActualizacionProcesoACargar', {
      idRegistroAutomatico: item.idRegistroAutomatico,
      idProcesoACargar: item.id,
      estado: updated.estado,
    });
    const isLoadClosed = await closeLoadIfDone(tx, item.idAbogado, item.idRegistroAutomatico);
    return { sources, isLoadClosed };
  });
  await encolarTodas(deps, created);
  if (isLoadClosed) {
    await avisarCargaTerminada(deps, item.idRegistroAutomatico);
    // The loaded cases may also be published in sources the load did not activate.
    await solicitarVerificacion(deps, item.idAbogado, 'carga', item.idRegistroAutomatico).catch(
      (error: unknown) => deps.log.warn({ err: error }, 'verificación tras la carga no solicitada'),
    );
  }
}

/** The job wrapping buscarProcesoDeCarga (to be registered with the workers). */
export const buscarProcesoDeCargaJob = defineJob({
  name: 'registro-buscar-proceso-a-cargar',
  payload: z.object({ idProcesoACargar: z.number().int().positive() }),
  retryLimit: 2,
  handler: (deps, payload) => buscarProcesoDeCarga(deps, payload.idProcesoACargar),
});

/** After commit: one search job per item. A queue failure leaves items 'Registrando' (logged). */
export async function encolarBusquedas(deps: AppDeps, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await deps.jobs.sendMany(
      buscarProcesoDeCargaJob,
      ids.map((idProcesoACargar) => ({ idProcesoACargar })),
    );
  } catch (error) {
    deps.log.warn({ err: error, items: ids.length }, 'búsquedas de la carga no encoladas');
  }
}
