/**
 * The day's close is a cron repeated every 5 minutes through the morning (pg-boss sends a cron only
 * within a minute of its time, so a single 06:00 tick with nothing up would lose the day): the
 * first run closes the day and queues the reports, later runs find it closed and do nothing; a
 * close asked for a given date (the operator's) always runs. Own database: the close is global.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cerrarDiaJob } from '../../src/monitoring/cerrar-dia.ts';
import { CLOSE_DAY_CRON_POR_DEFECTO } from '../../src/monitoring/plan-noche.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';

const HOY = '2026-11-10';
const { deps } = await createTestApp(
  {},
  { today: HOY, databaseUrl: await createOwnDatabase('cierre_repetido') },
);

async function contar(tabla: 'controles_cambios_dia' | 'envios_informe_diario' | 'dias_cerrados') {
  const { rows } = await deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(tabla)}`,
  );
  return rows[0].n;
}

/** The account's changes that made it into a change control. */
async function enControl(idAbogado: number) {
  const { rows } = await deps.db.execute<{ n: number }>(
    sql`select count(*)::int as n from cambios where id_abogado = ${idAbogado} and id_control is not null`,
  );
  return rows[0].n;
}

describe('the repeated close cron', () => {
  it('fires every 5 minutes from 06:00 to 11:55 by default', () => {
    expect(CLOSE_DAY_CRON_POR_DEFECTO).toBe('*/5 6-11 * * *');
  });

  it('closes the day once, at the first run that finds it open', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    await newActuacion(deps, abogado.id, caso, 2, HOY, 'AUTO ADMITE DEMANDA');
    await markConsulted(deps, abogado.id, caso, HOY);
    const ctx = { jobId: 'x', retryCount: 0, isLastAttempt: false };
    expect(await contar('dias_cerrados')).toBe(0);

    await cerrarDiaJob.handler(deps, {}, ctx);
    expect(await contar('dias_cerrados')).toBe(1);
    expect(await contar('controles_cambios_dia')).toBe(1);
    const informes = await contar('envios_informe_diario');
    expect(informes).toBe(1);

    // A change stored after the close is not picked up by the repeated ticks (the day is closed)…
    const otro = await createCase(deps, abogado.id, [2]);
    await newActuacion(deps, abogado.id, otro, 2, HOY, 'AUTO DECRETA PRUEBAS');
    await markConsulted(deps, abogado.id, otro, HOY);
    await cerrarDiaJob.handler(deps, {}, ctx);
    await cerrarDiaJob.handler(deps, {}, ctx);
    expect(await enControl(abogado.id)).toBe(1);

    // …while a close asked for a date runs again (idempotent, it adds what is new).
    await cerrarDiaJob.handler(deps, { fecha: HOY }, ctx);
    expect(await enControl(abogado.id)).toBe(2);
    expect(await contar('dias_cerrados')).toBe(1);
  });

  it('a close for one account does not mark the day closed for everyone', async () => {
    const abogado = await createAbogado(deps);
    await closeDayFor(deps, '2026-11-09', abogado.id);
    const { rows } = await deps.db.execute(sql`select 1 from dias_cerrados where fecha = '2026-11-09'`);
    expect(rows).toHaveLength(0);
  });
});
