/**
 * The per-case, per-source check for the sources that yield actuaciones (Rama, Tyba, Unificada,
 * Samai). Cheapest first: for CPNU-backed sources one search request tells the last-action date,
 * and only when it moved are the new actuaciones read, page by page, down to the last known key.
 * When the last known actuación is from the last day, a same-date newcomer would not move that
 * date, so the search is skipped and the newest page read directly: one request either way.
 * An unchanged case costs one request and one SQL statement; only news opens a transaction.
 * CPNU readings are shared for the night (lectura-compartida.ts): one request per radicado, however
 * many of Rama, Tyba and Unificada, and however many accounts, watch it.
 */

import { sumarDias } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { procesosEnFuente } from '../db/schema-expedientes.ts';
import { publishEvent } from '../events/publish.ts';
import { defineJob, type JobDefinition } from '../jobs/queue.ts';
import type { ActuacionFuente } from '../sources/types.ts';
import { cargarProceso, type LoadedProceso } from './cargar-proceso.ts';
import { registrarFalloDeConsulta } from './failures.ts';
import { guardarActuaciones } from './guardar-actuaciones.ts';
import { leerUnaVezAlDia } from './lectura-compartida.ts';
import { aplazarConsulta } from './presupuesto/aplazar.ts';
import { gastando, PresupuestoAgotadoError } from './presupuesto/gasto.ts';
import { hostDeFuente } from './presupuesto/hosts.ts';
import { CONSULTAS_EN_VUELO_POR_EGRESO } from './presupuesto/presupuesto.ts';
import { registrarConsulta } from './registrar-consulta.ts';

const CPNU_SOURCES = new Set([0, 1, 2]);
const UNIFICADA = 2;

interface CheckOutcome {
  nuevas: ActuacionFuente[];
  solicitudes: number;
  fechaUltimaActuacion: string | null;
}

async function consult(
  deps: AppDeps,
  proceso: LoadedProceso,
  fecha: string,
): Promise<CheckOutcome | 'desaparecido'> {
  const connector = deps.sources.get(proceso.tipoFuente as 0);
  const ref = { radicado: proceso.radicado, idProceso: proceso.idProceso ?? '' };
  const isCpnu = CPNU_SOURCES.has(proceso.tipoFuente);
  let solicitudes = 0;
  let fechaUltimaActuacion: string | null = null;
  const isRecent =
    proceso.fechaUltimaActuacion !== null && proceso.fechaUltimaActuacion >= sumarDias(fecha, -1);
  if (isCpnu && !isRecent) {
    // One search per radicado and night, shared by Rama, Tyba and Unificada and by every account
    // watching it; the Unificada view needs no detail call to tell Rama from Tyba.
    const search = await leerUnaVezAlDia(deps, `cpnu:buscar:${proceso.radicado}`, fecha, () =>
      deps.sources.get(UNIFICADA).findRadicado(proceso.radicado),
    );
    if (search.requested) solicitudes += 1;
    const mine = search.value.find((item) => item.ref.idProceso === proceso.idProceso);
    if (!mine) return 'desaparecido';
    fechaUltimaActuacion = mine.fechaUltimaActuacion;
    if (fechaUltimaActuacion === proceso.fechaUltimaActuacion) {
      return { nuevas: [], solicitudes, fechaUltimaActuacion };
    }
  }
  const since = proceso.idActualizacion ?? undefined;
  const read = () => connector.getActuacionesSince(ref, since);
  // The same CPNU process read from the same last key gives the same page, whichever view asks.
  const actuaciones = isCpnu
    ? await leerUnaVezAlDia(deps, `cpnu:actuaciones:${ref.idProceso}:${since ?? ''}`, fecha, read)
    : { value: await read(), requested: true };
  if (actuaciones.requested) solicitudes += 1;
  return { nuevas: actuaciones.value, solicitudes, fechaUltimaActuacion };
}

/**
 * `enPresupuesto`: the night's check, whose court requests count against this egress's budget and
 * stop at it (presupuesto/gasto.ts); the demo's history, built in one process, is not counted.
 * `prioritaria`: a tiers 1–2 check (a person asked for it, or the day's lists name it), which may
 * spend the budget's reserve that the other checks leave free.
 */
export async function consultarProceso(
  deps: AppDeps,
  idProcesoEnFuente: number,
  fecha: string,
  { enPresupuesto = false, prioritaria = false } = {},
) {
  const proceso = await cargarProceso(deps.db, idProcesoEnFuente, fecha);
  if (!proceso?.activo || !proceso.idProceso || proceso.estado < 2 || proceso.consultadoEseDia) return;
  const outcome = enPresupuesto
    ? await gastando(deps, fecha, hostDeFuente(proceso.tipoFuente), () => consult(deps, proceso, fecha), {
        prioritaria,
      })
    : await consult(deps, proceso, fecha);
  if (outcome === 'desaparecido') {
    await registrarConsulta(deps.db, proceso, fecha, 'noEncontrado', {
      motivo: 'ProcesoNoEncontradoEnLaFuente',
      solicitudes: 1,
    });
    return;
  }
  if (outcome.nuevas.length === 0 && proceso.estado !== 3) {
    await registrarConsulta(deps.db, proceso, fecha, 'consultado', { solicitudes: outcome.solicitudes });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const nuevas = await guardarActuaciones(tx, proceso, outcome.nuevas, fecha);
    if (proceso.estado === 3) {
      await tx
        .update(procesosEnFuente)
        .set({ estado: 2, motivo: null })
        .where(eq(procesosEnFuente.id, proceso.id));
    }
    await registrarConsulta(tx, proceso, fecha, 'consultado', { solicitudes: outcome.solicitudes });
    if (nuevas > 0) {
      await publishEvent(tx, proceso.idAbogado, 'ActualizacionFuente', {
        idExpediente: proceso.idExpediente,
        tipoFuente: proceso.tipoFuente,
        estado: 2,
      });
    }
  });
}

const checkPayload = z.object({
  idProcesoEnFuente: z.number().int(),
  fecha: z.string(),
  /**
   * Tiers 1–2 (user-triggered: a registration, an activation, a manual refresh; or named in the
   * day's estados): may spend the reserve the lower tiers leave free (presupuesto/gasto.ts). A check
   * a person asks for during the night is sent with it. Absent in jobs queued before it existed:
   * not prioritaria. Retries and hand-overs to another egress keep the payload, so keep the tier.
   */
  prioritaria: z.boolean().optional(),
});

export const consultarProcesoJob: JobDefinition<typeof checkPayload> = defineJob({
  name: 'consultar-proceso',
  payload: checkPayload,
  retryLimit: 3,
  retryDelaySeconds: 20,
  // 2 workers × 8 jobs per fetch: up to 16 checks in flight, waiting on each host's polite gate.
  batchSize: CONSULTAS_EN_VUELO_POR_EGRESO / 2,
  concurrency: 2,
  async handler(deps, payload, context): Promise<void> {
    const { idProcesoEnFuente, fecha, prioritaria = false } = payload;
    try {
      await consultarProceso(deps, idProcesoEnFuente, fecha, { enPresupuesto: true, prioritaria });
    } catch (error) {
      // Out of budget is not a failure: the check goes to another egress or waits for a later night.
      if (error instanceof PresupuestoAgotadoError)
        return aplazarConsulta(deps, consultarProcesoJob, payload, error.host);
      const proceso = await cargarProceso(deps.db, idProcesoEnFuente);
      if (!proceso) return;
      await registrarFalloDeConsulta(deps, [proceso], fecha, error, context);
    }
  },
});
