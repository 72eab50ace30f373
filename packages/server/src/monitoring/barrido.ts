/**
 * The nightly sweep: fans out one check per watched case and source (actuaciones sources) and one
 * reading per court and day (publication sources). Re-queues activations whose job was lost.
 * The checks are those the night's request budget holds, likeliest news first (monitoring/presupuesto):
 * with the default budget a small installation still checks every case every night.
 * Cron in America/Bogota (SWEEP_CRON), early enough that the day's report goes out before 08:00.
 */
import { UMBRAL_ALERTA } from '@expediente/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { actuaciones, coincidencias, expedientes, procesosEnFuente } from '../db/schema-expedientes.ts';
import { activarFuenteJob } from '../features/fuentes/trabajo-de-activacion.ts';
import { defineJob } from '../jobs/queue.ts';
import { buscarLitiganteJob } from './consultar-litigante.ts';
import { consultarProcesoJob } from './consultar-proceso.ts';
import { FUENTES_DE_ACTUACIONES, FUENTES_DE_PUBLICACIONES } from './fuentes-del-barrido.ts';
import { podarLecturasCompartidas } from './lectura-compartida.ts';
import { leerPublicacionesJob } from './leer-publicaciones.ts';
import { egresosVivos } from './presupuesto/gasto.ts';
import {
  type PresupuestoHost,
  planificarBarrido,
  resumenPresupuesto,
} from './presupuesto/planificar-barrido.ts';

export interface SweepPlan {
  fecha: string;
  /** Source rows checked tonight, those read through a repeat litigant's search included. */
  checks: number;
  /** Repeat litigants' searches by name (CPNU NombreRazonSocial). */
  busquedasPorNombre: number;
  courts: number;
  activations: number;
  /** The night's request budget per court host and what the plan took of it. */
  presupuesto: PresupuestoHost[];
}

export interface SweepScope {
  /** Only this lawyer's cases (an on-demand sweep, and tests sharing one database). */
  idAbogado?: number;
  /** Only these sources (the benchmark measures per-case checks and court readings apart). */
  tiposFuente?: number[];
}

/**
 * What a sweep has to do: the source rows to check tonight (chosen under the night's request
 * budget, monitoring/presupuesto, in the plan's order) and the courts whose listings to read.
 */
export async function planearElementosDelBarrido(
  deps: Pick<AppDeps, 'db' | 'config'>,
  fecha: string,
  scope: SweepScope = {},
) {
  const db = deps.db;
  const lawyer = scope.idAbogado === undefined ? undefined : eq(procesosEnFuente.idAbogado, scope.idAbogado);
  const sources = scope.tiposFuente ? inArray(procesosEnFuente.tipoFuente, scope.tiposFuente) : undefined;
  const dia = sql`${fecha}::date`;
  const watched = await db
    .select({
      id: procesosEnFuente.id,
      tipoFuente: procesosEnFuente.tipoFuente,
      idProceso: procesosEnFuente.idProceso,
      // The scheduler's signals (presupuesto/probabilidad.ts), in whole days from tonight.
      radicado: expedientes.numero,
      demandantes: expedientes.demandantes,
      demandados: expedientes.demandados,
      diasDesdeConsultaCompleta: sql<number | null>`${dia} - ${procesosEnFuente.ultimaConsultaCompleta}`,
      diasDesdeUltimaActuacion: sql<number | null>`${dia} - ${procesosEnFuente.fechaUltimaActuacion}`,
      diasHastaTermino: sql<
        number | null
      >`coalesce(${procesosEnFuente.termino}, ${expedientes.fechaTermino}) - ${dia}`,
      diasHastaAudiencia: sql<number | null>`${procesosEnFuente.audiencia} - ${dia}`,
      diasDesdeRegistro: sql<number>`${dia} - (${procesosEnFuente.creadoEn} at time zone 'America/Bogota')::date`,
      actuacionesRecientes: sql<number>`case when ${procesosEnFuente.tipoFuente} in (${sql.raw(FUENTES_DE_ACTUACIONES.join(', '))}) then (
        select count(*)::int from ${actuaciones} a
        where a.id_proceso_en_fuente = ${procesosEnFuente.id} and a.fecha_actuacion > ${dia} - 30) else 0 end`,
      // Named in the estados or traslados read since yesterday's night: by radicado, or by name at
      // the alerting certainty — a page keeps one match per case, and a name printed beside the
      // case's own radicado is kept as that name (leer-publicaciones.ts), so 'radicado' alone
      // missed most of the cases a list named (bench/escala-punta-a-punta.ts).
      nombradoEnPublicacion: sql<boolean>`exists (
        select 1 from ${coincidencias} c where c.id_expediente = ${procesosEnFuente.idExpediente}
          and (c.tipo = 'radicado' or c.certeza >= ${UMBRAL_ALERTA}) and c.fecha_deteccion >= ${dia} - 1
          -- Not when the listing's own night already checked it (nombrados-esta-noche.ts).
          and (${procesosEnFuente.ultimaConsultaCompleta} is null or ${procesosEnFuente.ultimaConsultaCompleta} < c.fecha_deteccion))`,
    })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(
      and(
        eq(procesosEnFuente.activo, true),
        inArray(procesosEnFuente.estado, [2, 3]),
        isNotNull(procesosEnFuente.idProceso),
        isNotNull(procesosEnFuente.idActualizacion),
        eq(procesosEnFuente.esResultadoAdicional, false),
        lawyer,
        sources,
      ),
    );
  const vigiladas = watched.filter((row) => FUENTES_DE_ACTUACIONES.includes(row.tipoFuente));
  const egresos = await egresosVivos(deps);
  const { prioritarias, elegidas, busquedas, presupuesto } = await planificarBarrido(
    db,
    deps.config,
    fecha,
    vigiladas,
    egresos,
  );
  // Tiers 1–2 (a person or a court asked) first: queued before the searches by name.
  const checksPrioritarios = prioritarias.map((id) => ({ id }));
  const checks = elegidas.map((id) => ({ id }));
  const courts = new Map<string, { tipoFuente: number; codigoDespacho: string }>();
  for (const row of watched) {
    if (!FUENTES_DE_PUBLICACIONES.includes(row.tipoFuente) || !row.idProceso) continue;
    courts.set(`${row.tipoFuente}:${row.idProceso}`, {
      tipoFuente: row.tipoFuente,
      codigoDespacho: row.idProceso,
    });
  }
  const pending = await db
    .select({ id: procesosEnFuente.id })
    .from(procesosEnFuente)
    .where(and(eq(procesosEnFuente.activo, true), inArray(procesosEnFuente.estado, [0, 1]), lawyer, sources));
  return { checksPrioritarios, checks, busquedas, courts: [...courts.values()], pending, presupuesto };
}

export async function planearBarrido(
  deps: AppDeps,
  fecha: string,
  scope: SweepScope = {},
): Promise<SweepPlan> {
  const { checksPrioritarios, checks, busquedas, courts, pending, presupuesto } =
    await planearElementosDelBarrido(deps, fecha, scope);
  await podarLecturasCompartidas(deps, fecha);

  // The checks a person or the day's publications asked for first (pg-boss takes a queue's jobs
  // in the order sent); then the repeat litigants' searches by name, one at a time beside them
  // (each then queues the checks of its rows); then the rest. The plan holds the budget for all,
  // and while the night runs the first ones may spend a reserve the others may not (gasto.ts).
  await deps.jobs.sendMany(
    consultarProcesoJob,
    checksPrioritarios.map((row) => ({ idProcesoEnFuente: row.id, fecha, prioritaria: true })),
  );
  await deps.jobs.sendMany(
    buscarLitiganteJob,
    busquedas.map((busqueda) => ({ ...busqueda, fecha })),
  );
  await deps.jobs.sendMany(
    consultarProcesoJob,
    checks.map((row) => ({ idProcesoEnFuente: row.id, fecha })),
  );
  await deps.jobs.sendMany(
    leerPublicacionesJob,
    courts.map((court) => ({ ...court, fecha })),
  );
  await deps.jobs.sendMany(
    activarFuenteJob,
    pending.map((row) => ({ idProcesoEnFuente: row.id })),
  );
  return {
    fecha,
    // A probe's rows are checked on their own, so they are already among the checks above.
    checks:
      checksPrioritarios.length +
      checks.length +
      busquedas.reduce((total, busqueda) => total + (busqueda.sondeo ? 0 : busqueda.filas.length), 0),
    busquedasPorNombre: busquedas.length,
    courts: courts.length,
    activations: pending.length,
    presupuesto,
  };
}

export const COLAS_DEL_BARRIDO = [
  buscarLitiganteJob.name,
  consultarProcesoJob.name,
  leerPublicacionesJob.name,
  activarFuenteJob.name,
];

export const barridoJob = defineJob({
  name: 'barrido-nocturno',
  payload: z.object({ fecha: z.string().optional() }),
  retryLimit: 1,
  async handler(deps, { fecha }) {
    const plan = await planearBarrido(deps, fecha ?? (await deps.clock.today()));
    deps.log.info(
      { ...plan, resumenPresupuesto: resumenPresupuesto(plan.presupuesto) },
      'barrido nocturno planificado',
    );
  },
});
