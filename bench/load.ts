import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { systemClock } from '../packages/server/src/clock.ts';
import { printMachineAndLoad } from './lib/machine.ts';
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
  // The bench's server runs in development mode, whose clock asks the in-process court simulator
  // for the day over HTTP on every case read; production reads the system clock. By default the
  // bench measures production's clock; `--reloj simulador` keeps the development one (both reported).
  const relojIndex = process.argv.indexOf('--reloj');
  const reloj = relojIndex > 0 ? process.argv[relojIndex + 1] : 'sistema';
  printMachineAndLoad();
  console.log(
    `${users} concurrent users · ${cases} cases for the lawyer · ${seconds} s · ${rate > 0 ? `${rate} requests/s in all` : 'no think time'} · clock: ${reloj}\n`,
  );
  const server = await startCaseListServer({ cases, pgPort: argument('pg-port', 54595) });
  // buildApp copies deps shallowly, so replacing deps.clock would not reach the routes; they share
  // the clock object itself, so its day is swapped in place.
  if (reloj === 'sistema') server.deps.clock.today = systemClock.today;
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
