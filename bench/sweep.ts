/**
 * Sweep benchmark: N cases × 3 sources (Unificada, Samai for administrative courts or Tyba
 * otherwise, Publicaciones Procesales) against the court simulator on loopback, in a separate
 * process so that CPU figures are the engine's own. Prints wall time, court requests per unchanged
 * Unificada case and per unchanged radicado (every CPNU view together), CPU ms per check, peak memory, and a projection at a polite rate.
 * Never pass/fail. Usage: npx tsx bench/sweep.ts [--cases 2000] [--polite-ms 1000]
 * [--activation-concurrency 8] [--profile]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { sampleRadicados } from '@expediente/court-sim';
import { and, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.ts';
import { abogados } from '../packages/server/src/db/schema.ts';
import {
  actuaciones,
  consultas,
  expedientes,
  procesosEnFuente,
} from '../packages/server/src/db/schema-expedientes.ts';
import { activarFuenteJob } from '../packages/server/src/features/fuentes/trabajo-de-activacion.ts';
import { WORKER_JOBS } from '../packages/server/src/jobs/registry.ts';
import { barrerAhora } from '../packages/server/src/monitoring/barrer-ahora.ts';
import { openRuntime } from '../packages/server/src/runtime.ts';
import { peakRssMb, printMachine } from './lib/machine.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const CASES = argument('cases', 2000);
const POLITE_MS = argument('polite-ms', 1000);
const ACTIVATION_CONCURRENCY = argument('activation-concurrency', 8);
const PROFILE = process.argv.includes('--profile');
const SIM_PORT = 4590;
const START = '2026-06-01';

async function startSimulator(): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'packages/court-sim/src/cli.ts', '--port', String(SIM_PORT), '--today', START],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${SIM_PORT}/__control/clock`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('el simulador no arrancó');
}

/** CPU (all threads of this process: the engine, pg client, PDF worker) and wall time of a phase. */
async function measure<T>(work: () => Promise<T>) {
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  const value = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { value, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: Date.now() - started };
}

/** --profile: a V8 CPU profile of the sweep alone (open it in Chrome DevTools). */
async function startProfiler() {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      const file = path.join(os.tmpdir(), `sweep-${Date.now()}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      return file;
    },
  };
}

async function control(pathname: string, body: object) {
  await fetch(`http://127.0.0.1:${SIM_PORT}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function main() {
  printMachine();
  console.log(`Cases: ${CASES} × 3 sources\n`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sweep-'));
  fs.chmodSync(dataDir, 0o755);
  const sim = await startSimulator();
  const config = loadConfig({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54591',
    COURT_SIM_URL: `http://127.0.0.1:${SIM_PORT}`,
    SOURCE_MIN_INTERVAL_MS: '0',
    SOURCE_MAX_CONCURRENT: '8',
    DEMO: 'false',
    JOB_RETRY_DELAY_SECONDS: '1',
  });
  const runtime = await openRuntime(config);
  const { deps } = runtime;
  deps.log = { info() {}, warn() {}, error() {} };
  try {
    const [abogado] = await deps.db
      .insert(abogados)
      .values({ email: `bench.${Date.now()}@pruebas.co`, nombre: 'Bench' })
      .returning();
    const radicados = sampleRadicados(CASES, 7);
    const rows: { idAbogado: number; idExpediente: number; tipoFuente: number; estado: number }[] = [];
    for (let start = 0; start < radicados.length; start += 500) {
      const created = await deps.db
        .insert(expedientes)
        .values(radicados.slice(start, start + 500).map((numero) => ({ idAbogado: abogado.id, numero })))
        .returning({ id: expedientes.id, numero: expedientes.numero });
      for (const expediente of created) {
        const administrative = ['23', '33'].includes(expediente.numero.slice(5, 7));
        for (const tipoFuente of [2, administrative ? 4 : 1, 6]) {
          rows.push({ idAbogado: abogado.id, idExpediente: expediente.id, tipoFuente, estado: 0 });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 1000)
      await deps.db.insert(procesosEnFuente).values(rows.slice(start, start + 1000));
    // Activation is set-up here, not what is measured: let more of it run at once.
    const jobs = WORKER_JOBS.map((job) =>
      job.name === activarFuenteJob.name ? { ...job, concurrency: ACTIVATION_CONCURRENCY } : job,
    );
    await deps.jobs.work(deps, jobs, { pollingIntervalSeconds: 0.5 });
    let started = Date.now();
    const pending = await deps.db
      .select({ id: procesosEnFuente.id })
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idAbogado, abogado.id));
    await deps.jobs.sendMany(
      activarFuenteJob,
      pending.map((row) => ({ idProcesoEnFuente: row.id })),
    );
    await deps.jobs.drain([activarFuenteJob.name], 3_600_000);
    console.log(
      `Activation of ${pending.length} source rows: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const fecha = '2026-06-02';
    await control('/__control/clock/set', { date: fecha });
    await control('/__control/stats/reset', {});
    const profiler = PROFILE ? await startProfiler() : null;
    started = Date.now();
    // Two phases, so that each kind of work has its own CPU figure: per-case checks (Unificada,
    // Tyba, Samai), then the publication source's court readings (listing, PDFs, matching).
    const checksPhase = await measure(() =>
      barrerAhora(deps, fecha, { idAbogado: abogado.id, tiposFuente: [0, 1, 2, 4] }),
    );
    const courtsPhase = await measure(() =>
      barrerAhora(deps, fecha, { idAbogado: abogado.id, tiposFuente: [3, 5, 6] }),
    );
    const wallMs = Date.now() - started;
    if (profiler) console.log(`CPU profile of the sweep: ${await profiler.stop()}`);
    const result = { checks: checksPhase.value.checks, courts: courtsPhase.value.courts };
    const stats = (await (await fetch(`http://127.0.0.1:${SIM_PORT}/__control/stats`)).json()) as {
      total: number;
    };
    const changed = await deps.db
      .selectDistinct({ id: actuaciones.idProcesoEnFuente })
      .from(actuaciones)
      .where(and(eq(actuaciones.idAbogado, abogado.id), eq(actuaciones.fechaDeteccion, fecha)));
    const changedIds = new Set(changed.map((row) => row.id));
    const unificada = await deps.db
      .select({ id: consultas.idProcesoEnFuente, solicitudes: consultas.solicitudes })
      .from(consultas)
      .where(
        and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha), eq(consultas.tipoFuente, 2)),
      );
    const unchanged = unificada.filter((row) => !changedIds.has(row.id));
    const perUnchanged =
      unchanged.reduce((total, row) => total + row.solicitudes, 0) / Math.max(1, unchanged.length);
    // Rama, Tyba and Unificada all read CPNU: the night shares one search per radicado.
    const perRadicado = await deps.db.execute<{
      radicado: string;
      solicitudes: number;
      intentos: number;
      consultas: number;
    }>(sql`
      select min(e.numero) as radicado, sum(c.solicitudes)::int as solicitudes,
        sum(c.intentos)::int as intentos, count(*)::int as consultas
      from ${consultas} c join ${expedientes} e on e.id = c.id_expediente
      where c.id_abogado = ${abogado.id} and c.fecha = ${fecha} and c.tipo_fuente in (0, 1, 2)
      group by c.id_expediente
      having not bool_or(exists (select 1 from ${actuaciones} a
        where a.id_proceso_en_fuente = c.id_proceso_en_fuente and a.fecha_deteccion = ${fecha}))`);
    const cpnuPerUnchangedRadicado =
      perRadicado.rows.reduce((total, row) => total + row.solicitudes, 0) /
      Math.max(1, perRadicado.rows.length);
    const [states] = await deps.db
      .select({
        consultados: sql<number>`count(*) filter (where ${consultas.estado} = 'consultado')::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(consultas)
      .where(and(eq(consultas.idAbogado, abogado.id), eq(consultas.fecha, fecha)));
    console.log('\nSweep (rate limit off, 8 requests in flight per host):');
    console.log(
      `  per-case checks ${result.checks}, court listings ${result.courts}, consultation records ${states.total} (${states.consultados} consulted)`,
    );
    console.log(`  wall time ${(wallMs / 1000).toFixed(1)} s · court requests ${stats.total}`);
    console.log(
      `  Unificada requests per unchanged case: ${perUnchanged.toFixed(3)} (target ≤ 1.05) over ${unchanged.length} cases`,
    );
    console.log(
      `  CPNU requests per unchanged radicado (Rama, Tyba and Unificada together): ${cpnuPerUnchangedRadicado.toFixed(3)} (target ≤ 1.0) over ${perRadicado.rows.length} radicados`,
    );
    // A radicado read more than once: say whether a retry (a failed attempt) explains it.
    const repetidos = perRadicado.rows.filter((row) => row.solicitudes > 1);
    if (repetidos.length > 0)
      console.log(
        `    ${repetidos.length} radicados took more than one request: ${repetidos
          .map(
            (row) => `${row.radicado}: ${row.solicitudes} requests, ${row.intentos - row.consultas} retries`,
          )
          .join('; ')}`,
      );
    console.log(
      `  engine CPU per case check: ${(checksPhase.cpuMs / Math.max(1, result.checks)).toFixed(2)} ms (target ≤ 5) · ${(checksPhase.wallMs / 1000).toFixed(1)} s wall`,
    );
    console.log(
      `  engine CPU per court reading (listing + new PDFs + matching): ${(courtsPhase.cpuMs / Math.max(1, result.courts)).toFixed(2)} ms · ${(courtsPhase.wallMs / 1000).toFixed(1)} s wall`,
    );
    console.log(`  peak RSS ${peakRssMb()} MB`);
    const politeSeconds = (stats.total * POLITE_MS) / 1000;
    console.log(
      `\nPolite rate (1 request at a time, ${POLITE_MS} ms apart per host; the simulator is one host here, the real`,
    );
    console.log(
      `sources are 3–4 hosts): projected ${(politeSeconds / 3600).toFixed(1)} h on one host, ${(politeSeconds / 3 / 3600).toFixed(1)} h across 3 hosts`,
    );
    console.log(
      `for ${stats.total} requests; for 10,000 cases ×3: ${((stats.total * (10_000 / CASES) * POLITE_MS) / 1000 / 3 / 3600).toFixed(1)} h across 3 hosts.`,
    );
  } finally {
    await runtime.close();
    sim.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
