/**
 * The nightly sweep: fans out one check per watched case and source (actuaciones sources) and one
 * reading per court and day (publication sources). Re-queues activations whose job was lost.
 * Cron in America/Bogota (SWEEP_CRON), early enough that the day's report goes out before 08:00.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { Executor } from '../db/connection.ts';
import { procesosEnFuente } from '../db/schema-expedientes.ts';
import { activateSourceJob } from '../features/fuentes/activation-job.ts';
import { defineJob } from '../jobs/queue.ts';
import { checkProcesoJob } from './check-proceso.ts';
import { readPublicacionesJob } from './read-publicaciones.ts';
import { pruneSharedReadings } from './shared-reading.ts';

const ACTUACION_SOURCES = [0, 1, 2, 4];
const PUBLICATION_SOURCES = [3, 5, 6];

export interface SweepPlan {
  fecha: string;
  checks: number;
  courts: number;
  activations: number;
}

export interface SweepScope {
  /** Only this lawyer's cases (an on-demand sweep, and tests sharing one database). */
  idAbogado?: number;
  /** Only these sources (the benchmark measures per-case checks and court readings apart). */
  tiposFuente?: number[];
}

/** What a sweep has to do: the source rows to check and the courts whose listings to read. */
export async function planSweepItems(db: Executor, scope: SweepScope = {}) {
  const lawyer = scope.idAbogado === undefined ? undefined : eq(procesosEnFuente.idAbogado, scope.idAbogado);
  const sources = scope.tiposFuente ? inArray(procesosEnFuente.tipoFuente, scope.tiposFuente) : undefined;
  const watched = await db
    .select({
      id: procesosEnFuente.id,
      tipoFuente: procesosEnFuente.tipoFuente,
      idProceso: procesosEnFuente.idProceso,
    })
    .from(procesosEnFuente)
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
  const checks = watched.filter((row) => ACTUACION_SOURCES.includes(row.tipoFuente));
  const courts = new Map<string, { tipoFuente: number; codigoDespacho: string }>();
  for (const row of watched) {
    if (!PUBLICATION_SOURCES.includes(row.tipoFuente) || !row.idProceso) continue;
    courts.set(`${row.tipoFuente}:${row.idProceso}`, {
      tipoFuente: row.tipoFuente,
      codigoDespacho: row.idProceso,
    });
  }
  const pending = await db
    .select({ id: procesosEnFuente.id })
    .from(procesosEnFuente)
    .where(and(eq(procesosEnFuente.activo, true), inArray(procesosEnFuente.estado, [0, 1]), lawyer, sources));
  return { checks, courts: [...courts.values()], pending };
}

export async function planSweep(deps: AppDeps, fecha: string, scope: SweepScope = {}): Promise<SweepPlan> {
  const { checks, courts, pending } = await planSweepItems(deps.db, scope);
  await pruneSharedReadings(deps, fecha);

  await deps.jobs.sendMany(
    checkProcesoJob,
    checks.map((row) => ({ idProcesoEnFuente: row.id, fecha })),
  );
  await deps.jobs.sendMany(
    readPublicacionesJob,
    courts.map((court) => ({ ...court, fecha })),
  );
  await deps.jobs.sendMany(
    activateSourceJob,
    pending.map((row) => ({ idProcesoEnFuente: row.id })),
  );
  return { fecha, checks: checks.length, courts: courts.length, activations: pending.length };
}

export const MONITORING_QUEUES = [checkProcesoJob.name, readPublicacionesJob.name, activateSourceJob.name];

export const sweepJob = defineJob({
  name: 'barrido-nocturno',
  payload: z.object({ fecha: z.string().optional() }),
  retryLimit: 1,
  async handler(deps, { fecha }) {
    const plan = await planSweep(deps, fecha ?? (await deps.clock.today()));
    deps.log.info({ ...plan }, 'barrido nocturno planificado');
  },
});
