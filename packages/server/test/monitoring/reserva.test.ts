/**
 * Tiers 1–2 first while the night runs (issue 23, item 2: user-triggered checks go first): each
 * egress keeps a reserve R of its budget N per host — what the plan expects tiers 1–2 to need plus
 * SWEEP_USER_RESERVE_PERCENT for checks a person asks for during the night — that the lower tiers
 * may not spend (they stop at N − R), while tiers 1–2 spend up to N. On the real counter
 * (gasto_egresos, PostgreSQL) and through the real queue against the court simulator.
 */

import { sumarDias } from '@expediente/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultas, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { gastoEgresos, planesNoche } from '../../src/db/schema-presupuesto.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { COLAS_DEL_BARRIDO, planearBarrido } from '../../src/monitoring/barrido.ts';
import { consultarProcesoJob } from '../../src/monitoring/consultar-proceso.ts';
import {
  egresoDe,
  PresupuestoAgotadoError,
  reservarSolicitudes,
} from '../../src/monitoring/presupuesto/gasto.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, isAdministrativo, watch } from './support.ts';

// A day no other test file uses: the night's plan (and so the reserve) is stored per day and host.
const START = '2026-07-06';
const BUDGET = 10;
// 20 % of a budget of 10: 2 requests per host kept for checks a person asks for during the night.
const MARGEN = 2;
const EGRESO = 'prueba-reserva';
const { app, deps, sim } = await createTestApp(
  {
    JOB_RETRY_DELAY_SECONDS: '1',
    SWEEP_BUDGET_PER_HOST: String(BUDGET),
    SWEEP_USER_RESERVE_PERCENT: '20',
    EGRESS_ID: EGRESO,
  },
  { today: START },
);
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });
const egreso = egresoDe(deps.config);

/** A night's plan for `host` expecting tiers 1–2 to need `reserva` requests per egress. */
const planConReserva = (fecha: string, host: string, reserva: number) =>
  deps.db.insert(planesNoche).values({
    fecha,
    host,
    presupuestoPorEgreso: BUDGET,
    egresos: 1,
    previstas: reserva,
    reservaPrioritaria: reserva,
    candidatos: 0,
    elegidos: 0,
    sinCupo: 0,
    noElegidos: 0,
    porMotivo: {},
  });

/** Claims one request at a time, `veces` times; returns how many the counter let through. */
async function reservar(fecha: string, host: string, veces: number, prioritaria: boolean) {
  let hechas = 0;
  for (let i = 0; i < veces; i++) {
    try {
      await reservarSolicitudes(deps.db, fecha, host, egreso, 1, { prioritaria });
      hechas++;
    } catch (error) {
      if (!(error instanceof PresupuestoAgotadoError)) throw error;
    }
  }
  return hechas;
}

const gastoDe = async (fecha: string, host: string) => {
  const [fila] = await deps.db
    .select()
    .from(gastoEgresos)
    .where(and(eq(gastoEgresos.fecha, fecha), eq(gastoEgresos.host, host), eq(gastoEgresos.egreso, EGRESO)));
  return fila;
};

const abogado = await createAbogado(deps);
const rows: number[] = [];
for (const radicado of foundRadicados(10, 73, (r) => !isAdministrativo(r)))
  rows.push(...(await watch(deps, abogado.id, radicado, [2])).rows);

const consultadoEse = async (id: number, fecha: string) =>
  (
    await deps.db
      .select({ estado: consultas.estado })
      .from(consultas)
      .where(and(eq(consultas.idProcesoEnFuente, id), eq(consultas.fecha, fecha)))
  )[0]?.estado;

describe('the budget kept for tiers 1–2 while the night runs', () => {
  it('stops the lower tiers at N − R and lets tiers 1–2 spend up to N, whatever the order', async () => {
    expect(egreso.margenUsuario).toBe(MARGEN);
    const fecha = START;
    await planConReserva(fecha, 'reserva-en-orden', 3);
    const R = 3 + MARGEN;
    // Tiers 1–2 spend part of their reserve first; the others still stop at N − R.
    expect(await reservar(fecha, 'reserva-en-orden', 2, true)).toBe(2);
    expect(await reservar(fecha, 'reserva-en-orden', 20, false)).toBe(BUDGET - R);
    expect(await reservar(fecha, 'reserva-en-orden', 20, true)).toBe(R - 2);
    expect(await gastoDe(fecha, 'reserva-en-orden')).toMatchObject({
      solicitudes: BUDGET,
      prioritarias: R,
      presupuesto: BUDGET,
      reserva: R,
    });

    // No plan for the host tonight: the margin for checks asked for during the night alone.
    expect(await reservar(fecha, 'reserva-sin-plan', 20, false)).toBe(BUDGET - MARGEN);
    expect(await reservar(fecha, 'reserva-sin-plan', 20, true)).toBe(MARGEN);
  });

  it('holds with the checks claiming at once (one conditional upsert, no read-then-write)', async () => {
    const fecha = START;
    const host = 'reserva-a-la-vez';
    await planConReserva(fecha, host, 3);
    const R = 3 + MARGEN;
    // The lower tiers' claims leave first: without the reserve they would take the whole budget.
    const intentos = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        reservarSolicitudes(deps.db, fecha, host, egreso, 1, { prioritaria: i >= 20 }).then(() => i >= 20),
      ),
    );
    const hechas = intentos.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of intentos)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PresupuestoAgotadoError);
    expect(hechas).toHaveLength(BUDGET);
    expect(hechas.filter((prioritaria) => !prioritaria).length).toBeLessThanOrEqual(BUDGET - R);
    expect(hechas.filter(Boolean).length).toBeGreaterThanOrEqual(R);
    expect(await gastoDe(fecha, host)).toMatchObject({
      solicitudes: BUDGET,
      prioritarias: hechas.filter(Boolean).length,
    });
  });

  it('makes a check a person asks for mid-night after the lower tiers spent N − R', async () => {
    const fecha = sumarDias(START, 1);
    sim.clock.set(fecha);
    // Every case registered long ago and due for the floor: tonight's checks are all lower tier.
    await deps.db
      .update(procesosEnFuente)
      .set({
        creadoEn: sql`${sumarDias(fecha, -90)}::timestamptz`,
        ultimaConsultaCompleta: sumarDias(fecha, -30),
      })
      .where(eq(procesosEnFuente.idAbogado, abogado.id));
    // Planned as if the budget were large: all of them are sent, none of tiers 1–2.
    const generoso = { ...deps, config: { ...deps.config, SWEEP_BUDGET_PER_HOST: 1000 } };
    sim.resetStats();
    const plan = await planearBarrido(generoso, fecha, { idAbogado: abogado.id });
    expect(plan.checks).toBe(rows.length);
    expect(plan.presupuesto.find((uso) => uso.host === 'cpnu')?.porMotivo.piso).toBe(rows.length);
    await deps.jobs.drain(COLAS_DEL_BARRIDO, 60_000);
    const R = MARGEN;
    const noche = await gastoDe(fecha, 'cpnu');
    expect(noche?.solicitudes).toBeGreaterThan(0);
    expect(noche?.solicitudes).toBeLessThanOrEqual(BUDGET - R);
    expect(noche?.prioritarias).toBe(0);
    expect(sim.stats().bySource.cpnu).toBe(noche?.solicitudes);
    // Another floor check (a retry, another path) takes what the lower tiers may still take.
    await reservar(fecha, 'cpnu', 20, false);
    expect((await gastoDe(fecha, 'cpnu'))?.solicitudes).toBe(BUDGET - R);
    const sinCupo = await deps.db
      .select({ id: procesosEnFuente.id })
      .from(procesosEnFuente)
      .where(
        and(
          inArray(procesosEnFuente.id, rows),
          eq(procesosEnFuente.motivoNoche, 'sinCupo'),
          eq(procesosEnFuente.fechaMotivoNoche, fecha),
        ),
      );
    expect(sinCupo.length).toBeGreaterThan(0);
    const pedido = sinCupo[0]?.id as number;
    expect(await consultadoEse(pedido, fecha)).toBeUndefined();

    // A person refreshes one of them at 03:00: a tiers 1–2 check, queued mid-night.
    const antes = sim.stats().bySource.cpnu;
    await deps.jobs.send(consultarProcesoJob, { idProcesoEnFuente: pedido, fecha, prioritaria: true });
    await deps.jobs.drain(COLAS_DEL_BARRIDO, 60_000);
    expect(await consultadoEse(pedido, fecha)).toBe('consultado');
    const hechas = sim.stats().bySource.cpnu - antes;
    expect(hechas).toBeGreaterThan(0);
    const despues = await gastoDe(fecha, 'cpnu');
    expect(despues).toMatchObject({ solicitudes: BUDGET - R + hechas, prioritarias: hechas, reserva: R });
    // Still nothing more for the lower tiers; tiers 1–2 up to the budget itself, never past it.
    expect(await reservar(fecha, 'cpnu', 5, false)).toBe(0);
    expect(await reservar(fecha, 'cpnu', 20, true)).toBe(R - hechas);
    expect((await gastoDe(fecha, 'cpnu'))?.solicitudes).toBe(BUDGET);
  });

  it('keeps for tiers 1–2 what the plan expects them to need, and the operator sees it', async () => {
    const fecha = sumarDias(START, 2);
    sim.clock.set(fecha);
    // Two cases never fully checked (tier 1, usuario); the rest due for the floor.
    await deps.db
      .update(procesosEnFuente)
      .set({ ultimaConsultaCompleta: sumarDias(fecha, -30), motivoNoche: null })
      .where(eq(procesosEnFuente.idAbogado, abogado.id));
    const primeras = rows.slice(0, 2);
    await deps.db
      .update(procesosEnFuente)
      .set({ ultimaConsultaCompleta: null })
      .where(inArray(procesosEnFuente.id, primeras));
    const plan = await planearBarrido(deps, fecha, { idAbogado: abogado.id });
    await deps.jobs.drain(COLAS_DEL_BARRIDO, 60_000);
    const cpnu = plan.presupuesto.find((uso) => uso.host === 'cpnu');
    expect(cpnu?.porMotivo.usuario).toBe(2);
    const [guardado] = await deps.db
      .select({ reserva: planesNoche.reservaPrioritaria })
      .from(planesNoche)
      .where(and(eq(planesNoche.fecha, fecha), eq(planesNoche.host, 'cpnu')));
    // At least a search each; the plan's margin of three standard deviations on top.
    expect(guardado?.reserva).toBeGreaterThanOrEqual(2);
    const R = (guardado?.reserva ?? 0) + MARGEN;
    expect(cpnu?.reservaPorEgreso).toBe(R);
    for (const id of primeras) expect(await consultadoEse(id, fecha)).toBe('consultado');
    // The sweep sent them as tiers 1–2: their requests count as such, the others' stop at N − R.
    const gasto = await gastoDe(fecha, 'cpnu');
    expect(gasto?.prioritarias).toBeGreaterThanOrEqual(2);
    expect((gasto?.solicitudes ?? 0) - (gasto?.prioritarias ?? 0)).toBeLessThanOrEqual(BUDGET - R);
    expect(gasto?.reserva).toBe(R);

    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await app.inject({
      url: `/api/Monitoreo/Presupuesto?fecha=${fecha}`,
      headers: admin.auth,
    });
    const operador = response.json().hosts.find((h: { host: string }) => h.host === 'cpnu');
    expect(operador.porEgreso).toEqual([
      { egreso: EGRESO, solicitudes: gasto?.solicitudes, presupuesto: BUDGET },
    ]);
    expect(operador.reservas).toEqual([{ egreso: EGRESO, reserva: R, prioritarias: gasto?.prioritarias }]);
  });
});
