import { sumarDias } from '@expediente/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actuaciones, consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, watch } from './support.ts';

const START = '2026-08-03';
// A database of its own: its nights are the whole installation's (two accounts share a reading,
// so they are not scoped to one lawyer). On the suite's database they checked every other file's
// cases against this file's simulator and clock (27/11): a faults.test.ts row in estado 3 set back
// to 2 mid-test, and the litigants' rows stamped with August dates before their June nights.
const { deps, sim } = await createTestApp(
  { JOB_RETRY_DELAY_SECONDS: '1' },
  { today: START, databaseUrl: await createOwnDatabase('una_solicitud') },
);
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

describe('CPNU readings shared for the night', () => {
  it('cost one request per unchanged radicado, however many views and accounts watch it', async () => {
    const primera = await createAbogado(deps);
    const segunda = await createAbogado(deps);
    const radicados = foundRadicados(6, 91, (radicado) => !['23', '33'].includes(radicado.slice(5, 7)));
    const rows: number[] = [];
    for (const radicado of radicados) {
      rows.push(...(await watch(deps, primera.id, radicado, [0, 1, 2])).rows);
      rows.push(...(await watch(deps, segunda.id, radicado, [2])).rows);
    }
    let fecha = START;
    for (let day = 0; day < 4; day++) {
      fecha = sumarDias(fecha, 1);
      sim.clock.set(fecha);
      await barrerAhora(deps, fecha, { tiposFuente: [0, 1, 2] });
    }
    const perRadicado = await deps.db.execute<{ numero: string; solicitudes: number; cambio: boolean }>(sql`
      select e.numero, sum(c.solicitudes)::int as solicitudes,
        bool_or(exists (select 1 from ${actuaciones} a where a.id_proceso_en_fuente = c.id_proceso_en_fuente and a.fecha_deteccion = ${fecha})) as cambio
      from ${consultas} c join expedientes e on e.id = c.id_expediente
      where c.fecha = ${fecha} and c.id_proceso_en_fuente = any(${sql.param(rows)}::int[])
      group by e.numero`);
    const unchanged = perRadicado.rows.filter((row) => !row.cambio);
    expect(unchanged.length).toBeGreaterThan(0);
    for (const row of unchanged) expect(row, row.numero).toMatchObject({ solicitudes: 1 });
    // Every view of every account that the sources know was consulted that night.
    const [watched] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(procesosEnFuente)
      .where(and(inArray(procesosEnFuente.id, rows), isNotNull(procesosEnFuente.idActualizacion)));
    expect(watched.total).toBeGreaterThanOrEqual(radicados.length * 2);
    const [consulted] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(consultas)
      .where(
        and(
          eq(consultas.fecha, fecha),
          eq(consultas.estado, 'consultado'),
          inArray(consultas.idProcesoEnFuente, rows),
        ),
      );
    expect(consulted.total).toBe(watched.total);
  });
});
