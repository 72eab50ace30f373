/**
 * The load bench's client, in its own process (bench/load.ts starts it): the users' requests are
 * not the server's work, so they must not share its Node thread. Reads its plan as JSON from
 * stdin, runs the users, prints the result and the client's own CPU time as JSON on stdout.
 *
 * Two ways to run the users: autocannon's closed loop (each user asks again the moment it is
 * answered), or users who think between pages (`thinkSeconds`): each waits an exponentially
 * distributed time with that mean after every answer, starting at a random moment. autocannon's
 * own `overallRate` is not used for think time: it releases each second's requests in one burst,
 * which queues them and measures the burst, not a user's wait.
 */
import http from 'node:http';
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';

export interface PlanDeCarga {
  url: string;
  /** The accounts the users belong to: user i (or request i, in the closed loop) is account i mod n. */
  cuentas: { token: string; ids: number[] }[];
  connections: number;
  seconds: number;
  /** 0: no think time (closed loop). */
  rate: number;
  /** Mean think time between a user's pages, in seconds; 0: closed loop. */
  thinkSeconds: number;
}

const plan = JSON.parse(await text(process.stdin)) as PlanDeCarga;
const orders = ['primerolosquehancambiado', 'fechacreacion', 'losquenohancambiado', 'termino'];
let next = 0;

/** Half the users' reads are a page of the list (page and order vary), half a case detail. */
function nextPath(ids: number[]): string {
  next += 1;
  return next % 2 === 0
    ? `/api/Expedientes?pagina=${1 + (next % 10)}&ordenadoPor=${orders[next % orders.length]}`
    : `/api/Expedientes/${ids[next % ids.length]}`;
}

const autorizacion = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Resultado {
  requests: number;
  perSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: Record<string, number>;
}

async function closedLoop(): Promise<Resultado> {
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    ...(plan.rate > 0 ? { overallRate: plan.rate } : {}),
    requests: [
      {
        setupRequest: (request) => {
          // At random: any counter advancing with `next` would tie each account to a few of its
          // pages (with 50 accounts, account k would only ever see next ≡ k mod 50).
          const cuenta = plan.cuentas[Math.floor(Math.random() * plan.cuentas.length)];
          return {
            ...request,
            method: 'GET',
            headers: { ...request.headers, ...autorizacion(cuenta.token) },
            path: nextPath(cuenta.ids),
          };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    latency: result.latency as unknown as Record<string, number>,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function thinkingUsers(): Promise<Resultado> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  const target = new URL(plan.url);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const end = Date.now() + plan.seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => -Math.log(1 - Math.random()) * plan.thinkSeconds * 1000;
  const get = (path: string, token: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(
        {
          host: target.hostname,
          port: target.port,
          path,
          agent,
          headers: autorizacion(token),
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
    });
  async function user(_: unknown, numero: number) {
    const cuenta = plan.cuentas[numero % plan.cuentas.length];
    await sleep(Math.random() * plan.thinkSeconds * 1000);
    while (Date.now() < end) {
      const started = performance.now();
      try {
        const status = await get(nextPath(cuenta.ids), cuenta.token);
        if (status < 200 || status > 299) non2xx += 1;
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
      await sleep(think());
    }
  }
  await Promise.all(Array.from({ length: plan.connections }, user));
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value);
  return {
    requests: sorted.length + errors,
    perSecond: (sorted.length + errors) / plan.seconds,
    errors,
    timeouts: 0,
    non2xx,
    latency: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p95: round(percentile(sorted, 95)),
      p97_5: round(percentile(sorted, 97.5)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? 0),
    },
  };
}

const cpuBefore = process.cpuUsage();
const result = plan.thinkSeconds > 0 ? await thinkingUsers() : await closedLoop();
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ ...result, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
