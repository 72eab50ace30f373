/**
 * A night's check its egress has no budget left for (gasto.ts): handed back to the shared queue
 * when another live egress still has budget for that court host — a moment later, so the other
 * worker takes it — or else left for a later night, said honestly: `sinCupo` makes the day close
 * record it as not checked because the night's budget ran out.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, JobDefinition } from '../../app-deps.ts';
import { procesosEnFuente } from '../../db/schema-expedientes.ts';
import { otroEgresoConCupo } from './gasto.ts';

const REENVIO_SEGUNDOS = 2;

export async function aplazarConsulta<Schema extends z.ZodType>(
  deps: AppDeps,
  job: JobDefinition<Schema>,
  payload: z.infer<Schema> & { idProcesoEnFuente: number; fecha: string; prioritaria?: boolean },
  host: string,
): Promise<void> {
  // The payload goes back as it came: a tiers 1–2 check stays `prioritaria` on the other egress.
  if (await otroEgresoConCupo(deps, payload.fecha, host, { prioritaria: payload.prioritaria })) {
    await deps.jobs.send(job, payload, { startAfterSeconds: REENVIO_SEGUNDOS });
    return;
  }
  await deps.db
    .update(procesosEnFuente)
    .set({ motivoNoche: 'sinCupo', fechaMotivoNoche: payload.fecha })
    .where(and(eq(procesosEnFuente.id, payload.idProcesoEnFuente), eq(procesosEnFuente.activo, true)));
}
