/**
 * Writes what a source returned for one process. Every write is keyed by the source's stable ids
 * (ON CONFLICT DO NOTHING), so running the same check twice stores each actuación and each change
 * exactly once. Callers run it inside one transaction with the consultation record.
 */
import type { FuenteId } from '@expediente/domain';
import { diaBogota, leerAudiencias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { actuaciones, cambios, expedientes, procesosEnFuente } from '../db/schema-expedientes.ts';
import { asegurarCalendario } from '../features/cierres-judiciales/calendario-vigente.ts';
import { emitirActuacionesNuevas } from '../features/webhooks/eventos.ts';
import type { ActuacionFuente } from '../sources/types.ts';
import { venceActuacion } from '../terminos/termino-de-actuacion.ts';

export interface ProcesoRow {
  id: number;
  idAbogado: number;
  idExpediente: number;
  tipoFuente: number;
  /** The case's radicado: its court's and city's closures move the término. */
  radicado?: string;
}

/**
 * The pending término: the nearest end date on or after `desde` among the case's actuaciones —
 * our judicial-calendar date where the text grants a term, else the source's fechaFinal.
 * A término that ended before the change was found is not the case's término any more (the card
 * once read 'Encontrado el 20/11/2026 … y con termino para el 10/11/2026': an older actuación's).
 */
export function terminoPendienteDeActuaciones(
  list: ActuacionFuente[],
  desde: string,
  radicado?: string,
): string | null {
  let nearest: string | null = null;
  for (const actuacion of list) {
    const fin = venceActuacion(actuacion, radicado);
    if (fin && fin >= desde && (nearest === null || fin < nearest)) nearest = fin;
  }
  return nearest;
}

/**
 * The nearest hearing or diligence the actuaciones fix on or after `desde` (yyyy-mm-dd), as Tito
 * and the calendar read them from the name and anotación: the night's plan checks the source that
 * day, since no estado announces what the court does then.
 */
export function audienciaPendienteDeActuaciones(list: ActuacionFuente[], desde: string): string | null {
  let nearest: string | null = null;
  for (const actuacion of list)
    for (const audiencia of leerAudiencias([actuacion.descripcion, actuacion.anotacion], {
      referencia: actuacion.fechaActuacion,
    }))
      if (audiencia.fecha >= desde && (nearest === null || audiencia.fecha < nearest))
        nearest = audiencia.fecha;
  return nearest;
}

/**
 * Stores actuaciones (newest first). With `fecha` they are the day's news and become changes;
 * without it they are the history read at activation. Returns how many were new.
 */
export async function guardarActuaciones(
  db: Executor,
  proceso: ProcesoRow,
  list: ActuacionFuente[],
  fecha: string | null,
): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await db
    .insert(actuaciones)
    .values(
      list.map((actuacion) => ({
        idAbogado: proceso.idAbogado,
        idExpediente: proceso.idExpediente,
        idProcesoEnFuente: proceso.id,
        tipoFuente: proceso.tipoFuente,
        clave: actuacion.key,
        descripcion: actuacion.descripcion,
        anotacion: actuacion.anotacion,
        fechaActuacion: actuacion.fechaActuacion,
        fechaRegistro: actuacion.fechaRegistro,
        fechaInicioTermino: actuacion.fechaInicioTermino,
        fechaFinalizaTermino: actuacion.fechaFinalizaTermino,
        fechaDeteccion: fecha,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: actuaciones.id, clave: actuaciones.clave });
  if (fecha && inserted.length > 0) {
    const creados = await db
      .insert(cambios)
      .values(
        inserted.map((row) => ({
          idAbogado: proceso.idAbogado,
          idExpediente: proceso.idExpediente,
          fecha,
          tipo: 'actuacion' as const,
          tipoFuente: proceso.tipoFuente,
          referencia: row.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ idCambio: cambios.id, idActuacion: cambios.referencia });
    // Webhooks' outbox, in this same transaction (decision 0016).
    const porClave = new Map(list.map((actuacion) => [actuacion.key, actuacion]));
    await emitirActuacionesNuevas(
      db,
      proceso,
      fecha,
      inserted.flatMap((row) => {
        const actuacion = porClave.get(row.clave);
        return actuacion ? [{ idActuacion: row.id, actuacion }] : [];
      }),
      creados,
    );
  }
  const newest = list[0];
  // The worker has no request hook: it brings its calendar up to date here (calendario-vigente.ts).
  await asegurarCalendario(db);
  const dia = fecha ?? diaBogota();
  const termino = terminoPendienteDeActuaciones(list, dia, proceso.radicado);
  const audiencia = audienciaPendienteDeActuaciones(list, dia);
  await db
    .update(procesosEnFuente)
    .set({
      idActualizacion: newest.key,
      ultimaActuacion: newest.descripcion,
      fechaUltimaActuacion: newest.fechaActuacion,
      termino,
      // A hearing still to come stays until an earlier one is fixed; one already held gives way.
      ...(audiencia
        ? {
            audiencia: sql`case when ${procesosEnFuente.audiencia} >= ${dia}::date
              and ${procesosEnFuente.audiencia} < ${audiencia}::date
              then ${procesosEnFuente.audiencia} else ${audiencia}::date end`,
          }
        : {}),
      numActuaciones: sql`(select count(*) from ${actuaciones} where ${actuaciones.idProcesoEnFuente} = ${proceso.id})`,
    })
    .where(eq(procesosEnFuente.id, proceso.id));
  if (fecha && inserted.length > 0) await marcarExpedienteCambiado(db, proceso, fecha, termino);
  return inserted.length;
}

/** The change is dated on the engine's day (the simulator's in demo and tests), early morning Bogotá. */
export async function marcarExpedienteCambiado(
  db: Executor,
  proceso: ProcesoRow,
  fecha: string,
  termino: string | null,
): Promise<void> {
  await db
    .update(expedientes)
    .set({
      fuenteUltimoCambio: proceso.tipoFuente as FuenteId,
      fechaUltimoCambio: new Date(`${fecha}T07:00:00-05:00`),
      // The case's término is its nearest pending one: a later término found tonight does not hide
      // one still running (the 'Termino' order reads this date).
      ...(termino
        ? {
            fechaTermino: sql`case when ${expedientes.fechaTermino} >= ${fecha}::date
              and ${expedientes.fechaTermino} < ${termino}::date
              then ${expedientes.fechaTermino} else ${termino}::date end`,
          }
        : {}),
    })
    .where(and(eq(expedientes.id, proceso.idExpediente), eq(expedientes.idAbogado, proceso.idAbogado)));
}
