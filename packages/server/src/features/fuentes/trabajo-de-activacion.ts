/**
 * The activation job: finds the case in the source and moves its row from 'registrando'
 * (estado 0/1) to registered (2, with the history stored) or KO (2 without idActualizacion).
 * Progress is pushed over the WebSocket and the result is e-mailed, as the success dialog promises.
 */
import { ciudadDelRadicado, type FuenteId, fuenteById, producesCoincidencias } from '@expediente/domain';
import { type AnyColumn, and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { abogados } from '../../db/schema.ts';
import { expedientes, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { defineJob, type JobContext } from '../../jobs/queue.ts';
import { activationResultEmail } from '../../mail/templates/activation-result.ts';
import { cargarProceso, type LoadedProceso } from '../../monitoring/cargar-proceso.ts';
import { guardarActuaciones } from '../../monitoring/guardar-actuaciones.ts';
import type { DetalleProceso, ProcesoEnFuente } from '../../sources/types.ts';
import { SchemaDriftError } from '../../sources/types.ts';

/** Marks a registered process with no actuaciones yet, so it is not mistaken for KO. */
export const SIN_ACTUACIONES = 'sin-actuaciones';

async function setEstado(
  db: Executor,
  proceso: LoadedProceso,
  values: Partial<typeof procesosEnFuente.$inferInsert>,
) {
  await db.update(procesosEnFuente).set(values).where(eq(procesosEnFuente.id, proceso.id));
  if (values.estado !== undefined) {
    await publishEvent(db, proceso.idAbogado, 'ActualizacionFuente', {
      idExpediente: proceso.idExpediente,
      tipoFuente: proceso.tipoFuente,
      estado: values.estado,
    });
  }
}

/**
 * Fills the case's blank fields from what the source says about it: the search result's court and
 * parties, and the detail's class, judge and city (a card said 'Clase (Sin especificar)' though the
 * source's detail gave it).
 */
async function completeExpediente(
  db: Executor,
  proceso: LoadedProceso,
  found: ProcesoEnFuente,
  detail: DetalleProceso | null,
) {
  const join = (names: string[]) => (names.length ? names.join(', ') : null);
  const blankOr = (column: AnyColumn, value: string | null | undefined) =>
    sql`coalesce(nullif(${column}, ''), ${value?.trim() || null})`;
  await db
    .update(expedientes)
    .set({
      despacho: blankOr(expedientes.despacho, found.despacho),
      demandantes: sql`coalesce(nullif(${expedientes.demandantes}, ''), ${join(found.demandantes)})`,
      demandados: sql`coalesce(nullif(${expedientes.demandados}, ''), ${join(found.demandados)})`,
      clase: blankOr(expedientes.clase, detail?.claseProceso),
      juezEncargado: blankOr(expedientes.juezEncargado, detail?.ponente),
      ciudad: blankOr(expedientes.ciudad, ciudadDelRadicado(proceso.radicado) ?? detail?.nombreCiudad),
    })
    .where(eq(expedientes.id, proceso.idExpediente));
}

async function registerFound(deps: AppDeps, proceso: LoadedProceso, found: ProcesoEnFuente[]) {
  const [main, ...extras] = found;
  const connector = deps.sources.get(proceso.tipoFuente as FuenteId);
  const history = main.esPrivado ? [] : await connector.getActuacionesSince(main.ref);
  // The detail is shown in the viewers; a source that cannot give it still registers the case.
  const detail = await connector.getDetail(main.ref).catch(() => null);
  await deps.db.transaction(async (tx) => {
    await setEstado(tx, proceso, {
      estado: 2,
      idProceso: main.ref.idProceso,
      esPrivado: main.esPrivado,
      // A reserved process publishes nothing: shown as private/KO, kept for its radicado and despacho.
      idActualizacion: main.esPrivado ? null : (history[0]?.key ?? SIN_ACTUACIONES),
      motivo: main.esPrivado ? 'ProcesoNoPublico' : null,
      fechaUltimaActuacion: main.fechaUltimaActuacion,
      fechaUltimaConsulta: new Date(),
      detalle: detail ? { ...detail, despacho: detail.despacho.trim() } : { despacho: main.despacho.trim() },
    });
    await guardarActuaciones(tx, proceso, history, null);
    await completeExpediente(tx, proceso, main, detail);
    for (const extra of extras) {
      await tx
        .insert(procesosEnFuente)
        .values({
          idAbogado: proceso.idAbogado,
          idExpediente: proceso.idExpediente,
          tipoFuente: proceso.tipoFuente,
          estado: 2,
          idProceso: extra.ref.idProceso,
          esPrivado: extra.esPrivado,
          esResultadoAdicional: true,
          fechaUltimaActuacion: extra.fechaUltimaActuacion,
          detalle: { despacho: extra.despacho.trim() },
        })
        .onConflictDoNothing();
    }
  });
  return { encontrado: !main.esPrivado, despacho: main.despacho, numActuaciones: history.length };
}

async function registerPublicationSource(deps: AppDeps, proceso: LoadedProceso) {
  // The watch is on the court's publications: the chosen court (or the radicado's own) is the key.
  const codigoDespacho = proceso.parametros.idJuzgado?.match(/^\d{12}$/)
    ? proceso.parametros.idJuzgado
    : proceso.radicado.slice(0, 12);
  await deps.db.transaction((tx) =>
    setEstado(tx, proceso, {
      estado: 2,
      idProceso: codigoDespacho,
      idActualizacion: SIN_ACTUACIONES,
      fechaUltimaConsulta: new Date(),
    }),
  );
  return { encontrado: true, despacho: null, numActuaciones: 0 };
}

async function notify(
  deps: AppDeps,
  proceso: LoadedProceso,
  result: { encontrado: boolean; despacho: string | null; numActuaciones: number },
) {
  const [abogado] = await deps.db
    .select({ email: abogados.email, nombre: abogados.nombre })
    .from(abogados)
    .where(eq(abogados.id, proceso.idAbogado));
  if (!abogado) return;
  const message = activationResultEmail({
    nombre: abogado.nombre || 'abogado',
    radicado: proceso.radicado,
    fuente: fuenteById(proceso.tipoFuente)?.nombre ?? 'la fuente',
    appUrl: deps.appUrl,
    idExpediente: proceso.idExpediente,
    ...result,
  });
  await deps.mailer.send(deps.db, abogado.email, message, proceso.idAbogado).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'no se pudo enviar el correo de activación');
  });
}

export async function activarFuente(
  deps: AppDeps,
  idProcesoEnFuente: number,
  context: Pick<JobContext, 'isLastAttempt'>,
) {
  const proceso = await cargarProceso(deps.db, idProcesoEnFuente);
  if (!proceso?.activo || proceso.estado >= 2) return;
  await deps.db.transaction((tx) => setEstado(tx, proceso, { estado: 1 }));
  try {
    let result: { encontrado: boolean; despacho: string | null; numActuaciones: number };
    if (producesCoincidencias(proceso.tipoFuente)) {
      result = await registerPublicationSource(deps, proceso);
    } else {
      const found = await deps.sources.get(proceso.tipoFuente as FuenteId).findRadicado(proceso.radicado);
      if (found.length === 0) {
        await deps.db.transaction((tx) =>
          setEstado(tx, proceso, { estado: 2, idActualizacion: null, motivo: 'BusquedaSinResultados' }),
        );
        result = { encontrado: false, despacho: null, numActuaciones: 0 };
      } else {
        result = await registerFound(deps, proceso, found);
      }
    }
    await notify(deps, proceso, result);
  } catch (error) {
    const isDrift = error instanceof SchemaDriftError;
    if (!isDrift && !context.isLastAttempt) {
      await deps.db.transaction((tx) => setEstado(tx, proceso, { estado: 0 }));
      throw error;
    }
    deps.log.warn({ err: error, idProcesoEnFuente }, 'no se pudo activar la fuente');
    const motivo = isDrift ? 'CambioDeFormatoEnLaFuente' : 'ErrorTecnico';
    await deps.db.transaction((tx) => setEstado(tx, proceso, { estado: 2, idActualizacion: null, motivo }));
    await notify(deps, proceso, { encontrado: false, despacho: null, numActuaciones: 0 });
  }
}

export const activarFuenteJob = defineJob({
  name: 'activar-fuente',
  payload: z.object({ idProcesoEnFuente: z.number().int() }),
  retryLimit: 3,
  retryDelaySeconds: 15,
  concurrency: 2,
  handler: (deps, { idProcesoEnFuente }, context) => activarFuente(deps, idProcesoEnFuente, context),
});

/** Rows whose activation job was lost (e.g. the process stopped between commit and queueing). */
export function esActivacionPendiente() {
  return and(
    eq(procesosEnFuente.activo, true),
    or(eq(procesosEnFuente.estado, 0), eq(procesosEnFuente.estado, 1)),
    isNull(procesosEnFuente.idActualizacion),
  );
}
