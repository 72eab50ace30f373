/**
 * A worker process killed (SIGKILL) in the middle of delivering webhooks, then a new one started:
 * the receiver on loopback processes every event exactly once and none is lost. Deliveries the
 * dead worker had in flight reach the receiver again only after their lease, with the same
 * `webhook-id`, which the receiver (as Standard Webhooks asks) uses to drop the repeat; every other
 * event arrives once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookEntregas, webhookEventos } from '../../src/db/schema-webhooks.ts';
import { CARRILES } from '../../src/features/webhooks/entregar.ts';
import { guardarActuaciones } from '../../src/monitoring/guardar-actuaciones.ts';
import type { ActuacionFuente } from '../../src/sources/types.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { createAbogado } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';
import { iniciarReceptor } from './receptor.ts';

const LEASE_SECONDS = 3;
const databaseUrl = await createOwnDatabase('webhooks_kill');
const { app, deps, sim } = await createTestApp({}, { databaseUrl });
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');
let secreto = '';
const receptor = await iniciarReceptor(() => secreto);
afterAll(() => receptor.cerrar());

function iniciarWorker(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', main, 'worker'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      COURT_SIM_URL: sim.url,
      JOBS_SCHEMA: deps.config.JOBS_SCHEMA,
      DEMO: 'false',
      LOG_LEVEL: process.env.DEBUG_WORKER ? 'info' : 'silent',
      WEBHOOKS_POLL_MS: '100',
      WEBHOOKS_TIMEOUT_MS: '1500',
      WEBHOOKS_LEASE_SECONDS: String(LEASE_SECONDS),
    },
    stdio: process.env.DEBUG_WORKER ? 'inherit' : 'ignore',
  });
}

const terminar = (worker: ChildProcess, signal: NodeJS.Signals) =>
  new Promise((resolve) => {
    worker.once('exit', resolve);
    worker.kill(signal);
  });

async function esperar(condicion: () => boolean | Promise<boolean>, ms: number, que: string) {
  const limite = Date.now() + ms;
  while (!(await condicion())) {
    if (Date.now() > limite) throw new Error(`no ocurrió a tiempo: ${que}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('worker killed mid-delivery', () => {
  it('every event reaches the receiver once, none lost', async () => {
    const dueno = await createAbogado(deps);
    const creado = await app.inject({
      method: 'POST',
      url: '/api/Webhooks',
      headers: dueno.auth,
      payload: { url: receptor.url },
    });
    expect(creado.statusCode).toBe(201);
    secreto = creado.json().secreto;
    // Slow enough that the kill finds deliveries in flight.
    receptor.responder = () => ({ estado: 200, demoraMs: 300 });

    const expediente = await createExpedienteRow(deps, dueno.id);
    const fila = await createProcesoEnFuenteRow(deps, expediente);
    const proceso = {
      id: fila.id,
      idAbogado: dueno.id,
      idExpediente: expediente.id,
      tipoFuente: fila.tipoFuente,
    };
    const lista = Array.from(
      { length: 30 },
      (_, i) =>
        ({
          key: `kill-${i}`,
          descripcion: i % 2 ? 'Fijacion estado' : 'Al despacho',
          anotacion: i % 2 ? 'AUTO QUE CORRE TRASLADO POR EL TÉRMINO DE TRES (3) DÍAS' : null,
          fechaActuacion: '2026-11-20T00:00:00',
          fechaRegistro: '2026-11-20T00:00:00',
          fechaInicioTermino: null,
          fechaFinalizaTermino: null,
        }) as ActuacionFuente,
    );
    await deps.db.transaction((tx) => guardarActuaciones(tx, proceso, lista, '2026-11-24'));
    const eventos = await deps.db.select().from(webhookEventos).where(eq(webhookEventos.idAbogado, dueno.id));
    expect(eventos.length).toBeGreaterThanOrEqual(40);

    const primero = iniciarWorker();
    await esperar(() => receptor.llegadas.length >= 12, 60_000, 'las primeras entregas');
    await terminar(primero, 'SIGKILL');
    const muerte = Date.now();
    const llegadasAntes = receptor.llegadas.length;
    expect(llegadasAntes).toBeLessThan(eventos.length);

    const segundo = iniciarWorker();
    try {
      const pendientes = async () => {
        const [fila] = await deps.db
          .select({ total: sql<number>`count(*)::int` })
          .from(webhookEntregas)
          .where(eq(webhookEntregas.estado, 'pendiente'));
        return fila.total === 0;
      };
      await esperar(pendientes, 60_000, 'todas las entregas');
    } finally {
      await terminar(segundo, 'SIGTERM');
    }

    // None lost, each processed once.
    expect([...receptor.procesados.keys()].sort()).toEqual(eventos.map((evento) => evento.id).sort());
    expect(receptor.llegadas.every((llegada) => llegada.firmaValida)).toBe(true);
    const entregas = await deps.db.select().from(webhookEntregas);
    expect(entregas.every((entrega) => entrega.estado === 'entregado')).toBe(true);

    // Repeats: only deliveries in flight at the kill, at most one per lane, after their lease.
    const porId = new Map<string, typeof receptor.llegadas>();
    for (const llegada of receptor.llegadas)
      porId.set(llegada.id, [...(porId.get(llegada.id) ?? []), llegada]);
    const repetidos = [...porId.values()].filter((llegadas) => llegadas.length > 1);
    // The kill came within 50 ms of an arrival the receiver holds 300 ms: at least that one was in flight.
    expect(repetidos.length).toBeGreaterThanOrEqual(1);
    expect(repetidos.length).toBeLessThanOrEqual(CARRILES);
    for (const [primera, segunda, ...resto] of repetidos) {
      expect(resto).toEqual([]);
      expect(primera.llegadaMs).toBeLessThanOrEqual(muerte);
      expect(segunda.llegadaMs - primera.llegadaMs).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000 - 500);
    }
    expect(receptor.llegadas.length).toBe(eventos.length + repetidos.length);
    if (process.env.DEBUG_WORKER)
      console.log({ eventos: eventos.length, llegadasAntes, repetidos: repetidos.length });
  }, 120_000);
});
