/**
 * The database at a million watched radicados (issue 23 item 7): a PostgreSQL with the product's
 * migrations, filled with set-based SQL (generate_series) in the schema's shapes — N radicados in
 * about 5,000 despachos over many accounts (long-tailed sizes), their per-source rows, a long-tailed
 * 0–60 actuaciones each (mean ≈ 12), a night of consultas and a few publication matches — plus one
 * account of 50,000 cases. Then the night's selection queries under EXPLAIN (ANALYZE, BUFFERS):
 * which relations they scan whole, time, rows; storage per watched radicado; and the case list of
 * the big account (the real listarExpedientes, p50/p95, target p95 ≤ 20 ms). Figures, never pass/fail.
 *
 * Usage: npx tsx bench/base-de-datos.ts [--radicados 1000000] [--cuenta-grande 50000] [--solicitudes 300]
 *   [--solo-lista] (only the fill, storage and the case list: no night queries, no planearElementosDelBarrido)
 *   [--planes] (the text plans too)
 *   [--por-busqueda] (the deep pages' times per search word)
 *   [--conservar] (with DATABASE_URL: expediente_bench_db is kept at the end, and a later run with
 *   --conservar reuses it — new migrations applied, no fill — to measure a change on the same data)
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres: a fresh database expediente_bench_db is
 * created there and dropped at the end; without it, the embedded PostgreSQL in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ORDERS, type OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import pg from 'pg';
import type { Config } from '../packages/server/src/config.ts';
import { connectDatabase, type DatabaseHandle } from '../packages/server/src/db/connection.ts';
import { startEmbeddedDatabase } from '../packages/server/src/db/embedded.ts';
import { applyMigrations } from '../packages/server/src/db/migrate.ts';
import {
  contarExpedientes,
  listarExpedientes,
  listarExpedientesConTotal,
} from '../packages/server/src/features/expedientes/listar-expedientes.ts';
import { refrescarTerminosDeCuenta } from '../packages/server/src/features/expedientes/orden-por-termino.ts';
import { refrescarTerminosJob } from '../packages/server/src/features/expedientes/terminos-tras-el-cierre.ts';
import { planearElementosDelBarrido } from '../packages/server/src/monitoring/barrido.ts';
import { printMachineAndLoad } from './lib/machine.ts';

const POR_BUSQUEDA = process.argv.includes('--por-busqueda');
const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

const RADICADOS = argument('radicados', 1_000_000);
const CUENTA_GRANDE = Math.min(argument('cuenta-grande', 50_000), RADICADOS);
const SOLICITUDES = argument('solicitudes', 300);
const DESPACHOS = 5_000;
/** About 350 cases per firm on average (the issue's fifty firms of 350), sizes long-tailed. */
const CUENTAS = Math.max(2, Math.round((RADICADOS - CUENTA_GRANDE) / 350));
const FECHA = '2026-11-26';
const ID_CUENTA_GRANDE = 1;
const BENCH_DB = 'expediente_bench_db';
const CONSERVAR = process.argv.includes('--conservar');

async function openDatabase(): Promise<{ handle: DatabaseHandle; where: string; close(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
    if (!CONSERVAR || !rowCount) {
      await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${BENCH_DB}`);
    }
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${BENCH_DB}`;
    const handle = connectDatabase(url.toString(), 4);
    const { rows } = await handle.pool.query('show server_version');
    return {
      handle,
      where: `PostgreSQL ${rows[0].server_version} at ${url.host} (database ${BENCH_DB})`,
      async close() {
        await handle.close();
        if (CONSERVAR) return;
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-bench-db-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedDatabase(dataDir, 56_000 + Math.floor(Math.random() * 3_000));
  const handle = connectDatabase(embedded.url, 4);
  const { rows } = await handle.pool.query('show server_version');
  return {
    handle,
    where: `embedded PostgreSQL ${rows[0].server_version} (default settings)`,
    async close() {
      await handle.close();
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const NOMBRES = [
  'MARIA FERNANDA GOMEZ RUIZ',
  'BANCO DE BOGOTA S.A.',
  'JOSE LUIS MARTINEZ PEÑA',
  'COLPENSIONES',
  'ANA LUCIA RESTREPO',
  'SEGUROS DEL ESTADO S.A.',
  'CARLOS ANDRES OSORIO',
  'MUNICIPIO DE MEDELLIN',
  'LUZ MARINA CASTAÑO',
  'BANCOLOMBIA S.A.',
  'JUAN DAVID HERRERA',
  'NUEVA EPS S.A.',
];
const ACTUACIONES = [
  'Fijacion estado',
  'Auto admite demanda',
  'Auto requiere',
  'Recepción memorial',
  'Al despacho',
  'Auto fija fecha audiencia y/o diligencia',
  'Notificación personal',
  'Traslado',
  'Auto decreta medidas cautelares',
  'Sentencia',
];
const sqlList = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

/** Set-based fill; each statement prints its time. */
async function fill(handle: DatabaseHandle) {
  // The rows are consistent by construction: the foreign keys' per-row checks (two per actuación,
  // run at the end of each statement) are skipped where the role may (superuser), else kept.
  const client = await handle.pool.connect();
  const sinTriggers = await client.query('set session_replication_role = replica').then(
    () => true,
    () => false,
  );
  console.log(
    `  foreign-key checks during the fill: ${sinTriggers ? 'skipped (session_replication_role)' : 'kept'}`,
  );
  try {
    await fillWith(client);
  } finally {
    await client.query('reset session_replication_role');
    client.release();
  }
  const start = performance.now();
  await handle.pool.query('vacuum analyze');
  console.log(`  vacuum analyze: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function fillWith(client: pg.PoolClient) {
  const run = async (label: string, text: string) => {
    const start = performance.now();
    const result = await client.query(text);
    console.log(
      `  ${label}: ${(result.rowCount ?? 0).toLocaleString('en')} rows, ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  };
  console.log(
    `Filling: ${RADICADOS.toLocaleString('en')} radicados, ${CUENTAS.toLocaleString('en')} accounts + one of ${CUENTA_GRANDE.toLocaleString('en')}, ${DESPACHOS} despachos`,
  );
  await run(
    'abogados',
    `insert into abogados (id, email, nombre) select g, 'bench-' || g || '@ejemplo.co', 'Cuenta ' || g
     from generate_series(1, ${CUENTAS + 1}) g`,
  );
  await client.query(`select setval(pg_get_serial_sequence('abogados', 'id'), ${CUENTAS + 1})`);
  // Despacho codes: department+city (5), entity+specialty (4), number (3) — the radicado's first 12 digits.
  await run(
    'despachos (temp)',
    `create unlogged table bench_despachos as
     select d, lpad((5001 + (d * 7919) % 94000)::text, 5, '0') || lpad((3100 + d % 60)::text, 4, '0')
       || lpad((1 + d % 999)::text, 3, '0') as codigo,
       'Juzgado ' || lpad((1 + d % 999)::text, 3, '0') || ' ' || (${sqlList(['Civil Municipal', 'Laboral del Circuito', 'Administrativo', 'de Familia', 'Civil del Circuito'])})[1 + d % 5] || ' de ' || (${sqlList(['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Bucaramanga', 'Pereira', 'Cartagena'])})[1 + d % 7] as nombre
     from generate_series(0, ${DESPACHOS - 1}) d`,
  );
  // Case g sits in despacho g % 5000; its year and consecutive come from g / 5000, so numbers are unique.
  await run(
    'expedientes',
    `insert into expedientes (id, id_abogado, numero, despacho, clase, ciudad, demandantes, demandados, etiqueta,
        fuente_ultimo_cambio, fecha_ultimo_cambio, fecha_termino, creado_en)
     select g,
       case when g <= ${CUENTA_GRANDE} then ${ID_CUENTA_GRANDE} else 2 + floor(${CUENTAS - 1} * power(random(), 3))::int end,
       d.codigo || (2012 + (g / ${DESPACHOS}) % 15)::text || lpad(((g / ${DESPACHOS}) % 100000)::text, 5, '0') || '00',
       d.nombre,
       (${sqlList(['Ejecutivo', 'Verbal', 'Nulidad y restablecimiento', 'Ordinario laboral', 'Tutela'])})[1 + g % 5],
       split_part(d.nombre, ' de ', 2),
       (${sqlList(NOMBRES)})[1 + g % 12], (${sqlList(NOMBRES)})[1 + (g * 7) % 12],
       case when g % 10 = 0 then 'Prioritario' end,
       case when random() < 0.6 then 0 end,
       case when random() < 0.6 then timestamptz '${FECHA}' - random() * interval '120 days' end,
       case when random() < 0.2 then date '${FECHA}' + (random() * 60 - 20)::int end,
       timestamptz '${FECHA}' - random() * interval '3 years'
     from generate_series(1, ${RADICADOS}) g join bench_despachos d on d.d = g % ${DESPACHOS}`,
  );
  await client.query(`select setval(pg_get_serial_sequence('expedientes', 'id'), ${RADICADOS})`);
  // Per source: CPNU (0) for every case, Unificada (2) for 30 %, the court's estados (3) by despacho code.
  // 1 % still registering (estado 0/1), 3 % deactivated. Last action long-tailed: most quiet for months.
  await run(
    'procesos_en_fuente',
    `insert into procesos_en_fuente (id_abogado, id_expediente, tipo_fuente, estado, activo, id_proceso,
        id_actualizacion, ultima_actuacion, num_actuaciones, fecha_ultima_actuacion, ultima_consulta_completa,
        termino, parametros, creado_en)
     select e.id_abogado, e.id, s.tipo,
       case when random() < 0.01 then 1 else 2 end,
       random() >= 0.03,
       case when s.tipo = 3 then left(e.numero, 12) else (100000000 + e.id * 3 + s.tipo)::text end,
       'a' || e.id,
       (${sqlList(ACTUACIONES)})[1 + e.id % 10],
       0,
       date '${FECHA}' - floor(power(random(), 3) * 700)::int,
       date '${FECHA}' - floor(random() * 14)::int - 1,
       case when random() < 0.1 then date '${FECHA}' + (random() * 30)::int end,
       '{}'::jsonb,
       e.creado_en
     from expedientes e
     cross join (values (0), (2), (3)) s(tipo)
     where s.tipo <> 2 or e.id % 10 < 3`,
  );
  // Actuaciones for the CPNU rows: min(60, exponential mean 12) each, dated back from the last one.
  await run(
    'actuaciones',
    `insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion,
        anotacion, fecha_actuacion, fecha_registro, fecha_inicio_termino, fecha_finaliza_termino, fecha_deteccion)
     select p.id_abogado, p.id_expediente, p.id, p.tipo_fuente, 'act-' || p.id || '-' || k,
       (${sqlList(ACTUACIONES)})[1 + (p.id + k) % 10],
       case when k % 4 = 0 then 'Se fija en estado electrónico' end,
       p.fecha_ultima_actuacion - (k - 1) * 9, p.fecha_ultima_actuacion - (k - 1) * 9,
       case when k % 7 = 1 then p.fecha_ultima_actuacion - (k - 1) * 9 + 1 end,
       case when k % 7 = 1 then p.fecha_ultima_actuacion - (k - 1) * 9 + 10 end,
       case when k = 1 then p.fecha_ultima_actuacion end
     from (select p.*, least(60, floor(-ln(1 - random()) * 12))::int as n
           from procesos_en_fuente p where p.tipo_fuente in (0, 2)) p
     cross join lateral generate_series(1, p.n) k`,
  );
  await run(
    'procesos_en_fuente.num_actuaciones',
    `update procesos_en_fuente p set num_actuaciones = a.n
     from (select id_proceso_en_fuente, count(*)::int n from actuaciones group by 1) a
     where a.id_proceso_en_fuente = p.id`,
  );
  // Last night's checks: the budget checks about 7 % of the CPNU rows a night (issue 23's 0.072).
  await run(
    'consultas (one night)',
    `insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado, solicitudes)
     select id_abogado, id_expediente, id, tipo_fuente, date '${FECHA}' - 1, 'consultado', 1
     from procesos_en_fuente where tipo_fuente in (0, 2) and random() < 0.07`,
  );
  await run(
    'documentos_publicados',
    `insert into documentos_publicados (tipo_fuente, uuid, article_id, codigo_despacho, fecha_publicacion, titulo, nombre, url, paginas)
     select 3, 'doc-' || d, d::text, codigo, date '${FECHA}' - d % 3, 'Estado No. ' || d, 'estado.pdf',
       'https://publicacionesprocesales.ramajudicial.gov.co/' || d, '[]'::jsonb
     from bench_despachos`,
  );
  // A court's estado names a few dozen cases: about 0.5 % of the watched cases matched in the last days.
  await run(
    'coincidencias',
    `insert into coincidencias (id_abogado, id_expediente, id_proceso_en_fuente, id_documento, tipo_fuente, pagina,
        extracto, resumen_encontrado, certeza, tipo, fecha_deteccion)
     select p.id_abogado, p.id_expediente, p.id, dp.id, 3, 1, 'radicado ' || e.numero, e.numero, 100, 'radicado', dp.fecha_publicacion
     from procesos_en_fuente p join expedientes e on e.id = p.id_expediente
     join documentos_publicados dp on dp.codigo_despacho = p.id_proceso and dp.tipo_fuente = 3
     where p.tipo_fuente = 3 and random() < 0.005`,
  );
  await client.query('drop table bench_despachos');
  // The fill skipped the triggers: each account's kept count of cases (migration 0023), as they keep it.
  if ((await client.query("select to_regclass('expedientes_conteos') is not null as hay")).rows[0].hay)
    await run(
      'expedientes_conteos',
      `insert into expedientes_conteos (id_abogado, total) select id_abogado, count(*)::int from expedientes group by 1
       on conflict (id_abogado) do update set total = excluded.total`,
    );
  // And each case's row for the 'Termino' order (migration 0024), not yet computed.
  if ((await client.query("select to_regclass('expedientes_terminos') is not null as hay")).rows[0].hay)
    await run(
      'expedientes_terminos',
      'insert into expedientes_terminos (id_expediente, id_abogado) select id, id_abogado from expedientes',
    );
  // And the search text's narrow copy (migration 0028).
  if ((await client.query("select to_regclass('expedientes_busqueda') is not null as hay")).rows[0].hay)
    await run(
      'expedientes_busqueda',
      `insert into expedientes_busqueda (id_expediente, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero)
       select id, id_abogado, creado_en, fecha_ultimo_cambio, busqueda, numero from expedientes order by id
       on conflict (id_expediente) do nothing`,
    );
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** EXPLAIN (ANALYZE, BUFFERS) of one query: relations read whole, indexes used, time, rows. */
async function explain(handle: DatabaseHandle, label: string, text: string, params: unknown[] = []) {
  const client = await handle.pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, params);
    await client.query('rollback');
    const [result] = rows[0]['QUERY PLAN'] as [
      {
        Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
        'Execution Time': number;
      },
    ];
    const seq = new Set<string>();
    const indexes = new Set<string>();
    walk(result.Plan, (node) => {
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seq.add(node['Relation Name']);
      if (node['Index Name']) indexes.add(node['Index Name']);
    });
    const buffers = result.Plan['Shared Hit Blocks'] + result.Plan['Shared Read Blocks'];
    console.log(
      `  ${label}: ${result['Execution Time'].toFixed(1)} ms, ${(result.Plan['Actual Rows'] ?? 0).toLocaleString('en')} rows, ` +
        `${buffers.toLocaleString('en')} buffers; ${seq.size ? `Seq Scan on ${[...seq].join(', ')}` : 'no Seq Scan'}` +
        `${indexes.size ? `; indexes ${[...indexes].join(', ')}` : ''}`,
    );
    if (process.argv.includes('--planes')) {
      const { rows: textPlan } = await handle.pool.query(`explain ${text}`, params);
      for (const row of textPlan) console.log(`      ${row['QUERY PLAN']}`);
    }
  } finally {
    client.release();
  }
}

async function selectionQueries(handle: DatabaseHandle) {
  const dia = `'${FECHA}'::date`;
  console.log("\nThe night's selection queries (EXPLAIN ANALYZE, BUFFERS):");
  // monitoring/barrido.ts planearElementosDelBarrido, the watched rows and the scheduler's signals (all accounts).
  // It reads every watched row by design: a Seq Scan of procesos_en_fuente/expedientes is its plan;
  // the per-row signals must come from indexes.
  await explain(
    handle,
    'sweep candidates (barrido.ts planearElementosDelBarrido)',
    `select p.id, p.tipo_fuente, p.id_proceso, e.numero,
       ${dia} - p.ultima_consulta_completa, ${dia} - p.fecha_ultima_actuacion,
       coalesce(p.termino, e.fecha_termino) - ${dia},
       ${dia} - (p.creado_en at time zone 'America/Bogota')::date,
       case when p.tipo_fuente in (0, 1, 2, 4) then (
         select count(*)::int from actuaciones a
         where a.id_proceso_en_fuente = p.id and a.fecha_actuacion > ${dia} - 30) else 0 end,
       exists (select 1 from coincidencias c where c.id_expediente = p.id_expediente
         and c.tipo = 'radicado' and c.fecha_deteccion >= ${dia} - 1)
     from procesos_en_fuente p join expedientes e on e.id = p.id_expediente
     where p.activo and p.estado in (2, 3) and p.id_proceso is not null and p.id_actualizacion is not null
       and not p.es_resultado_adicional`,
  );
  // Proposed (not in the product): the same count through actuaciones_por_expediente (id_expediente,
  // fecha_actuacion), which ranges over the recent ones only; an actuación's id_expediente is its
  // source row's (guardar-actuaciones.ts), so the rows counted are the same.
  await explain(
    handle,
    'sweep candidates, recent count by case (proposed)',
    `select p.id, p.tipo_fuente, p.id_proceso, e.numero,
       ${dia} - p.ultima_consulta_completa, ${dia} - p.fecha_ultima_actuacion,
       coalesce(p.termino, e.fecha_termino) - ${dia},
       ${dia} - (p.creado_en at time zone 'America/Bogota')::date,
       case when p.tipo_fuente in (0, 1, 2, 4) then (
         select count(*)::int from actuaciones a
         where a.id_expediente = p.id_expediente and a.fecha_actuacion > ${dia} - 30
           and a.id_proceso_en_fuente = p.id) else 0 end,
       exists (select 1 from coincidencias c where c.id_expediente = p.id_expediente
         and c.tipo = 'radicado' and c.fecha_deteccion >= ${dia} - 1)
     from procesos_en_fuente p join expedientes e on e.id = p.id_expediente
     where p.activo and p.estado in (2, 3) and p.id_proceso is not null and p.id_actualizacion is not null
       and not p.es_resultado_adicional`,
  );
  // monitoring/barrido.ts planearElementosDelBarrido, the activations to re-queue.
  await explain(
    handle,
    'pending activations (barrido.ts planearElementosDelBarrido)',
    'select id from procesos_en_fuente where activo and estado in (0, 1)',
  );
  // monitoring/leer-publicaciones.ts watchedInCourt: once per court and publication source a night.
  const { rows } = await handle.pool.query(
    'select id_proceso from procesos_en_fuente where tipo_fuente = 3 order by id limit 1 offset 777',
  );
  await explain(
    handle,
    'watched in one court (leer-publicaciones.ts watchedInCourt)',
    `select p.id, p.id_abogado, p.id_expediente, p.tipo_fuente, p.parametros, e.numero, e.despacho, e.demandantes, e.demandados
     from procesos_en_fuente p join expedientes e on e.id = p.id_expediente
     where p.tipo_fuente = 3 and p.id_proceso = $1 and p.activo and p.estado in (2, 3)`,
    [rows[0]?.id_proceso],
  );
  // monitoring/cerrar-dia.ts cerrarDia, the 'faltantes' (rows without tonight's consulta), read part.
  await explain(
    handle,
    'close-day not consulted (cerrar-dia.ts cerrarDia)',
    `select p.id, p.id_abogado, p.id_expediente, p.tipo_fuente
     from procesos_en_fuente p
     where p.activo and p.estado in (2, 3) and p.id_actualizacion is not null and not p.es_resultado_adicional
       and not exists (select 1 from consultas c where c.id_proceso_en_fuente = p.id and c.fecha = ${dia} - 1)
       and not (p.fecha_motivo_noche is not distinct from ${dia} and p.motivo_noche = 'noElegido')`,
  );
  // monitoring/cerrar-dia.ts cerrarDia, cases without a change for 3 months (all accounts).
  await explain(
    handle,
    'close-day 3 months quiet (cerrar-dia.ts cerrarDia)',
    `select e.id_abogado, e.id from expedientes e
     where coalesce(e.fecha_ultimo_cambio, e.creado_en) < (${dia} - interval '3 months')`,
  );
  // features/cierres-judiciales/recalcular-terminos.ts recalcularTerminosVencidos, its case selection.
  await explain(
    handle,
    'ended términos (recalcular-terminos.ts recalcularTerminosVencidos)',
    `select e.id from expedientes e where e.fecha_termino < ${dia}`,
  );
}

/** The real planearElementosDelBarrido (query, grouping, plan, the per-row reasons written back). */
async function sweepPlanTimed(handle: DatabaseHandle) {
  const config = { SWEEP_BUDGET_PER_HOST: 18_000, SWEEP_FLOOR_DAYS: 30 } as Config;
  const start = performance.now();
  const before = process.memoryUsage().rss;
  const items = await planearElementosDelBarrido({ db: handle.db, config }, FECHA);
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `  planearElementosDelBarrido (real code, all accounts, incl. writing each row's reason): ${seconds.toFixed(1)} s, ` +
      `${(items.checksPrioritarios.length + items.checks.length).toLocaleString('en')} checks, ${items.courts.length} courts, ` +
      `${items.pending.length.toLocaleString('en')} activations, RSS +${Math.round((process.memoryUsage().rss - before) / 1e6)} MB`,
  );
}

async function storage(handle: DatabaseHandle) {
  const tables = ['expedientes', 'procesos_en_fuente', 'actuaciones', 'consultas', 'coincidencias'];
  // The search text's narrow copy (migration 0028), where the database has it.
  if ((await handle.pool.query("select to_regclass('expedientes_busqueda') is not null as hay")).rows[0].hay)
    tables.splice(1, 0, 'expedientes_busqueda');
  console.log('\nStorage (pg_total_relation_size: heap + indexes + TOAST):');
  let total = 0;
  for (const table of tables) {
    const { rows } = await handle.pool.query(
      `select pg_total_relation_size($1) t, pg_indexes_size($1) i, (select count(*) from ${table}) n`,
      [table],
    );
    const bytes = Number(rows[0].t);
    total += bytes;
    console.log(
      `  ${table}: ${(bytes / 1e6).toFixed(0)} MB (indexes ${(Number(rows[0].i) / 1e6).toFixed(0)} MB), ` +
        `${Number(rows[0].n).toLocaleString('en')} rows`,
    );
  }
  console.log(
    `  per watched radicado: ${(total / RADICADOS / 1024).toFixed(2)} KiB (${(total / 1e9).toFixed(2)} GB / ${RADICADOS.toLocaleString('en')})`,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function caseList(handle: DatabaseHandle) {
  const deps = { db: handle.db, clock: { today: async () => FECHA } };
  const searches = [undefined, undefined, undefined, 'banco', 'colpensiones', '11001', 'castaño'];
  const times = new Map<string, number[]>();
  const porTipo = new Map<string, number[]>();
  const orders = ORDERS.filter((o) => o !== 'termino');
  // Warm the prepared statements and the cache once.
  await listarExpedientes(deps, ID_CUENTA_GRANDE, { pagina: 1, ordenadoPor: 'fechacreacion' }, {});
  for (let i = 0; i < SOLICITUDES; i++) {
    const ordenadoPor = orders[i % orders.length] as OrdenExpedientes;
    const queryString = searches[i % searches.length];
    // Mostly the first pages; every fifth request a deep one.
    const pagina = 1 + (i % 5 === 0 ? (i * 13) % Math.ceil(CUENTA_GRANDE / 20) : (i * 7) % 4);
    const key = `${ordenadoPor}${queryString ? ' + search' : ''}`;
    const start = performance.now();
    await listarExpedientes(deps, ID_CUENTA_GRANDE, { pagina, ordenadoPor, queryString }, {});
    const elapsed = performance.now() - start;
    const list = times.get(key) ?? [];
    list.push(elapsed);
    times.set(key, list);
    if (!queryString) continue;
    // The same search request by kind (first pages, read off the order's index; deep ones, one pass
    // over the matches), then as the public API answers it (its total counted, as every request did
    // before decision 0020's next-page flag) and the web's badge count (/Buscar/Preview).
    apuntar(
      porTipo,
      pagina > 5
        ? `web list, search, deep page (> 5)${POR_BUSQUEDA ? ` ${queryString}` : ''}`
        : 'web list, search, pages 1–5',
      elapsed,
    );
    if (pagina > 5) {
      // The same deep page as the web now asks for it: after the previous page's last case.
      const anterior = await listarExpedientes(
        deps,
        ID_CUENTA_GRANDE,
        { pagina: pagina - 1, ordenadoPor, queryString },
        {},
      );
      if (anterior.siguiente) {
        const trasCursor = performance.now();
        await listarExpedientes(
          deps,
          ID_CUENTA_GRANDE,
          { pagina, ordenadoPor, queryString, despuesDe: anterior.siguiente },
          {},
        );
        apuntar(
          porTipo,
          `web list, search, deep page after the cursor (> 5)${POR_BUSQUEDA ? ` ${queryString}` : ''}`,
          performance.now() - trasCursor,
        );
      }
    }
    const publica = performance.now();
    await listarExpedientesConTotal(deps, ID_CUENTA_GRANDE, { pagina, ordenadoPor, queryString });
    apuntar(porTipo, 'public API list, search (total counted)', performance.now() - publica);
    const cuenta = performance.now();
    await contarExpedientes(deps, ID_CUENTA_GRANDE, queryString);
    apuntar(porTipo, 'preview count (/Buscar/Preview)', performance.now() - cuenta);
  }
  // The 'Termino' order's first read after the fill computes every case's término once (the fill
  // wrote none); a night's new actuaciones make the next read compute those cases again.
  const termino = async (pagina: number) => {
    const start = performance.now();
    await listarExpedientes(deps, ID_CUENTA_GRANDE, { pagina, ordenadoPor: 'termino' }, {});
    return performance.now() - start;
  };
  // The other accounts as the close's job leaves them every night (terminos-tras-el-cierre.ts):
  // their términos computed, so only the big account's rows are pending before its first read.
  const otras = performance.now();
  const { rows: cuentas } = await handle.pool.query(
    'select distinct id_abogado from expedientes_terminos where id_abogado <> $1 and leidos is distinct from cambios',
    [ID_CUENTA_GRANDE],
  );
  for (const { id_abogado } of cuentas) await refrescarTerminosDeCuenta(handle.db, id_abogado, FECHA);
  if (cuentas.length)
    console.log(
      `\n  other accounts' términos computed (${cuentas.length} accounts): ${((performance.now() - otras) / 1000).toFixed(1)} s`,
    );
  console.log(
    `\n  'Termino' first read (every case's término computed): ${(await termino(1)).toFixed(0)} ms`,
  );
  const noche = await handle.pool.query(
    `insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion,
        fecha_actuacion, fecha_registro, fecha_deteccion)
     select p.id_abogado, p.id_expediente, p.id, p.tipo_fuente, 'noche-' || p.id || '-' || txid_current(), 'Auto corre traslado por el término de tres (3) días',
       date '${FECHA}', date '${FECHA}', date '${FECHA}'
     from procesos_en_fuente p where p.id_abogado = ${ID_CUENTA_GRANDE} and p.tipo_fuente = 0 and p.id % 100 < 7`,
  );
  // The close's job computes them in the worker (and vacuums what it wrote); the reads come after.
  const cierre = performance.now();
  await refrescarTerminosJob.handler(
    { ...deps, log: { info: () => {} } } as unknown as Parameters<typeof refrescarTerminosJob.handler>[0],
    {},
    { jobId: 'bench', retryCount: 0, isLastAttempt: true },
  );
  console.log(
    `  close's job after a night of ${noche.rowCount?.toLocaleString('en')} new actuaciones (terminos-tras-el-cierre.ts): ${(performance.now() - cierre).toFixed(0)} ms; then 'Termino' read: ${(await termino(1)).toFixed(0)} ms`,
  );
  for (let i = 0; i < 10; i++) {
    const start = performance.now();
    await listarExpedientes(deps, ID_CUENTA_GRANDE, { pagina: 1 + i * 97, ordenadoPor: 'termino' }, {});
    const list = times.get('termino') ?? [];
    list.push(performance.now() - start);
    times.set('termino', list);
  }
  console.log(
    `\nCase list of the ${CUENTA_GRANDE.toLocaleString('en')}-case account (listarExpedientes, target p95 ≤ 20 ms):`,
  );
  const all: number[] = [];
  for (const [key, list] of times) {
    const sorted = [...list].sort((a, b) => a - b);
    if (key !== 'termino') all.push(...list);
    console.log(
      `  ${key.padEnd(34)} n ${String(list.length).padStart(3)}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
    );
  }
  const sorted = all.sort((a, b) => a - b);
  console.log(
    `  all but termino                    n ${sorted.length}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
  );
  console.log('  the search requests by kind (same requests, one after the other):');
  for (const [key, list] of porTipo) {
    const ordenados = [...list].sort((a, b) => a - b);
    console.log(
      `  ${key.padEnd(42)} n ${String(list.length).padStart(3)}  p50 ${percentile(ordenados, 0.5).toFixed(1)} ms  p95 ${percentile(ordenados, 0.95).toFixed(1)} ms`,
    );
  }
}

function apuntar(tiempos: Map<string, number[]>, clave: string, ms: number) {
  const lista = tiempos.get(clave) ?? [];
  lista.push(ms);
  tiempos.set(clave, lista);
}

/**
 * The plans of the very statements listarExpedientes sends for one request: the pool's query is
 * wrapped while it runs (text and parameters recorded), then each is explained on its own.
 */
async function listPlans(handle: DatabaseHandle) {
  const deps = { db: handle.db, clock: { today: async () => FECHA } };
  const requests: { label: string; pagina: number; ordenadoPor: OrdenExpedientes; queryString?: string }[] = [
    { label: 'fechacreacion, page 1', pagina: 1, ordenadoPor: 'fechacreacion' },
    { label: 'fechacreacion, page 2,000', pagina: 2_000, ordenadoPor: 'fechacreacion' },
    { label: "search 'banco', page 1", pagina: 1, ordenadoPor: 'fechacreacion', queryString: 'banco' },
    {
      label: "search 'castaño', page 3",
      pagina: 3,
      ordenadoPor: 'primerolosquehancambiado',
      queryString: 'castaño',
    },
    { label: "search '11001', page 1", pagina: 1, ordenadoPor: 'fechacreacion', queryString: '11001' },
    { label: "search 'banco', page 201", pagina: 201, ordenadoPor: 'fechacreacion', queryString: 'banco' },
    { label: 'termino, page 1', pagina: 1, ordenadoPor: 'termino' },
    { label: 'termino, page 2,000', pagina: 2_000, ordenadoPor: 'termino' },
  ];
  console.log(
    '\nCase list statements of the big account (EXPLAIN ANALYZE, BUFFERS; each statement of one request):',
  );
  const pool = handle.pool as unknown as { query: (...args: unknown[]) => unknown };
  const original = pool.query;
  for (const request of requests) {
    const sent: { text: string; values: unknown[] }[] = [];
    pool.query = function (this: unknown, ...args: unknown[]) {
      const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof config === 'string') sent.push({ text: config, values: values ?? [] });
      else sent.push({ text: config.text, values: config.values ?? values ?? [] });
      return original.apply(this, args);
    };
    try {
      await listarExpedientes(deps, ID_CUENTA_GRANDE, request, {});
    } finally {
      pool.query = original;
    }
    console.log(` ${request.label}:`);
    for (const [index, statement] of sent.entries())
      await explain(
        handle,
        `#${index + 1} ${statement.text.replace(/\s+/g, ' ').slice(0, 90)}…`,
        statement.text,
        statement.values,
      );
  }
}

async function main() {
  printMachineAndLoad();
  const database = await openDatabase();
  console.log(`Database: ${database.where}`);
  try {
    await applyMigrations(database.handle.db);
    const { rows } = await database.handle.pool.query('select exists (select 1 from expedientes) as lleno');
    if (rows[0].lleno) console.log('  kept database (--conservar): no fill');
    else {
      const start = performance.now();
      await fill(database.handle);
      console.log(`  fill total: ${((performance.now() - start) / 1000).toFixed(0)} s`);
    }
    await storage(database.handle);
    if (!process.argv.includes('--solo-lista')) {
      await selectionQueries(database.handle);
      await sweepPlanTimed(database.handle);
    }
    await caseList(database.handle);
    await listPlans(database.handle);
    console.log('');
    printMachineAndLoad();
  } finally {
    await database.close();
  }
}

await main();
