/**
 * Case-list API benchmark: one lawyer with N cases (3 sources each) on an embedded PostgreSQL,
 * the real Fastify app listening on loopback, GET /api/Expedientes page 1 timed over HTTP with
 * fetch — per sort order and with two searches, sequentially, then with a few requests in flight.
 * Prints p50/p95/p99 (target p95 ≤ 50 ms) and the machine. Never pass/fail.
 * Usage: npx tsx bench/list-api.ts [--cases 5000] [--requests 300] [--concurrency 8]
 *
 * `startCaseListServer` is reused by bench/first-render.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sampleRadicados } from '@expediente/court-sim';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { abogados } from '../packages/server/src/db/schema.ts';
import { expedientes, procesosEnFuente } from '../packages/server/src/db/schema-expedientes.ts';
import { openRuntime } from '../packages/server/src/runtime.ts';
import { generateName } from './lib/colombian-names.ts';
import { printMachineAndLoad } from './lib/machine.ts';
import { createRandom } from './lib/random.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const DESPACHOS = [
  'Juzgado 003 Civil Municipal de Bogotá',
  'Juzgado 012 Laboral del Circuito de Medellín',
  'Tribunal Administrativo de Cundinamarca',
  'Juzgado 001 de Familia de Cali',
  'Juzgado 021 Administrativo de Barranquilla',
];
const CLASES = ['Ejecutivo', 'Verbal', 'Nulidad y restablecimiento', 'Ordinario laboral', 'Tutela'];

export interface CaseListServer {
  baseUrl: string;
  /** Case-file session token of the benchmark lawyer. */
  token: string;
  email: string;
  idAbogado: number;
  /** The running app's dependencies, for benchmarks that add their own data. */
  deps: Awaited<ReturnType<typeof openRuntime>>['deps'];
  /** Every seeded account with its session token (the first is `idAbogado`/`token`). */
  cuentas: { idAbogado: number; token: string }[];
  close(): Promise<void>;
}

/** Seeds the lawyer's cases with multi-row INSERTs (500 cases, 1,000 source rows per statement). */
async function seedCases(
  db: Awaited<ReturnType<typeof openRuntime>>['deps']['db'],
  idAbogado: number,
  cases: number,
  /** Another seed per account, so that accounts differ. */
  semilla = 0,
) {
  const random = createRandom(2026 + semilla);
  const radicados = sampleRadicados(cases, 11 + semilla);
  const now = Date.now();
  const sourceRows: (typeof procesosEnFuente.$inferInsert)[] = [];
  for (let start = 0; start < radicados.length; start += 500) {
    const values = radicados.slice(start, start + 500).map((numero) => {
      const hasChange = random.chance(0.6);
      const hasTermino = random.chance(0.2);
      return {
        idAbogado,
        numero,
        demandantes: generateName(random).registered,
        demandados: generateName(random).registered,
        despacho: random.pick(DESPACHOS),
        clase: random.pick(CLASES),
        ciudad: random.chance(0.9) ? 'Bogotá' : null,
        etiqueta: random.chance(0.1) ? 'Prioritario' : null,
        fuenteUltimoCambio: hasChange ? random.pick([0, 2, 4, 6]) : null,
        fechaUltimoCambio: hasChange ? new Date(now - random.integer(60) * 86_400_000) : null,
        fechaTermino: hasTermino
          ? new Date(now + (random.integer(60) - 30) * 86_400_000).toISOString().slice(0, 10)
          : null,
        creadoEn: new Date(now - random.integer(365) * 86_400_000),
      };
    });
    const created = await db.insert(expedientes).values(values).returning({ id: expedientes.id });
    for (const { id } of created) {
      for (const tipoFuente of [0, 2, 6]) {
        sourceRows.push({
          idAbogado,
          idExpediente: id,
          tipoFuente,
          estado: 2,
          idProceso: String(id * 10 + tipoFuente),
          idActualizacion: `A${id}`,
          ultimaActuacion: 'Auto que fija fecha de audiencia',
          numActuaciones: random.integer(80),
          fechaUltimaActuacion: new Date(now - random.integer(90) * 86_400_000).toISOString().slice(0, 10),
        });
      }
    }
  }
  for (let start = 0; start < sourceRows.length; start += 1000) {
    await db.insert(procesosEnFuente).values(sourceRows.slice(start, start + 1000));
  }
}

export async function startCaseListServer(options: {
  cases: number;
  pgPort: number;
  webDist?: string;
  /** Listen to the database's realtime events as a server process does. */
  listen?: boolean;
  /** Accounts, each with `cases` cases (default 1). */
  cuentas?: number;
}): Promise<CaseListServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lista-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(options.pgPort),
    COURT_SIM_PORT: '0',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: options.webDist,
  });
  const runtime = await openRuntime(config);
  const { deps } = runtime;
  deps.log = { info() {}, warn() {}, error() {} };
  const started = Date.now();
  const cuentas: CaseListServer['cuentas'] = [];
  const emails: string[] = [];
  for (let cuenta = 0; cuenta < (options.cuentas ?? 1); cuenta++) {
    const email = `bench.lista.${cuenta > 0 ? `${cuenta}.` : ''}${Date.now()}@pruebas.co`;
    const [abogado] = await deps.db.insert(abogados).values({ email, nombre: 'Bench Lista' }).returning();
    await seedCases(deps.db, abogado.id, options.cases, cuenta);
    cuentas.push({ idAbogado: abogado.id, token: await deps.tokens.sign({ idAbogado: abogado.id, email }) });
    emails.push(email);
  }
  await runtime.database.pool.query('ANALYZE');
  console.log(
    `Seeded ${cuentas.length} account(s) × ${options.cases} cases × 3 sources in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app } = await buildApp(deps, options.listen ? { listenUrl: runtime.database.url } : {});
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    token: cuentas[0].token,
    email: emails[0],
    idAbogado: cuentas[0].idAbogado,
    cuentas,
    deps,
    async close() {
      await app.close();
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeRequest(url: string, token: string): Promise<{ ms: number; total: number | null }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { expedientes?: unknown[]; total?: number | null };
  const ms = performance.now() - started;
  if (!response.ok || !Array.isArray(body.expedientes)) throw new Error(`${url} answered ${response.status}`);
  return { ms, total: body.total ?? null };
}

/** With a search the list counts nothing (decision 0020): the number comes from the preview. */
async function matching(url: string, token: string): Promise<number> {
  const preview = new URL(url);
  preview.pathname = '/api/Expedientes/V1/Buscar/Preview';
  const response = await fetch(preview, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { totalExpedientesEncontrados: number };
  return body.totalExpedientesEncontrados;
}

async function measure(url: string, token: string, requests: number, concurrency: number) {
  let total: number | null = null;
  for (let i = 0; i < 10; i++) total = (await timeRequest(url, token)).total;
  total ??= await matching(url, token);
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next++;
        timings.push((await timeRequest(url, token)).ms);
      }
    }),
  );
  const wallMs = performance.now() - started;
  timings.sort((a, b) => a - b);
  return {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    requestsPerSecond: (requests / wallMs) * 1000,
    total,
  };
}

async function main() {
  const cases = argument('cases', 5000);
  const requests = argument('requests', 300);
  const concurrency = argument('concurrency', 8);
  printMachineAndLoad();
  console.log(`Cases: ${cases} for one lawyer · ${requests} requests per scenario\n`);
  const server = await startCaseListServer({ cases, pgPort: argument('pg-port', 54593) });
  try {
    const scenarios: [string, string][] = [
      ['orden primerolosquehancambiado (default)', 'ordenadoPor=primerolosquehancambiado'],
      ['orden fechacreacion', 'ordenadoPor=fechacreacion'],
      ['orden losquenohancambiado', 'ordenadoPor=losquenohancambiado'],
      ['orden termino', 'ordenadoPor=termino'],
      ['búsqueda de texto "perez"', 'ordenadoPor=primerolosquehancambiado&queryString=perez'],
      ['búsqueda de radicado "11001"', 'ordenadoPor=primerolosquehancambiado&queryString=11001'],
    ];
    const row = (label: string, figures: Awaited<ReturnType<typeof measure>>) =>
      console.log(
        `  ${label.padEnd(44)} p50 ${figures.p50.toFixed(1).padStart(6)} ms · p95 ${figures.p95.toFixed(1).padStart(6)} ms · p99 ${figures.p99.toFixed(1).padStart(6)} ms · ${figures.requestsPerSecond.toFixed(0)} req/s · ${figures.total} matching`,
      );
    console.log('GET /api/Expedientes?pagina=1 — one request at a time (target p95 ≤ 50 ms):');
    for (const [label, query] of scenarios) {
      row(
        label,
        await measure(`${server.baseUrl}/api/Expedientes?pagina=1&${query}`, server.token, requests, 1),
      );
    }
    console.log(`\nSame, ${concurrency} requests in flight:`);
    for (const [label, query] of [scenarios[0], scenarios[4]]) {
      row(
        label,
        await measure(
          `${server.baseUrl}/api/Expedientes?pagina=1&${query}`,
          server.token,
          requests,
          concurrency,
        ),
      );
    }
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
  process.exit(0);
}
