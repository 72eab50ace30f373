/**
 * Change-control benchmark (issue 'Daily change control'): one account with N cases and M changes
 * in one day on an embedded PostgreSQL, the real app on loopback. Measures the day close (controls
 * + Tito over every change), a page of the day's changes (target p95 ≤ 50 ms), the navigation
 * (target p95 ≤ 30 ms), Tito alone over M changes on one core (target ≤ 200 ms), and the server's
 * memory growth while a 10 MB attachment streams in (target < 30 MB), measured on a server of its
 * own in a child process (bench/lib/memoria-subida.ts). Prints figures; never pass/fail.
 * Usage: npx tsx bench/control-cambios.ts [--cases 5000] [--changes 2000] [--requests 300]
 */
import { priorizarCambio } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import { entradaDeTito } from '../packages/server/src/features/control-cambios/priorizar-cambios.ts';
import { cerrarDia } from '../packages/server/src/monitoring/cerrar-dia.ts';
import { printMachineAndLoad } from './lib/machine.ts';
import { describeUploadMemory, measureUploadMemory } from './lib/memoria-subida.ts';
import { startCaseListServer } from './list-api.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const DESCRIPCIONES = [
  'AUTO ADMITE DEMANDA',
  'FIJACION ESTADO',
  'RECEPCION MEMORIAL',
  'AUTO DECRETA MEDIDA CAUTELAR',
  'AL DESPACHO',
  'AUTO FIJA FECHA AUDIENCIA',
  'SENTENCIA DE PRIMERA INSTANCIA',
  'CONSTANCIA SECRETARIAL',
  'AUTO RESUELVE RECURSO DE REPOSICION',
  'TRASLADO',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timed(requests: number, run: (index: number) => Promise<void>) {
  for (let i = 0; i < 10; i++) await run(i);
  const timings: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await run(i);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return `p50 ${percentile(timings, 50).toFixed(1)} ms · p95 ${percentile(timings, 95).toFixed(1)} ms · p99 ${percentile(timings, 99).toFixed(1)} ms`;
}

async function main() {
  const cases = argument('cases', 5000);
  const changes = argument('changes', 2000);
  const requests = argument('requests', 300);
  printMachineAndLoad();
  console.log(`Cases: ${cases} · changes in the day: ${changes} · ${requests} requests per scenario\n`);
  const server = await startCaseListServer({ cases, pgPort: argument('pg-port', 54594) });
  const { deps, idAbogado, token } = server;
  const headers = { authorization: `Bearer ${token}` };
  try {
    const fecha = await deps.clock.today();
    // The night's news: M new actuaciones spread over the cases (source Unificada), as the engine stores them.
    await deps.db.execute(sql`
      with casos as (
        select e.id, p.id as id_proceso, row_number() over (order by e.id) as n
        from expedientes e join procesos_en_fuente p on p.id_expediente = e.id and p.tipo_fuente = 2
        where e.id_abogado = ${idAbogado}
      ), nuevas as (
        insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion, anotacion, fecha_actuacion, fecha_deteccion)
        select ${idAbogado}, c.id, c.id_proceso, 2, 'bench-' || g, (${sql.param(DESCRIPCIONES)}::text[])[1 + g % ${DESCRIPCIONES.length}],
          'Anotación de prueba ' || g, ${fecha}::date, ${fecha}::date
        from generate_series(1, ${changes}) g join casos c on c.n = 1 + (g * 7) % ${cases}
        returning id, id_expediente
      )
      insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente, referencia)
      select ${idAbogado}, id_expediente, ${fecha}::date, 'actuacion', 2, id from nuevas`);
    // A normal night: every watched source was consulted (closing the day marks the others).
    await deps.db.execute(sql`
      insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado, solicitudes)
      select id_abogado, id_expediente, id, tipo_fuente, ${fecha}::date, 'consultado', 1
      from procesos_en_fuente where id_abogado = ${idAbogado}
      on conflict do nothing`);
    let started = performance.now();
    await cerrarDia(deps, fecha, { idAbogado });
    console.log(
      `Day close with controls and Tito over ${changes} changes: ${(performance.now() - started).toFixed(0)} ms`,
    );
    const idFecha = fecha.replaceAll('-', '');
    const control = (await (
      await fetch(`${server.baseUrl}/api/ControlCambiosDia?idFecha=${idFecha}`, { headers })
    ).json()) as {
      id: number;
      totalCambios: number;
    };
    console.log(`Control ${control.id}: ${control.totalCambios} changes to review\n`);
    const base = `${server.baseUrl}/api/ControlCambiosDia/${control.id}`;
    const totalPages = Math.ceil(control.totalCambios / 20);
    const page = async (url: string) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      await response.json();
    };
    for (const [label, query] of [
      ['Cambios del dia, page 1', 'filtradoPor=CambiosDelDia&pagina=1'],
      ['Todos, last page', `filtradoPor=Todos&pagina=${totalPages}`],
      ['Sin revisar, random pages', 'filtradoPor=SinRevisar&pagina=RANDOM'],
    ] as const) {
      console.log(
        `Page of changes — ${label}: ${await timed(requests, () =>
          page(
            `${base}/CambiosEnExpedienteDigital?${query.replace('RANDOM', String(1 + Math.floor(Math.random() * totalPages)))}`,
          ),
        )}`,
      );
    }
    const ids = (
      await deps.db.execute<{ id: string }>(
        sql`select id from cambios where id_control = ${control.id} and suprimido is null`,
      )
    ).rows.map((row) => Number(row.id));
    console.log(
      `Navigation (random change): ${await timed(requests, async () => {
        await page(
          `${base}/Navegacion?idCambio=${ids[Math.floor(Math.random() * ids.length)]}&filtradoPor=Todos`,
        );
      })}`,
    );

    const rows = await deps.db.execute<Parameters<typeof entradaDeTito>[0]>(sql`
      select c.id, c.tipo, a.descripcion, a.anotacion, to_char(a.fecha_actuacion, 'YYYY-MM-DD') as fecha_actuacion,
        null as fecha_finaliza_termino
      from cambios c join actuaciones a on a.id = c.referencia where c.id_control = ${control.id}`);
    const inputs = rows.rows.map(entradaDeTito);
    const runs: number[] = [];
    for (let run = 0; run < 7; run++) {
      started = performance.now();
      for (const input of inputs) priorizarCambio(input);
      runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    console.log(
      `\nTito over ${inputs.length} changes (one core, median of 7): ${percentile(runs, 50).toFixed(1)} ms`,
    );

    console.log(
      '\n10 MB attachment (server in its own process, after warm-up; see bench/lib/memoria-subida.ts):',
    );
    console.log(
      describeUploadMemory(
        await measureUploadMemory({ warmup: 2, runs: 5, pgPort: argument('pg-port', 54594) + 1 }),
      ),
    );
  } finally {
    await server.close();
  }
}

await main();
process.exit(0);
