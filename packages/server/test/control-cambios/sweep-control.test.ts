import { sumarDias } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { foundRadicados, isAdministrativo, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const START = '2026-09-01';
const { app, deps, sim } = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '1' }, { today: START });
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

describe('a night with news against the simulator', () => {
  it('ends with the day control holding every visible change, in review order', async () => {
    const abogado = await createAbogado(deps);
    for (const radicado of foundRadicados(8, 71))
      await watch(deps, abogado.id, radicado, isAdministrativo(radicado) ? [2, 4] : [2]);
    let fecha = START;
    let control: { id: number; totalCambios: number } | null = null;
    for (let day = 0; day < 10 && !control; day++) {
      fecha = sumarDias(fecha, 1);
      sim.clock.set(fecha);
      await barrerAhora(deps, fecha, { idAbogado: abogado.id });
      const response = await app.inject({
        url: `/api/ControlCambiosDia?idFecha=${fecha.replaceAll('-', '')}`,
        headers: abogado.auth,
      });
      if (response.statusCode === 200) control = response.json();
    }
    expect(control, 'no day with news in 10 simulated days').not.toBeNull();
    if (!control) return;
    const visible = await deps.db.execute<{ total: number }>(sql`
      select count(*)::int as total from cambios
      where id_abogado = ${abogado.id} and fecha = ${fecha} and suprimido is null`);
    expect(control.totalCambios).toBe(visible.rows[0].total);
    const list = await app.inject({
      url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital`,
      headers: abogado.auth,
    });
    const cambios = list.json().cambios as {
      fuentes: number[];
      tipoCambio: number;
      esPriorizadoPorTito: boolean;
    }[];
    expect(cambios.length).toBe(Math.min(20, control.totalCambios));
    for (const cambio of cambios) expect(cambio.fuentes.length).toBeGreaterThan(0);
    // Tito's priority first within the day's changes.
    const day = cambios
      .filter((cambio) => cambio.tipoCambio === 0)
      .map((cambio) => cambio.esPriorizadoPorTito);
    expect(day).toEqual([...day].sort((a, b) => Number(b) - Number(a)));
  });
});

describe("the engine's day", () => {
  it("is the simulator's, not the machine's, so the web's calendar opens on the night's month", async () => {
    const abogado = await createAbogado(deps);
    sim.clock.set('2026-03-02');
    const hoy = await app.inject({ url: '/api/ControlCambiosDia/Hoy', headers: abogado.auth });
    expect(hoy.statusCode).toBe(200);
    expect(hoy.json()).toEqual({ idFecha: 20260302, fecha: '2026-03-02' });
    sim.clock.set('2026-12-31');
    const despues = await app.inject({ url: '/api/ControlCambiosDia/Hoy', headers: abogado.auth });
    expect(despues.json()).toEqual({ idFecha: 20261231, fecha: '2026-12-31' });
  });

  it('asks for a session', async () => {
    const anonimo = await app.inject({ url: '/api/ControlCambiosDia/Hoy' });
    expect(anonimo.statusCode).toBe(401);
  });
});
