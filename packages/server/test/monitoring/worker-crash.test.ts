/**
 * A worker process killed (SIGKILL) in the middle of a sweep, then started again: every change is
 * recorded exactly once. Jobs of the dead worker expire and are retried; each job's writes are one
 * transaction keyed by the source's ids, so a half-done job leaves nothing behind.
 */
import type { ChildProcess } from 'node:child_process';
import { sumarDias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { actuaciones, cambios, consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { COLAS_DEL_BARRIDO, planearBarrido } from '../../src/monitoring/barrido.ts';
import { cerrarDia } from '../../src/monitoring/cerrar-dia.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, iniciarWorker, isAdministrativo, watch } from './support.ts';

const START = '2026-08-03';
// Queue settings are fixed when the queues are created (here): short expiry so the dead worker's jobs come back.
const { deps, sim } = await createTestApp(
  { JOB_RETRY_DELAY_SECONDS: '1', JOB_EXPIRE_SECONDS: '4', JOBS_MAINTENANCE_SECONDS: '1' },
  { today: START },
);

function startWorker(): ChildProcess {
  return iniciarWorker(deps, sim.url, inject('databaseUrl'));
}

async function count(table: typeof consultas | typeof cambios | typeof actuaciones, idAbogado: number) {
  const [row] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.idAbogado, idAbogado));
  return row.total;
}

describe('worker killed mid-sweep', () => {
  it('records every change exactly once after a restart', async () => {
    const abogado = await createAbogado(deps);
    const rows: number[] = [];
    for (const radicado of foundRadicados(20, 41)) {
      rows.push(...(await watch(deps, abogado.id, radicado, isAdministrativo(radicado) ? [2, 4] : [2])).rows);
    }
    const fecha = sumarDias(START, 4);
    sim.clock.set(fecha);
    const plan = await planearBarrido(deps, fecha, { idAbogado: abogado.id });
    expect(plan.checks).toBeGreaterThan(15);

    const first = startWorker();
    // Wait until the sweep is under way, then kill the worker without warning.
    for (let waited = 0; (await count(consultas, abogado.id)) < 3 && waited < 60_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const doneBeforeKill = await count(consultas, abogado.id);
    expect(doneBeforeKill).toBeLessThan(plan.checks);

    const second = startWorker();
    try {
      await deps.jobs.drain(COLAS_DEL_BARRIDO, 120_000);
    } finally {
      second.kill('SIGTERM');
      await new Promise((resolve) => second.once('exit', resolve));
    }
    await cerrarDia(deps, fecha, { idAbogado: abogado.id });

    const states = await deps.db
      .select({ estado: consultas.estado })
      .from(consultas)
      .where(and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha)));
    expect(states).toHaveLength(plan.checks);
    expect(states.every((state) => state.estado === 'consultado')).toBe(true);
    // Exactly once: each new actuación has one change, and the store equals the source.
    const [nuevas] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(actuaciones)
      .where(and(eq(actuaciones.idAbogado, abogado.id), eq(actuaciones.fechaDeteccion, fecha)));
    const [changes] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(cambios)
      .where(and(eq(cambios.idAbogado, abogado.id), eq(cambios.fecha, fecha), eq(cambios.tipo, 'actuacion')));
    expect(changes.total).toBe(nuevas.total);
    for (const id of rows) {
      const [row] = await deps.db.select().from(procesosEnFuente).where(eq(procesosEnFuente.id, id));
      if (row.tipoFuente !== 2 || !row.idProceso || row.esPrivado) continue;
      const truth = await deps.sources.get(2).getActuacionesSince({ radicado: '', idProceso: row.idProceso });
      const [stored] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(actuaciones)
        .where(eq(actuaciones.idProcesoEnFuente, id));
      expect(stored.total).toBe(truth.length);
    }
  }, 240_000);
});
