import { sumarDias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, isAdministrativo, watch } from './support.ts';

const START = '2026-09-01';
const { deps, sim } = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '1' }, { today: START });
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

async function consultationStates(idAbogado: number, fecha: string) {
  return deps.db
    .select({ estado: consultas.estado, tipoFuente: consultas.tipoFuente, id: consultas.idProcesoEnFuente })
    .from(consultas)
    .where(and(eq(consultas.idAbogado, idAbogado), eq(consultas.fecha, fecha)));
}

describe('the engine under court faults', () => {
  it('with 20% injected 5xx and timeouts, every case ends consulted or recorded as a technical error', async () => {
    const abogado = await createAbogado(deps);
    for (const radicado of foundRadicados(15, 31)) await watch(deps, abogado.id, radicado, [2]);
    const fecha = sumarDias(START, 1);
    sim.clock.set(fecha);
    sim.faults.set('cpnu', { errorRate: 0.1, timeoutRate: 0.1 });
    try {
      const result = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
      const states = await consultationStates(abogado.id, fecha);
      const [watchedCount] = await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(procesosEnFuente)
        .where(
          and(eq(procesosEnFuente.idAbogado, abogado.id), eq(procesosEnFuente.esResultadoAdicional, false)),
        );
      expect(result.checks).toBeGreaterThanOrEqual(watchedCount.total - 2);
      // One record per watched source, none lost; the few that failed every retry are recorded.
      expect(new Set(states.map((state) => state.id)).size).toBe(states.length);
      expect(states.length).toBe(result.checks);
      for (const state of states) expect(['consultado', 'errorTecnico']).toContain(state.estado);
      expect(states.filter((state) => state.estado === 'consultado').length).toBeGreaterThan(
        states.length / 2,
      );
      const faults = sim.stats().faults.cpnu;
      expect(faults.error + faults.timeout).toBeGreaterThan(0);
    } finally {
      sim.faults.clear();
    }
  });

  it('schema drift in one source sends its cases to error and leaves the other sources alone', async () => {
    const abogado = await createAbogado(deps);
    const radicados = foundRadicados(6, 32, isAdministrativo);
    for (const radicado of radicados) await watch(deps, abogado.id, radicado, [2, 4]);
    const fecha = sumarDias(START, 2);
    sim.clock.set(fecha);
    sim.faults.set('cpnu', { schemaDrift: true });
    try {
      await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    } finally {
      sim.faults.clear();
    }
    const states = await consultationStates(abogado.id, fecha);
    const unificada = states.filter((state) => state.tipoFuente === 2);
    const samai = states.filter((state) => state.tipoFuente === 4);
    expect(unificada.length).toBeGreaterThan(0);
    expect(samai.length).toBeGreaterThan(0);
    for (const state of unificada) expect(state.estado).toBe('cambioDeFormato');
    for (const state of samai) expect(state.estado).toBe('consultado');
    const rows = await deps.db
      .select({
        estado: procesosEnFuente.estado,
        tipoFuente: procesosEnFuente.tipoFuente,
        motivo: procesosEnFuente.motivo,
      })
      .from(procesosEnFuente)
      .where(
        and(eq(procesosEnFuente.idAbogado, abogado.id), eq(procesosEnFuente.esResultadoAdicional, false)),
      );
    for (const row of rows.filter((item) => item.tipoFuente === 2 && item.estado !== 2)) {
      expect(row).toMatchObject({ estado: 3, motivo: 'CambioDeFormatoEnLaFuente' });
    }
    expect(rows.filter((row) => row.tipoFuente === 2 && row.estado === 3).length).toBe(unificada.length);
    expect(rows.filter((row) => row.tipoFuente === 4).every((row) => row.estado === 2)).toBe(true);
  });
});
