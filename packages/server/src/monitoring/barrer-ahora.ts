/** A sweep now, waiting for it to finish: `npm run sweep`, the demo's history and the tests. */
import type { FuenteId } from '@expediente/domain';
import type { AppDeps } from '../app-deps.ts';
import { enviarInformesPendientes } from '../features/informe-diario/enviar-informes.ts';
import { COLAS_DEL_BARRIDO, planearBarrido, planearElementosDelBarrido, type SweepScope } from './barrido.ts';
import { cerrarDia } from './cerrar-dia.ts';
import { buscarLitigante } from './consultar-litigante.ts';
import { consultarProceso } from './consultar-proceso.ts';
import { leerPublicaciones } from './leer-publicaciones.ts';

export async function barrerAhora(deps: AppDeps, fecha?: string, scope: SweepScope = {}) {
  const day = fecha ?? (await deps.clock.today());
  const plan = await planearBarrido(deps, day, scope);
  await deps.jobs.drain(COLAS_DEL_BARRIDO);
  // A sweep of some sources only (the benchmark) leaves the day open for the others.
  const closed = scope.tiposFuente
    ? { noConsultados: 0, sinCambios3Meses: 0, controlesNuevos: 0, informesPorEnviar: 0 }
    : await cerrarDia(deps, day, scope);
  // A whole night: the morning reports are sent too (not just queued).
  const informes = scope.tiposFuente ? { enviados: 0, fallidos: 0 } : await enviarInformesPendientes(deps);
  return { ...plan, ...closed, informes };
}

/**
 * The same sweep without the queue, one check after another in this process: used to build the
 * demo's month of history at first start, when no worker may be running yet.
 */
export async function barrerEnEsteProceso(deps: AppDeps, fecha: string) {
  const plan = await planearElementosDelBarrido(deps, fecha);
  // The same order as the queue (sweep.ts): tiers 1–2, the searches by name, the rest.
  for (const item of plan.checksPrioritarios)
    await consultarProceso(deps, item.id, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'consulta demo'),
    );
  for (const busqueda of plan.busquedas) {
    await buscarLitigante(deps, busqueda, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'búsqueda por nombre demo'),
    );
    // A probe's rows are among the checks below.
    if (busqueda.sondeo) continue;
    for (const id of busqueda.filas)
      await consultarProceso(deps, id, fecha).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'consulta demo'),
      );
  }
  for (const item of plan.checks)
    await consultarProceso(deps, item.id, fecha).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'consulta demo'),
    );
  for (const court of plan.courts)
    await leerPublicaciones(deps, court.tipoFuente as FuenteId, court.codigoDespacho, fecha).catch(
      (error: unknown) => deps.log.warn({ err: error }, 'publicaciones demo'),
    );
  return cerrarDia(deps, fecha);
}
