/**
 * SAMAI's ApiKey requirement (sources.md §1.4: since 2026 the search, the historial and the parties may
 * answer 401 without an `ApiKey` header, while ObtenerDatosProcesoGet stays public), end to end: the
 * simulator refuses those calls, and the engine still activates and consults the case.
 */

import { sumarDias } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { consultas } from '../../src/db/schema-expedientes.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { setupSources } from '../../src/sources-setup.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp, TEST_JWT_SECRET } from '../support/test-app.ts';
import { foundRadicados, isAdministrativo, sourceRow, watch } from './support.ts';

const START = '2026-09-01';
const API_KEY = 'clave-del-consejo-de-estado';
const HISTORIAL_ROUTE = 'GET /samai/api/Procesos/HistorialActuaciones/:corporacion/:radicado/:modo';
const { deps, sim } = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '1' }, { today: START });
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

describe('SAMAI answering 401 without an ApiKey', () => {
  it('a case is still activated and consulted when the search and the historial answer 401', async () => {
    sim.faults.set('samai', { requireApiKey: API_KEY });
    sim.resetStats();
    try {
      const abogado = await createAbogado(deps);
      const [radicado] = foundRadicados(1, 33, isAdministrativo);
      const {
        rows: [id],
      } = await watch(deps, abogado.id, radicado, [4]);
      const activated = await sourceRow(deps, id);
      expect(activated).toMatchObject({ estado: 2 });
      expect(activated.idActualizacion).not.toBeNull();
      expect(activated.numActuaciones).toBeGreaterThan(0);

      const fecha = sumarDias(START, 1);
      sim.clock.set(fecha);
      await barrerAhora(deps, fecha, { idAbogado: abogado.id });
      const states = await deps.db
        .select({ estado: consultas.estado })
        .from(consultas)
        .where(and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha)));
      expect(states).toEqual([{ estado: 'consultado' }]);
      const stats = sim.stats();
      // The 401s happened and were absorbed per endpoint; the host was never paused or refused.
      expect(stats.faults.samai.unauthorized).toBeGreaterThan(0);
      expect(stats.faults.samai.forbidden).toBe(0);
    } finally {
      sim.faults.clear('samai');
    }
  });

  it('with SOURCE_SAMAI_API_KEY set, the key is sent and the keyed calls are accepted', async () => {
    sim.faults.set('samai', { requireApiKey: API_KEY });
    const sources = await setupSources(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: deps.config.DATABASE_URL,
        JWT_SECRET: TEST_JWT_SECRET,
        COURT_SIM_URL: sim.url,
        SOURCE_SAMAI_API_KEY: API_KEY,
      }),
    );
    try {
      const [radicado] = foundRadicados(1, 34, isAdministrativo);
      sim.resetStats();
      const samai = sources.sources.get(4);
      const [proceso] = await samai.findRadicado(radicado);
      expect(await samai.getActuacionesSince(proceso.ref)).not.toHaveLength(0);
      const stats = sim.stats();
      expect(stats.faults.samai.unauthorized).toBe(0);
      expect(stats.byRoute[HISTORIAL_ROUTE]).toBe(1);
    } finally {
      sim.faults.clear('samai');
      await sources.close();
    }
  });
});
