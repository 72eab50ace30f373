/**
 * Load: N concurrent users reading the case list and the case detail (issue 11, item 8), against
 * the real app on an embedded PostgreSQL seeded by bench/list-api.ts (by default one lawyer,
 * 5,000 cases × 3 sources; `--cuentas A` seeds A accounts of `--cases` cases each and spreads
 * the users over them, as many firms do). The client (autocannon) runs in its own process, as users' browsers do; the figures
 * include how much CPU the server process, the client and PostgreSQL each used, because on this
 * 2-core machine all three share the cores.
 *
 *   npx tsx bench/load.ts [--usuarios 200] [--cuentas 1] [--cases 5000] [--seconds 30] [--pensar 5]
 *     [--rate 0] [--reloj sistema|simulador]
 *
 * Without options the loop is closed: every user asks again the moment it is answered.
 * `--pensar S`: each user reads a page, then thinks S seconds on average (exponential) before the
 * next. `--rate R` is autocannon's overall rate (R requests/s released in one burst per second).
 * The server listens to the database's realtime events as a server process does; every read
 * goes to the database (the answer cache of decision 0018 was removed after this bench, 27/11).
 */
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { systemClock } from '../packages/server/src/clock.ts';
import type { PlanDeCarga, Resultado } from './lib/cliente-carga.ts';
import { printMachineAndLoad } from './lib/machine.ts';
import { startCaseListServer } from './list-api.ts';

/** An option's number; `names` may give a Spanish and an English spelling of it. */
const argument = (names: string | string[], fallback: number) => {
  const opciones = [names].flat().map((name) => `--${name}`);
  const index = process.argv.findIndex((arg) => opciones.includes(arg));
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

/** What the client process prints: its measured result and its own CPU time. */
type ResultadoCliente = Resultado & { cpuSeconds: number };

function runClient(plan: PlanDeCarga): Promise<ResultadoCliente> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./lib/cliente-carga.ts', import.meta.url).pathname],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    // On stdin: with many accounts the plan (their tokens and case ids) outgrows an argument.
    child.stdin.end(JSON.stringify(plan));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as ResultadoCliente)
        : reject(new Error(`cliente: salida ${code}`)),
    );
  });
}

/** CPU seconds used so far by each PostgreSQL process of the bench's cluster, by pid. */
async function postgresCpuByPid(pgPort: number): Promise<Map<string, number>> {
  const { readdir, readFile } = await import('node:fs/promises');
  const ticks = 100; // USER_HZ on Linux
  const byPid = new Map<string, number>();
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres')) continue;
      const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
      // Children of the bench's postmaster only: the machine may run another PostgreSQL.
      if (!cmdline.includes(String(pgPort))) {
        const parentCmd = await readFile(`/proc/${stat[1]}/cmdline`, 'utf8').catch(() => '');
        if (!parentCmd.includes(String(pgPort))) continue;
      }
      byPid.set(pid, (Number(stat[11]) + Number(stat[12])) / ticks);
    } catch {
      // The process ended while being read.
    }
  }
  return byPid;
}

/**
 * PostgreSQL's CPU over the run, sampled every half second: the pool closes idle connections,
 * and a backend that ends takes its counters with it, so each one counts up to its last sample.
 */
function samplePostgresCpu(pgPort: number) {
  const start = new Map<string, number>();
  const last = new Map<string, number>();
  let first = true;
  const sample = async () => {
    for (const [pid, seconds] of await postgresCpuByPid(pgPort)) {
      if (!start.has(pid)) start.set(pid, first ? seconds : 0);
      last.set(pid, seconds);
    }
    first = false;
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    async begin() {
      await sample();
      timer = setInterval(() => void sample(), 500);
    },
    async end(): Promise<number> {
      clearInterval(timer);
      await sample();
      let total = 0;
      for (const [pid, seconds] of last) total += seconds - (start.get(pid) ?? 0);
      return total;
    },
  };
}

async function main() {
  const users = argument(['usuarios', 'users'], 200);
  const cuentas = argument('cuentas', 1);
  const cases = argument('cases', 5000);
  const seconds = argument('seconds', 30);
  const rate = argument('rate', 0);
  const thinkSeconds = argument('pensar', 0);
  const pgPort = argument('pg-port', 54595);
  // The bench's server runs in development mode, whose clock asks the in-process court simulator
  // for the day over HTTP on every case read; production reads the system clock. By default the
  // bench measures production's clock; `--reloj simulador` keeps the development one.
  const relojIndex = process.argv.indexOf('--reloj');
  const reloj = relojIndex > 0 ? process.argv[relojIndex + 1] : 'sistema';
  printMachineAndLoad();
  console.log(
    `${users} concurrent users · ${cuentas} account(s) × ${cases} cases · ${seconds} s · ${thinkSeconds > 0 ? `${thinkSeconds} s mean think time` : rate > 0 ? `${rate} requests/s in all (autocannon bursts)` : 'no think time (closed loop)'} · clock: ${reloj} · client in its own process\n`,
  );
  const server = await startCaseListServer({ cases, pgPort, listen: true, cuentas });
  // buildApp copies deps shallowly, so replacing deps.clock would not reach the routes; they share
  // the clock object itself, so its day is swapped in place.
  if (reloj === 'sistema') server.deps.clock.today = systemClock.today;
  try {
    const cuentasDelPlan = await Promise.all(
      server.cuentas.map(async ({ idAbogado, token }) => ({
        token,
        ids: (
          await server.deps.db.execute<{ id: number }>(
            sql`select id from expedientes where id_abogado = ${idAbogado} order by random() limit 500`,
          )
        ).rows.map((row) => row.id),
      })),
    );
    const serverCpuBefore = process.cpuUsage();
    const pgCpu = samplePostgresCpu(pgPort);
    await pgCpu.begin();
    const result = await runClient({
      url: server.baseUrl,
      cuentas: cuentasDelPlan,
      connections: users,
      seconds,
      rate,
      thinkSeconds,
    });
    const serverCpu = process.cpuUsage(serverCpuBefore);
    const pgSeconds = await pgCpu.end();
    const { latency } = result;
    console.log(
      `Requests: ${result.requests} (${result.perSecond.toFixed(0)}/s) · errors ${result.errors} · timeouts ${result.timeouts} · non-2xx ${result.non2xx}`,
    );
    console.log(
      `Latency: p50 ${latency.p50} ms · p90 ${latency.p90} ms · p97.5 ${latency.p97_5} ms · p99 ${latency.p99} ms · max ${latency.max} ms`,
    );
    // autocannon reports p90 and p97.5; p95 lies between them: report both bounds, not a guess.
    console.log(
      latency.p95 !== undefined
        ? `p95 ${latency.p95} ms (target ≤ 200 ms, 0 errors)`
        : `p95 lies between ${latency.p90} and ${latency.p97_5} ms (target ≤ 200 ms, 0 errors)`,
    );
    const perRequest = (cpuSeconds: number) =>
      ((1000 * cpuSeconds) / Math.max(1, result.requests)).toFixed(2);
    const serverSeconds = (serverCpu.user + serverCpu.system) / 1e6;
    console.log(
      `CPU per request: server ${perRequest(serverSeconds)} ms · PostgreSQL ${perRequest(pgSeconds)} ms · client ${perRequest(result.cpuSeconds)} ms (of ${seconds} s × 2 cores)`,
    );
  } finally {
    await server.close();
  }
}

await main();
process.exit(0);
