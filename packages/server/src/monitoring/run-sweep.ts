/** A sweep now, waiting for it to finish: `npm run sweep`, the demo's history and the tests. */
import type { FuenteId } from '@expediente/domain';
import type { AppDeps } from '../app-deps.ts';
import { sendDueInformes } from '../features/informe-diario/send-informes.ts';
import { checkProceso } from './check-proceso.ts';
import { closeDay } from './close-day.ts';
import { buscarLitigante } from './consultar-litigante.ts';
import { readPublicaciones } from './read-publicaciones.ts';
import { MONITORING_QUEUES, planSweep, planSweepItems, type SweepScope } from './sweep.ts';

export async function runSweepNow(deps: AppDeps, fecha?: string, scope: SweepScope = {}) {
  const day = fecha ?? (await deps.clock.today());
  const plan = await planSweep(deps, day, scope);
  await deps.jobs.drain(MONITORING_QUEUES);
  // A sweep of some sources only (the benchmark) leaves the day open for the others.
  const closed = scope.tiposFuente
    ? { noConsultados: 0, sinCambios3Meses: 0, controlesNuevos: 0, informesPorEnviar: 0 }
    : await closeDay(deps, day, scope);
  // A whole night: the morning reports are sent too (not just queued).
  const informes = scope.tiposFuente ? { enviados: 0, fallidos: 0 } : await sendDueInformes(deps);
  return { ...plan, ...closed, informes };
}

/**
 * The same sweep without the queue, one check after another in this process: used to build the
 * demo's month of history at first start, when no worker may be running yet.
 */
export async function runSweepInline(deps: AppDeps, fecha: string) {
  const plan = await planSweepItems(deps, fecha);
  // The same order as the queue (sweep.ts): tiers 1–2, the searches by name, the rest.
  for (const item of plan.checksPrioritarios)
    await checkProceso(deps, item.id, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'consulta demo'),
    );
  for (const busqueda of plan.busquedas) {
    await buscarLitigante(deps, busqueda, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'búsqueda por nombre demo'),
    );
    // A probe's rows are among the checks below.
    if (busqueda.sondeo) continue;
    for (const id of busqueda.filas)
      await checkProceso(deps, id, fecha).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'consulta demo'),
      );
  }
  for (const item of plan.checks)
    await checkProceso(deps, item.id, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'consulta demo'),
    );
  for (const court of plan.courts)
    await readPublicaciones(deps, court.tipoFuente as FuenteId, court.codigoDespacho, fecha).catch(
      (error: unknown) => deps.log.warn({ err: error }, 'publicaciones demo'),
    );
  return closeDay(deps, fecha);
}
