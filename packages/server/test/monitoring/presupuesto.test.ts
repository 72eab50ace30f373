/**
 * The night under a request budget (issue 23), end to end on the real sweep: only what the budget
 * holds is checked, each source row says why it was or was not checked, a due check the budget
 * could not hold is reported as such and one deliberately left for later is not a failure, and the
 * operator sees the budget and its use.
 */

import { sumarDias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cambios, consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { barrerAhora } from '../../src/monitoring/barrer-ahora.ts';
import { COLAS_DEL_BARRIDO, planearBarrido } from '../../src/monitoring/barrido.ts';
import { cerrarDia } from '../../src/monitoring/cerrar-dia.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, isAdministrativo, watch } from './support.ts';

// A day no other sweeping test file uses: the night's plan is stored per day and host.
const START = '2026-05-04';
const BUDGET = 3;
// An egress of its own: the run-time counter is per night, host and egress, shared by the files.
const EGRESO = 'prueba-presupuesto';
const { app, deps, sim } = await createTestApp(
  { JOB_RETRY_DELAY_SECONDS: '1', SWEEP_BUDGET_PER_HOST: String(BUDGET), EGRESS_ID: EGRESO },
  { today: START },
);
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

const abogado = await createAbogado(deps);
const rows: number[] = [];
for (const radicado of foundRadicados(8, 57, (r) => !isAdministrativo(r)))
  rows.push(...(await watch(deps, abogado.id, radicado, [2])).rows);

/** The reasons the night of `fecha` gave, one per watched source row. */
const motivos = async (fecha: string) =>
  (
    await deps.db
      .select({ motivo: procesosEnFuente.motivoNoche })
      .from(procesosEnFuente)
      .where(and(eq(procesosEnFuente.idAbogado, abogado.id), eq(procesosEnFuente.fechaMotivoNoche, fecha)))
  ).map((row) => row.motivo);

const consultasDelDia = (fecha: string) =>
  deps.db
    .select({ estado: consultas.estado, motivo: consultas.motivo, solicitudes: consultas.solicitudes })
    .from(consultas)
    .where(and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha)));

describe('the night under a request budget', () => {
  it('checks first what is due and says honestly which due checks the budget could not hold', async () => {
    const fecha = sumarDias(START, 1);
    sim.clock.set(fecha);
    const result = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    const cpnu = result.presupuesto.find((uso) => uso.host === 'cpnu');
    expect(cpnu).toMatchObject({ presupuestoPorEgreso: BUDGET, egresos: 1 });
    // Never fully checked yet: every case is due, each may cost a search and a page.
    expect(cpnu?.elegidos).toBe(result.checks);
    expect(result.checks).toBeGreaterThan(0);
    expect(result.checks).toBeLessThan(rows.length);
    expect(cpnu?.previstas).toBeLessThanOrEqual(BUDGET);
    const vigiladas = (cpnu?.elegidos ?? 0) + (cpnu?.sinCupo ?? 0) + (cpnu?.noElegidos ?? 0);
    expect(vigiladas).toBeGreaterThanOrEqual(6);
    expect(cpnu?.sinCupo).toBe(vigiladas - result.checks);
    expect((await motivos(fecha)).sort()).toEqual(
      [...Array(result.checks).fill('usuario'), ...Array(vigiladas - result.checks).fill('sinCupo')].sort(),
    );
    const dia = await consultasDelDia(fecha);
    const hechas = dia.filter((c) => c.estado === 'consultado');
    expect(hechas).toHaveLength(result.checks);
    expect(hechas.reduce((total, c) => total + c.solicitudes, 0)).toBeLessThanOrEqual(BUDGET);
    expect(dia.filter((c) => c.motivo === 'SinCupoEnElPresupuesto')).toHaveLength(vigiladas - result.checks);
    const [noConsultados] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(cambios)
      .where(
        and(eq(cambios.idAbogado, abogado.id), eq(cambios.fecha, fecha), eq(cambios.tipo, 'noConsultado')),
      );
    expect(noConsultados?.total).toBe(vigiladas - result.checks);
    const [completa] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(procesosEnFuente)
      .where(
        and(eq(procesosEnFuente.idAbogado, abogado.id), eq(procesosEnFuente.ultimaConsultaCompleta, fecha)),
      );
    expect(completa?.total).toBe(result.checks);
  });

  it('leaves unlikely cases for a later night without calling it a failure, and the operator sees it', async () => {
    const fecha = sumarDias(START, 2);
    sim.clock.set(fecha);
    // Every case registered long ago and fully checked last night: none is due, none has moved lately.
    await deps.db
      .update(procesosEnFuente)
      .set({
        creadoEn: sql`${sumarDias(fecha, -90)}::timestamptz`,
        ultimaConsultaCompleta: sumarDias(fecha, -1),
        fechaUltimaActuacion: sumarDias(fecha, -200),
      })
      .where(eq(procesosEnFuente.idAbogado, abogado.id));
    const result = await barrerAhora(deps, fecha, { idAbogado: abogado.id });
    expect(result.checks).toBeGreaterThan(0);
    expect(result.checks).toBeLessThanOrEqual(BUDGET);
    const cpnu = result.presupuesto.find((uso) => uso.host === 'cpnu');
    const dejados = (await motivos(fecha)).filter((m) => m === 'noElegido');
    expect(dejados.length).toBeGreaterThan(0);
    expect(dejados).toHaveLength(cpnu?.noElegidos ?? -1);
    expect(cpnu?.sinCupo).toBe(0);
    const dia = await consultasDelDia(fecha);
    expect(dia.filter((c) => c.estado !== 'consultado')).toEqual([]);

    const url = `/api/Monitoreo/Presupuesto?fecha=${fecha}`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: abogado.auth })).statusCode).toBe(403);
    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await app.inject({ url, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ fecha, presupuestoPorHost: BUDGET, diasPiso: 7 });
    const operador = body.hosts.find((h: { host: string }) => h.host === 'cpnu');
    expect(operador).toMatchObject({ presupuestoPorEgreso: BUDGET, elegidos: result.checks });
    expect(operador.porMotivo.probabilidad).toBe(result.checks);
    const propias = dia.reduce((total, c) => total + c.solicitudes, 0);
    expect(propias).toBeLessThanOrEqual(BUDGET);
    expect(operador.solicitudes).toBeGreaterThanOrEqual(propias);
    const bad = await app.inject({ url: '/api/Monitoreo/Presupuesto?fecha=ayer', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('stops at the budget while the checks run, however many the plan sent', async () => {
    const fecha = sumarDias(START, 3);
    sim.clock.set(fecha);
    // Every case due again, and a plan made as if the budget were large: all of them are sent.
    await deps.db
      .update(procesosEnFuente)
      .set({ ultimaConsultaCompleta: sumarDias(fecha, -30) })
      .where(eq(procesosEnFuente.idAbogado, abogado.id));
    const generoso = { ...deps, config: { ...deps.config, SWEEP_BUDGET_PER_HOST: 1000 } };
    sim.resetStats();
    const plan = await planearBarrido(generoso, fecha, { idAbogado: abogado.id });
    expect(plan.checks).toBe(rows.length);
    await deps.jobs.drain(COLAS_DEL_BARRIDO, 60_000);
    await cerrarDia(deps, fecha, { idAbogado: abogado.id });

    // The courts saw no more than the budget: the requests past it were never made.
    const vistas = sim.stats().bySource.cpnu;
    expect(vistas).toBeGreaterThan(0);
    expect(vistas).toBeLessThanOrEqual(BUDGET);
    const dia = await consultasDelDia(fecha);
    const hechas = dia.filter((c) => c.estado === 'consultado');
    expect(hechas.length).toBeGreaterThan(0);
    expect(hechas.length).toBeLessThan(rows.length);
    expect(hechas.reduce((total, c) => total + c.solicitudes, 0)).toBeLessThanOrEqual(BUDGET);
    // The rest were deferred, not failed: the lawyer reads that the night's budget ran out.
    const aplazadas = dia.filter((c) => c.motivo === 'SinCupoEnElPresupuesto');
    expect(hechas.length + aplazadas.length).toBe(rows.length);
    expect(dia.filter((c) => c.estado !== 'consultado' && c.motivo !== 'SinCupoEnElPresupuesto')).toEqual([]);
    expect((await motivos(fecha)).filter((m) => m === 'sinCupo')).toHaveLength(aplazadas.length);

    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await app.inject({
      url: `/api/Monitoreo/Presupuesto?fecha=${fecha}`,
      headers: admin.auth,
    });
    const cpnu = response.json().hosts.find((h: { host: string }) => h.host === 'cpnu');
    // Counted before they left, the requests the court saw, each check's unused claim given back.
    expect(cpnu.porEgreso).toEqual([{ egreso: EGRESO, solicitudes: vistas, presupuesto: BUDGET }]);
  });
});
