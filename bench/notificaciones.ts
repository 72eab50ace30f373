/**
 * Inbox benchmark (issue 'Telling the lawyer before 08:00': the inbox API p95 ≤ 50 ms for an
 * account with 100,000 notifications). One account, N notifications over a year of nights on an
 * embedded PostgreSQL, the real app on loopback; p50/p95/p99 of the counts, each tab's first page,
 * a deep page, one source, a broad search (0001: 4 cases in 10) and one case's radicado. Prints figures; never pass/fail.
 * Usage: npx tsx bench/notificaciones.ts [--notifications 100000] [--requests 200]
 */
import pg from 'pg';
import { printMachineAndLoad } from './lib/machine.ts';
import { startCaseListServer } from './list-api.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const NOTIFICATIONS = argument('notifications', 100_000);
const REQUESTS = argument('requests', 200);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url: string, token: string) {
  const get = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  };
  for (let i = 0; i < 10; i++) await get();
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    await get();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return `p50 ${percentile(timings, 50).toFixed(1)} · p95 ${percentile(timings, 95).toFixed(1)} · p99 ${percentile(timings, 99).toFixed(1)} ms`;
}

async function main() {
  printMachineAndLoad();
  const server = await startCaseListServer({ cases: 2000, pgPort: 54363 });
  try {
    const client = new pg.Client({
      connectionString: 'postgres://expediente:expediente-local@127.0.0.1:54363/expediente',
    });
    await client.connect();
    const started = performance.now();
    const today = await server.deps.clock.today();
    // Notifications of the account's cases spread over a year, newest today; 70% already seen.
    await client.query(
      `insert into notificaciones_cambio (id_abogado, id_expediente, id_expediente_origen, id_fuente, id_proceso,
         numero_proceso, titulo, fecha, cambios, visto)
       select $1, e.id, e.id, (array[0, 2, 4, 6])[1 + n % 4], e.id::text, e.numero,
         'Nueva actuación en Unificada', $2::date - (n % 365), jsonb_build_array(jsonb_build_object(
           'idCambio', n, 'tipo', 'actuacion', 'descripcion', 'AUTO ADMITE DEMANDA', 'fecha', $2)),
         n % 10 < 7
       from generate_series(1, $3) n
       join lateral (select id, numero from expedientes where id_abogado = $1 offset (n % 2000) limit 1) e on true
       on conflict do nothing`,
      [server.idAbogado, today, NOTIFICATIONS],
    );
    // The steady state: autovacuum has visited a year of rows (the visibility map lets the counts
    // read the index alone); a night adds a few thousand at most.
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      'select count(*)::int as total from notificaciones_cambio where id_abogado = $1',
      [server.idAbogado],
    );
    console.log(
      `Seeded ${rows[0].total} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s (unique per case, source and day)`,
    );
    // A lawyer most often searches one case by its radicado: the narrowest search.
    const uno = await client.query(
      'select numero from expedientes where id_abogado = $1 order by id limit 1 offset 77',
      [server.idAbogado],
    );
    await client.end();
    const base = `${server.baseUrl}/api/NotificacionesCambio`;
    const casos: [string, string][] = [
      ['Resumen (counts)', `${base}/Resumen`],
      ['Hoy, page 1', `${base}?groupBy=Hoy`],
      ['Antes, page 1', `${base}?groupBy=Antes`],
      ['Antes, page 200', `${base}?groupBy=Antes&pagina=200`],
      ['Antes, Samai only', `${base}?groupBy=Antes&filtradoPor=Samai`],
      ['Antes, search by radicado', `${base}?groupBy=Antes&queryString=0001`],
      ['Antes, search one radicado', `${base}?groupBy=Antes&queryString=${uno.rows[0].numero}`],
    ];
    for (const [nombre, url] of casos)
      console.log(`${nombre.padEnd(28)} ${await measure(url, server.token)}`);
    printMachineAndLoad();
  } finally {
    await server.close();
  }
}

await main();
