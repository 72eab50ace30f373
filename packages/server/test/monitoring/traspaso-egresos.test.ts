/**
 * A check its egress cannot pay for is handed to another live egress only if that one can pay for
 * the check's first claim (the search and one page, gasto.ts): an egress with one request left
 * refuses every check, and two such egresses would pass the checks back and forth all night.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { gastoEgresos } from '../../src/db/schema-presupuesto.ts';
import { otroEgresoConCupo } from '../../src/monitoring/presupuesto/gasto.ts';
import { createTestApp } from '../support/test-app.ts';

const { deps } = await createTestApp({ EGRESS_ID: `traspaso-a-${process.pid}` });
const OTRO = `traspaso-b-${process.pid}`;
const FECHA = '2026-07-20';
const HOST = 'cpnu-traspaso';
const PRESUPUESTO = 10;

await deps.db.execute(sql`
  insert into egresos_vivos (cola, egreso, visto_en) values (${deps.config.JOBS_SCHEMA}, ${OTRO}, now())`);
afterAll(() => deps.db.execute(sql`delete from egresos_vivos where egreso = ${OTRO}`));

async function gastoDelOtro(solicitudes: number, reserva = 0, prioritarias = 0) {
  await deps.db
    .insert(gastoEgresos)
    .values({
      fecha: FECHA,
      host: HOST,
      egreso: OTRO,
      solicitudes,
      presupuesto: PRESUPUESTO,
      reserva,
      prioritarias,
    })
    .onConflictDoUpdate({
      target: [gastoEgresos.fecha, gastoEgresos.host, gastoEgresos.egreso],
      set: { solicitudes, reserva, prioritarias },
    });
}

describe('handing a check over to another egress', () => {
  it('offers it to an egress that can pay for its first claim, not to one with a single request left', async () => {
    await gastoDelOtro(PRESUPUESTO - 2);
    expect(await otroEgresoConCupo(deps, FECHA, HOST)).toBe(true);
    await gastoDelOtro(PRESUPUESTO - 1);
    expect(await otroEgresoConCupo(deps, FECHA, HOST)).toBe(false);
    expect(await otroEgresoConCupo(deps, FECHA, HOST, { prioritaria: true })).toBe(false);
  });

  it('counts the reserve tiers 1–2 still hold against a lower-tier check only', async () => {
    // 5 spent, 4 of the reserve of 4 not yet spent by tiers 1–2: a lower tier has 1 left, tiers 1–2 have 5.
    await gastoDelOtro(5, 4, 0);
    expect(await otroEgresoConCupo(deps, FECHA, HOST)).toBe(false);
    expect(await otroEgresoConCupo(deps, FECHA, HOST, { prioritaria: true })).toBe(true);
    await gastoDelOtro(4, 4, 0);
    expect(await otroEgresoConCupo(deps, FECHA, HOST)).toBe(true);
  });
});
