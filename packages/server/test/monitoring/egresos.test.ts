/**
 * Several egress worker processes on one queue (issue 23): each leaves through its own proxy and
 * spends its own budget; one out of budget hands its checks to the other; one killed (SIGKILL)
 * mid-night leaves its work to the other. Every planned check is done exactly once.
 */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { sumarDias } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { actuaciones, cambios, consultas } from '../../src/db/schema-expedientes.ts';
import { gastoEgresos } from '../../src/db/schema-presupuesto.ts';
import { COLAS_DEL_BARRIDO, planearBarrido } from '../../src/monitoring/barrido.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { foundRadicados, iniciarWorker, isAdministrativo, watch } from './support.ts';

const START = '2026-09-07';
const { deps, sim } = await createTestApp(
  { JOB_RETRY_DELAY_SECONDS: '1', JOB_EXPIRE_SECONDS: '4', JOBS_MAINTENANCE_SECONDS: '1' },
  { today: START },
);
// Names of their own: the night's spend is per night, host and egress, shared by the test files.
const EGRESO_A = `prueba-a-${process.pid}`;
const EGRESO_B = `prueba-b-${process.pid}`;
const PRESUPUESTO_A = 3;

/** A minimal forward proxy (CONNECT) that counts the tunnels it opened: one per egress worker. */
async function startProxy() {
  const tunnels: string[] = [];
  const server = net.createServer((client) => {
    client.once('data', (head) => {
      const [method, target] = head.toString('latin1').split(' ');
      if (method !== 'CONNECT' || !target) return client.destroy();
      tunnels.push(target);
      const [host, port] = target.split(':');
      const upstream = net.connect(Number(port), host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}`, tunnels };
}

function startWorker(egreso: string, presupuesto: number, proxyUrl: string): ChildProcess {
  return iniciarWorker(deps, sim.url, inject('databaseUrl'), {
    EGRESS_ID: egreso,
    EGRESS_PROXY_URL: proxyUrl,
    SWEEP_BUDGET_PER_HOST: String(presupuesto),
  });
}

const stop = async (worker: ChildProcess, signal: NodeJS.Signals) => {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  worker.kill(signal);
  await new Promise((resolve) => worker.once('exit', resolve));
};

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000) {
  for (let waited = 0; !(await condition()); waited += 100) {
    if (waited > timeoutMs) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function gastoDe(fecha: string, egreso: string) {
  const [fila] = await deps.db
    .select({ solicitudes: gastoEgresos.solicitudes })
    .from(gastoEgresos)
    .where(
      and(eq(gastoEgresos.fecha, fecha), eq(gastoEgresos.host, 'cpnu'), eq(gastoEgresos.egreso, egreso)),
    );
  return fila?.solicitudes ?? 0;
}

describe('egress workers on one queue', () => {
  it('each spends its own budget through its own proxy, and a killed one leaves its work to the other', async () => {
    const abogado = await createAbogado(deps);
    for (const radicado of foundRadicados(12, 73, (r) => !isAdministrativo(r)))
      await watch(deps, abogado.id, radicado, [2]);
    const fecha = sumarDias(START, 3);
    sim.clock.set(fecha);
    const [proxyA, proxyB] = [await startProxy(), await startProxy()];
    const workerA = startWorker(EGRESO_A, PRESUPUESTO_A, proxyA.url);
    const workerB = startWorker(EGRESO_B, 1000, proxyB.url);
    try {
      const vivos = async () => {
        const filas = await deps.db.execute<{ total: number }>(sql`
          select count(*)::int as total from egresos_vivos where cola = ${deps.config.JOBS_SCHEMA}`);
        return filas.rows[0]?.total === 2;
      };
      await waitFor(vivos);
      // B paused (still alive by its last beat, 30 s), so that A surely takes the night's jobs
      // first: B alone could fetch all 12 at once.
      workerB.kill('SIGSTOP');
      sim.resetStats();
      const plan = await planearBarrido(deps, fecha, { idAbogado: abogado.id });
      // Planned for the two egresses alive on this queue.
      expect(plan.presupuesto.find((uso) => uso.host === 'cpnu')?.egresos).toBe(2);
      expect(plan.checks).toBe(12);
      // A has spent its small budget and handed the rest over: kill it, with jobs in its hands.
      await waitFor(async () => proxyA.tunnels.length > 0 && (await gastoDe(fecha, EGRESO_A)) > 0);
      await stop(workerA, 'SIGKILL');
      workerB.kill('SIGCONT');
      await deps.jobs.drain(COLAS_DEL_BARRIDO, 60_000);
    } finally {
      workerB.kill('SIGCONT');
      await stop(workerA, 'SIGKILL');
      await stop(workerB, 'SIGTERM');
    }

    // Every planned check done, once: one consultation each, one change per new actuación.
    const dia = await deps.db
      .select({ estado: consultas.estado, solicitudes: consultas.solicitudes })
      .from(consultas)
      .where(and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha)));
    expect(dia).toHaveLength(12);
    expect(dia.every((consulta) => consulta.estado === 'consultado')).toBe(true);
    const [nuevas] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(actuaciones)
      .where(and(eq(actuaciones.idAbogado, abogado.id), eq(actuaciones.fechaDeteccion, fecha)));
    const [changes] = await deps.db
      .select({ total: sql<number>`count(*)::int` })
      .from(cambios)
      .where(and(eq(cambios.idAbogado, abogado.id), eq(cambios.fecha, fecha), eq(cambios.tipo, 'actuacion')));
    expect(changes.total).toBe(nuevas.total);

    // Each egress within its own budget; together they counted every request the court saw.
    const [deA, deB] = [await gastoDe(fecha, EGRESO_A), await gastoDe(fecha, EGRESO_B)];
    expect(deA).toBeGreaterThan(0);
    expect(deA).toBeLessThanOrEqual(PRESUPUESTO_A);
    expect(deB).toBeGreaterThan(0);
    expect(sim.stats().bySource.cpnu).toBeLessThanOrEqual(deA + deB);
    // Each worker's requests left through its own proxy, to the court.
    const court = new URL(sim.url).host;
    expect(proxyA.tunnels.length).toBeGreaterThan(0);
    expect(proxyB.tunnels.length).toBeGreaterThan(0);
    expect([...proxyA.tunnels, ...proxyB.tunnels].every((target) => target === court)).toBe(true);
  }, 240_000);
});
