/**
 * Scale end to end (issue 23 item 6): N watched radicados against the HTTP court simulator in its
 * fitted activity (COURT_SIM_ACTIVIDAD=ajustada), swept night after night by K `main.ts worker`
 * processes (distinct EGRESS_ID, each with its own budget per host) sharing one PostgreSQL and the
 * pg-boss queue, with the politeness interval scaled down (SOURCE_MIN_INTERVAL_MS). Each worker
 * reaches each court host through its own counting proxy (bench/lib/proxy-contador.ts), so its
 * gates are per host as in production and the bench counts requests per host per egress.
 * The portfolio is written straight into the database (bench/lib/cartera-simulada.ts). Each night
 * the simulator's clock moves to the night's day, this process plans the sweep (the real
 * planearBarrido) and waits for the queue; the truth is the simulator's own timelines, so the
 * bench prints per night next-morning coverage of autos notified by estado, of actuaciones Tito
 * marks important (priorizarCambio, the real rules) and of all of them; then their lateness, one
 * summary line in bench/escala.ts's format, and bench/escala.ts's lines for the same settings.
 * Night n is day D0 + n (D0 a Monday); the day close, the morning e-mails and the control are not
 * run (they do not feed the next night's plan).
 * `--orden listados-primero` (default): the night's estados listings are read, then the night is
 * planned (as bench/escala.ts's model does); `--orden produccion`: planearBarrido queues both at
 * once, so a list names its radicados for the next night's plan (decision 0019, "Not done").
 * Usage: npx tsx bench/escala-punta-a-punta.ts [--radicados 20000] [--noches 10] [--egresos 2]
 *   [--presupuesto 18000·N/1e6] [--seed 1] [--intervalo-ms 20] [--piso 7] [--orden listados-primero]
 *   [--sin-escala] (skip the model's run)
 * DATABASE_URL=postgres://…: a fresh database expediente_e2e_db there (dropped at the end); else an
 * embedded PostgreSQL in a temporary folder. Figures only, never pass/fail.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { actuacionesUntil, isBusinessDay, tipoOn, toDay, toIso } from '@expediente/court-sim';
import { priorizarCambio, UMBRAL_ALERTA } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../packages/server/src/config.ts';
import { startEmbeddedDatabase } from '../packages/server/src/db/embedded.ts';
import { actuaciones } from '../packages/server/src/db/schema-expedientes.ts';
import { gastoEgresos } from '../packages/server/src/db/schema-presupuesto.ts';
import { COLAS_DEL_BARRIDO, planearBarrido } from '../packages/server/src/monitoring/barrido.ts';
import { leerPublicacionesJob } from '../packages/server/src/monitoring/leer-publicaciones.ts';
import { resumenPresupuesto } from '../packages/server/src/monitoring/presupuesto/planificar-barrido.ts';
import { openRuntime } from '../packages/server/src/runtime.ts';
import { numero, texto } from './lib/argumentos.ts';
import { claveDe, elegirCartera, llenarCartera, PUBLICACIONES_PROCESALES } from './lib/cartera-simulada.ts';
import { printMachineAndLoad } from './lib/machine.ts';
import { iniciarProxyContador, type ProxyContador } from './lib/proxy-contador.ts';
import { createRandom } from './lib/random.ts';

const entero = (name: string, fallback: number) => Math.floor(numero(name, fallback));
const RADICADOS = entero('radicados', 20_000);
const NOCHES = entero('noches', 10);
const EGRESOS = entero('egresos', 2);
/** The default budget per egress scaled to N: 18,000 requests at a million radicados. */
const PRESUPUESTO = entero('presupuesto', Math.max(1, Math.round((18_000 * RADICADOS) / 1_000_000)));
const SEED = entero('seed', 1);
/** Production's 1,000 ms scaled as the budget is (18,000 → 360 at 20,000 radicados: 1/50). */
const INTERVALO_MS = entero('intervalo-ms', 20);
const PISO = entero('piso', 7);
const ORDEN = texto('orden') ?? 'listados-primero';
if (!['listados-primero', 'produccion'].includes(ORDEN))
  throw new Error('--orden: listados-primero o produccion');
/** A Monday in a month without holidays (bench/escala.ts's nights start on a Monday and ignore holidays). */
const NOCHE_0 = toDay('2026-09-07');
const BASE_DE_DATOS_PROPIA = 'expediente_e2e_db';
/** A cron that does not come round during a run: 03:00 on 1 January. */
const NUNCA = '0 3 1 1 *';
const RAIZ = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);
const miles = (value: number) => Math.round(value).toLocaleString('es-CO');
const esperar = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function abrirPostgres() {
  const servidor = process.env.DATABASE_URL;
  if (servidor) {
    const admin = new pg.Client({ connectionString: servidor });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${BASE_DE_DATOS_PROPIA} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${BASE_DE_DATOS_PROPIA}`);
    await admin.end();
    const url = new URL(servidor);
    url.pathname = `/${BASE_DE_DATOS_PROPIA}`;
    return {
      url: url.toString(),
      async cerrar() {
        const cliente = new pg.Client({ connectionString: servidor });
        await cliente.connect();
        await cliente.query(`DROP DATABASE IF EXISTS ${BASE_DE_DATOS_PROPIA} WITH (FORCE)`);
        await cliente.end();
      },
    };
  }
  const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-e2e-db-'));
  fs.chmodSync(carpeta, 0o755);
  const embebida = await startEmbeddedDatabase(carpeta, 57_000 + Math.floor(Math.random() * 2_000));
  return {
    url: embebida.url,
    async cerrar() {
      await embebida.stop();
      fs.rmSync(carpeta, { recursive: true, force: true });
    },
  };
}

async function iniciarSimulador(): Promise<{ proceso: ChildProcess; url: string }> {
  const puerto = 47_000 + Math.floor(Math.random() * 2_000);
  const proceso = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/court-sim/src/cli.ts',
      '--port',
      String(puerto),
      '--today',
      toIso(NOCHE_0 - 1),
    ],
    { cwd: RAIZ, stdio: 'ignore', env: { ...process.env, COURT_SIM_ACTIVIDAD: 'ajustada' } },
  );
  const url = `http://127.0.0.1:${puerto}`;
  for (let intento = 0; intento < 150; intento++) {
    const listo = await fetch(`${url}/__control/clock`).then(
      (respuesta) => respuesta.ok,
      () => false,
    );
    if (listo) return { proceso, url };
    await esperar(200);
  }
  throw new Error('el simulador no arrancó');
}

let deteniendo = false;
let falloDeWorker: (error: Error) => void = () => {};
const workerCaido = new Promise<never>((_, reject) => {
  falloDeWorker = reject;
});
workerCaido.catch(() => {});

interface Egreso {
  nombre: string;
  cpnu: ProxyContador;
  publicaciones: ProxyContador;
  worker: ChildProcess;
}

/** The environment both the planner (this process) and the workers read. */
function entorno(databaseUrl: string, simUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    COURT_SIM_URL: simUrl,
    FUENTES: 'simulador',
    DEMO: 'false',
    JOBS_SCHEMA: 'pgboss',
    SWEEP_BUDGET_PER_HOST: String(PRESUPUESTO),
    SWEEP_FLOOR_DAYS: String(PISO),
    // bench/escala.ts's default model has no repeat litigants.
    SWEEP_LITIGANT_MIN: '0',
    // The bench drives the nights: the crons never fire.
    SWEEP_CRON: NUNCA,
    CLOSE_DAY_CRON: NUNCA,
    LOG_LEVEL: 'warn',
  };
}

async function iniciarEgreso(i: number, base: Record<string, string>, simUrl: string): Promise<Egreso> {
  const nombre = `egreso-${i + 1}`;
  const cpnu = await iniciarProxyContador(simUrl);
  const publicaciones = await iniciarProxyContador(simUrl);
  const worker = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', 'worker'], {
    cwd: RAIZ,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...base,
      EGRESS_ID: nombre,
      SOURCE_CPNU_URL: `${cpnu.url}/cpnu/api/v2`,
      SOURCE_PUBLICACIONES_URL: `${publicaciones.url}/publicaciones`,
      SOURCE_MIN_INTERVAL_MS: String(INTERVALO_MS),
      SOURCE_MAX_CONCURRENT: '1',
    },
  });
  // A worker that dies would leave the queue waiting for nobody: stop the bench instead.
  worker.once('exit', (code, signal) => {
    if (!deteniendo)
      falloDeWorker(new Error(`El worker ${nombre} terminó (${code ?? signal}); se detiene el banco.`));
  });
  return { nombre, cpnu, publicaciones, worker };
}

interface Verdad {
  idFuente: number;
  clave: string;
  dia: number;
  esAuto: boolean;
  importante: boolean;
  /** Night it was detected (−1: not yet). */
  detectada: number;
}

const percentil = (ordenados: number[], p: number) =>
  ordenados.length === 0
    ? 0
    : (ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] as number);

async function main() {
  printMachineAndLoad();
  const inicio = Date.now();
  const postgres = await abrirPostgres();
  const sim = await iniciarSimulador();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-e2e-datos-'));
  const base = entorno(postgres.url, sim.url, dataDir);
  const runtime = await openRuntime(loadConfig(base), { schedule: false });
  const { deps } = runtime;
  const egresos: Egreso[] = [];
  try {
    const random = createRandom(SEED);
    const { vigilados, despachos } = elegirCartera(RADICADOS, random, NOCHE_0, PISO);
    console.log(
      `Radicados ${miles(RADICADOS)} en ${despachos.length} despachos (expedientes enteros del simulador) · ${NOCHES} noches desde ${toIso(NOCHE_0)} · ${EGRESOS} egresos · presupuesto ${miles(PRESUPUESTO)} solicitudes CPNU por egreso y noche · intervalo ${INTERVALO_MS} ms por host · piso ${PISO} días · orden ${ORDEN} · semilla ${SEED}`,
    );
    let t = Date.now();
    const idFuente = await llenarCartera(deps.db, vigilados);
    console.log(`Cartera escrita en la base en ${((Date.now() - t) / 1000).toFixed(0)} s`);

    // The rows must be those the connector reads: compare a few with the simulator over HTTP.
    const conector = deps.sources.get(2);
    for (const v of vigilados.slice(0, 20)) {
      await fetch(`${sim.url}/__control/clock/set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: toIso(v.ultimaConsulta) }),
      });
      const [leido] = (await conector.findRadicado(v.radicado)).filter(
        (p) => p.ref.idProceso === String(v.proceso.idProceso),
      );
      const [fila] = (
        await deps.db.execute<{ fecha: string }>(
          sql`select fecha_ultima_actuacion::text as fecha from procesos_en_fuente where id = ${idFuente.get(v.radicado)}`,
        )
      ).rows;
      if (leido?.fechaUltimaActuacion !== fila?.fecha)
        throw new Error(
          `La cartera no coincide con el simulador en ${v.radicado}: ${leido?.fechaUltimaActuacion} ≠ ${fila?.fecha}`,
        );
    }

    t = Date.now();
    for (let i = 0; i < EGRESOS; i++) egresos.push(await iniciarEgreso(i, base, sim.url));
    for (let vivos = 0; vivos < EGRESOS; await Promise.race([esperar(250), workerCaido])) {
      const filas = await deps.db.execute<{ total: number }>(
        sql`select count(*)::int as total from egresos_vivos where cola = 'pgboss'`,
      );
      vivos = filas.rows[0]?.total ?? 0;
      if (Date.now() - t > 180_000) throw new Error('los workers no arrancaron');
    }
    console.log(`${EGRESOS} workers vivos en ${((Date.now() - t) / 1000).toFixed(0)} s\n`);

    const verdades: Verdad[] = [];
    const solicitudesPorEgreso: number[] = [];
    for (let noche = 0; noche < NOCHES; noche++) {
      const dia = NOCHE_0 + noche;
      const fecha = toIso(dia);
      const comienzo = Date.now();
      await fetch(`${sim.url}/__control/clock/set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date: fecha }),
      });
      for (const egreso of egresos) {
        egreso.cpnu.reiniciar();
        egreso.publicaciones.reiniciar();
      }
      // The truth: what the courts registered today, from the simulator's own timelines.
      const primera = verdades.length;
      if (isBusinessDay(dia))
        for (const v of vigilados) {
          if (!tipoOn(v.proceso, dia, 'ajustada')) continue;
          for (const a of actuacionesUntil(v.proceso, dia, 'ajustada')) {
            if (a.fechaRegistro !== dia || a.actuacion === 'Fijacion estado') continue;
            verdades.push({
              idFuente: idFuente.get(v.radicado) as number,
              clave: claveDe(v.proceso, a),
              dia,
              esAuto: a.esAuto,
              importante: priorizarCambio({
                tipoCambio: 0,
                descripcion: a.actuacion,
                anotacion: a.anotacion,
                fechaActuacion: toIso(a.fechaActuacion),
                fechaFinalizaTermino: a.fechaFinal === null ? null : toIso(a.fechaFinal),
              }).esPriorizado,
              detectada: -1,
            });
          }
        }
      if (ORDEN === 'listados-primero') {
        await deps.jobs.sendMany(
          leerPublicacionesJob,
          despachos.map((codigoDespacho) => ({
            tipoFuente: PUBLICACIONES_PROCESALES,
            codigoDespacho,
            fecha,
          })),
        );
        await Promise.race([deps.jobs.drain(COLAS_DEL_BARRIDO, 3_600_000), workerCaido]);
      }
      const listados = Date.now();
      const plan = await planearBarrido(deps, fecha);
      await Promise.race([deps.jobs.drain(COLAS_DEL_BARRIDO, 3_600_000), workerCaido]);

      // What the engine stored tonight, against the truth.
      const detectadas = await deps.db
        .select({ idFuente: actuaciones.idProcesoEnFuente, clave: actuaciones.clave })
        .from(actuaciones)
        .where(and(eq(actuaciones.fechaDeteccion, fecha), eq(actuaciones.tipoFuente, 2)));
      const vistas = new Set(detectadas.map((d) => `${d.idFuente}:${d.clave}`));
      for (const v of verdades)
        if (v.detectada < 0 && vistas.has(`${v.idFuente}:${v.clave}`)) v.detectada = noche;
      const hoy = verdades.slice(primera);
      // Of today's autos, those the night's reading of the estados named (as the plan reads them).
      const nombrados = await deps.db.execute<{ id: number }>(sql`
        select distinct pu.id from coincidencias c
        join procesos_en_fuente pu on pu.id_expediente = c.id_expediente and pu.tipo_fuente = 2
        where c.fecha_deteccion = ${fecha} and (c.tipo = 'radicado' or c.certeza >= ${UMBRAL_ALERTA})`);
      const idsNombrados = new Set(nombrados.rows.map((fila) => Number(fila.id)));
      const autosHoy = hoy.filter((v) => v.esAuto);
      const cubiertas = (filtro: (v: Verdad) => boolean) => {
        const todas = hoy.filter(filtro);
        return pct(todas.filter((v) => v.detectada === noche).length, todas.length);
      };
      const gasto = await deps.db
        .select({ egreso: gastoEgresos.egreso, solicitudes: gastoEgresos.solicitudes })
        .from(gastoEgresos)
        .where(and(eq(gastoEgresos.fecha, fecha), eq(gastoEgresos.host, 'cpnu')));
      const contadas = gasto.map((g) => g.solicitudes);
      solicitudesPorEgreso.push(...contadas);
      const consultas = await deps.db.execute<{ estado: string; total: number; solicitudes: number }>(sql`
        select estado, count(*)::int as total, sum(solicitudes)::int as solicitudes from consultas
        where fecha = ${fecha} and tipo_fuente = 2 group by estado`);
      console.log(
        `noche ${String(noche + 1).padStart(2)} (${fecha}) ` +
          egresos
            .map(
              (e) =>
                `${e.nombre}: cpnu ${miles(e.cpnu.solicitudes())} (presupuesto contó ${miles(gasto.find((g) => g.egreso === e.nombre)?.solicitudes ?? 0)} de ${miles(PRESUPUESTO)}), publicaciones ${miles(e.publicaciones.solicitudes())}`,
            )
            .join(' · ') +
          ` · consultas ${consultas.rows.map((c) => `${c.estado} ${miles(c.total)}`).join(', ')}` +
          ` · autos nombrados en los estados leídos ${autosHoy.filter((v) => idsNombrados.has(v.idFuente)).length} de ${autosHoy.length} (${idsNombrados.size} radicados nombrados)` +
          ` · mañana: estados ${cubiertas((v) => v.esAuto)} importantes ${cubiertas((v) => v.importante)} todas ${cubiertas(() => true)} (${miles(hoy.length)})` +
          ` · ${(((ORDEN === 'listados-primero' ? listados : comienzo) - comienzo) / 1000).toFixed(0)} s listados, ${((Date.now() - listados) / 1000).toFixed(0)} s barrido · carga ${os.loadavg()[0]?.toFixed(1)}`,
      );
      console.log(`  plan: ${resumenPresupuesto(plan.presupuesto)}`);
    }

    // Lateness in days (0 = seen the next morning); never seen: censored at the last night.
    const atrasos: number[] = [];
    let sinVer = 0;
    const suma = { estados: [0, 0], importantes: [0, 0], todas: [0, 0], en7: [0, 0] };
    for (const v of verdades) {
      const noche = v.dia - NOCHE_0;
      const manana = v.detectada === noche ? 1 : 0;
      suma.todas[0] += manana;
      suma.todas[1]++;
      if (v.esAuto) {
        suma.estados[0] += manana;
        suma.estados[1]++;
      }
      if (v.importante) {
        suma.importantes[0] += manana;
        suma.importantes[1]++;
      }
      const atraso = v.detectada >= 0 ? v.detectada - noche : NOCHES - noche;
      if (v.detectada < 0) sinVer++;
      if (atraso > 0) atrasos.push(atraso);
      if (noche <= NOCHES - 8) {
        suma.en7[1]++;
        if (v.detectada >= 0 && atraso <= 7) suma.en7[0]++;
      }
    }
    atrasos.sort((a, b) => a - b);
    const maxPorEgreso = Math.max(0, ...solicitudesPorEgreso);
    const p = (par: number[]) => pct(par[0] as number, par[1] as number);
    const activos = verdades.length / (vigilados.length * countBusinessDays());
    console.log(
      `\nPunta a punta K=${EGRESOS}: cobertura a la mañana estados ${p(suma.estados)}, importantes ${p(suma.importantes)}, todas ${p(suma.todas)}` +
        ` · a 7 días ${p(suma.en7)} · atraso de las demás p50 ${percentil(atrasos, 50)} p95 ${percentil(atrasos, 95)} máx ${percentil(atrasos, 100)} días (${miles(sinVer)} sin ver al final)` +
        ` · ${miles(verdades.length)} actuaciones (${(100 * activos).toFixed(2)} % de radicados activos por día hábil)` +
        ` · tiempo total ${((Date.now() - inicio) / 1000).toFixed(0)} s · carga ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' / ')}`,
    );
    console.log(
      `escala-punta-a-punta: radicados ${RADICADOS} egresos ${EGRESOS} solicitudes-por-egreso ${maxPorEgreso} cobertura-estados ${p(suma.estados)} cobertura-importantes ${p(suma.importantes)} cobertura-total ${p(suma.todas)} atraso-p95 ${percentil(atrasos, 95)} dias`,
    );
  } finally {
    deteniendo = true;
    for (const egreso of egresos) {
      if (egreso.worker.exitCode === null && egreso.worker.signalCode === null) {
        egreso.worker.kill('SIGTERM');
        await new Promise((resolve) => egreso.worker.once('exit', resolve));
      }
      await egreso.cpnu.cerrar();
      await egreso.publicaciones.cerrar();
    }
    await runtime.close();
    sim.proceso.kill('SIGTERM');
    await postgres.cerrar();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (!process.argv.includes('--sin-escala')) {
    // The model for the same settings: bench/escala.ts at the same N, K, budget per egress, nights.
    console.log(`\nEl modelo (bench/escala.ts) con los mismos parámetros:`);
    const salida = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'bench/escala.ts',
        ...['--radicados', String(RADICADOS), '--noches', String(NOCHES), '--egresos', String(EGRESOS)],
        ...['--presupuesto', String(PRESUPUESTO), '--seed', String(SEED), '--piso', String(PISO)],
        ...['--despachos', String(Math.max(1, Math.round(RADICADOS / 200)))],
      ],
      { cwd: RAIZ, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
    );
    for (const linea of salida.split('\n'))
      if (/^(escala|base):|^ {2}(planificador|hoy) K=/.test(linea)) console.log(linea);
  }
}

function countBusinessDays() {
  let dias = 0;
  for (let noche = 0; noche < NOCHES; noche++) if (isBusinessDay(NOCHE_0 + noche)) dias++;
  return Math.max(1, dias);
}

await main();
