/**
 * Load benchmark (issue 'Real courts and hostile input', item 8): C concurrent users, each signed in
 * as a lawyer with N cases, reading the case list and the case detail over HTTP with autocannon,
 * against the real app on loopback and the embedded PostgreSQL. Prints latency percentiles, errors,
 * non-2xx answers, throughput, the machine and its load. Target: p95 ≤ 200 ms with 0 errors.
 * Never pass/fail. Usage: npx tsx bench/load.ts [--users 200] [--cases 5000] [--seconds 30] [--rate 0]
 * --rate caps the requests per second of all users together (0: none, every user asks again as soon
 * as it is answered — no think time, the harshest reading of 'concurrent users').
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { printMachine } from './lib/machine.ts';
import { startCaseListServer } from './list-api.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

async function main() {
  const users = argument('users', 200);
  const cases = argument('cases', 5000);
  const seconds = argument('seconds', 30);
  const rate = argument('rate', 0);
  printMachine();
  console.log(
    `Load average (1/5 min): ${os
      .loadavg()
      .slice(0, 2)
      .map((v) => v.toFixed(1))
      .join(' / ')}`,
  );
  console.log(
    `${users} concurrent users · ${cases} cases for the lawyer · ${seconds} s · ${rate > 0 ? `${rate} requests/s in all` : 'no think time'}\n`,
  );
  const server = await startCaseListServer({ cases, pgPort: argument('pg-port', 54595) });
  try {
    const ids = (
      await server.deps.db.execute<{ id: number }>(
        sql`select id from expedientes where id_abogado = ${server.idAbogado} order by random() limit 500`,
      )
    ).rows.map((row) => row.id);
    const orders = ['primerolosquehancambiado', 'fechacreacion', 'losquenohancambiado', 'termino'];
    let next = 0;
    const result = await autocannon({
      url: server.baseUrl,
      connections: users,
      duration: seconds,
      ...(rate > 0 ? { overallRate: rate } : {}),
      headers: { authorization: `Bearer ${server.token}` },
      requests: [
        {
          // Half the users read a page of the list (page and order vary), half a case detail.
          setupRequest: (request) => {
            next += 1;
            const path =
              next % 2 === 0
                ? `/api/Expedientes?pagina=${1 + (next % 10)}&ordenadoPor=${orders[next % orders.length]}`
                : `/api/Expedientes/${ids[next % ids.length]}`;
            return { ...request, method: 'GET', path };
          },
        },
      ],
    });
    const latency = result.latency as unknown as Record<string, number>;
    console.log(
      `Requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s) · errors ${result.errors} · timeouts ${result.timeouts} · non-2xx ${result.non2xx}`,
    );
    console.log(
      `Latency: p50 ${latency.p50} ms · p90 ${latency.p90} ms · p97.5 ${latency.p97_5} ms · p99 ${latency.p99} ms · max ${latency.max} ms`,
    );
    // autocannon reports p90 and p97.5; p95 lies between them: report both bounds, not a guess.
    console.log(`p95 lies between ${latency.p90} and ${latency.p97_5} ms (target ≤ 200 ms, 0 errors)`);
  } finally {
    await server.close();
  }
}

await main();
process.exit(0);
