/**
 * A month of nights of morning reports with injected faults (issue 'Telling the lawyer before
 * 08:00': at least 99.5% delivered before 07:30, each late one recorded). The real outbox and the
 * real sender over real SMTP on loopback, on a virtual clock: the night closes at 06:00 (the plan
 * in monitoring/plan-noche.ts), then every virtual minute the sender runs once and every due time
 * in the outbox moves one minute closer, so the backoff and the leases act as they would. Faults,
 * from a fixed seed: on 30% of nights an SMTP outage (refusing every recipient) starting between
 * 05:30 and 06:30 and lasting 5–90 minutes; on 10% of nights the sweep overruns and the day closes
 * up to 45 minutes late; and 1% of sends refused at random on every night.
 * Prints figures; never pass/fail.
 * Usage: npx tsx bench/noches-informes.ts [--accounts 300] [--nights 30] [--seed 2026]
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { addDays } from '../packages/server/src/clock.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { sendDueInformes } from '../packages/server/src/features/informe-diario/send-informes.ts';
import { closeDay } from '../packages/server/src/monitoring/close-day.ts';
import {
  HORA_CIERRE_MINUTOS,
  META_MINUTOS,
  PROMESA_MINUTOS,
} from '../packages/server/src/monitoring/plan-noche.ts';
import { openRuntime } from '../packages/server/src/runtime.ts';
import { printMachineAndLoad } from './lib/machine.ts';
import { createRandom } from './lib/random.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const ACCOUNTS = argument('accounts', 300);
const NIGHTS = argument('nights', 30);
const random = createRandom(argument('seed', 2026));
const FIRST_NIGHT = '2026-10-01';
/** Simulated until 10:00: a report still owed then counts as never delivered. */
const FIN_MINUTOS = 10 * 60;

const hhmm = (minutos: number) =>
  `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`;

async function main() {
  printMachineAndLoad();
  let refuseAll = false;
  let refused = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refuseAll || random.chance(0.01)) {
        refused += 1;
        return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-noches-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54362',
    COURT_SIM_PORT: '0',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  });
  const runtime = await openRuntime(config);
  const { deps } = runtime;
  deps.log = { info() {}, warn() {}, error() {} };
  const db = runtime.database.pool;
  const entregas: number[] = [];
  let pendientesAlFinal = 0;
  let nochesConCaida = 0;
  let nochesConCierreTarde = 0;
  const started = performance.now();
  try {
    await db.query(
      `insert into abogados (email, nombre) select 'noche.' || n || '@informes.co', 'Abogada ' || n
       from generate_series(1, $1) n`,
      [ACCOUNTS],
    );
    await db.query(
      `insert into expedientes (id_abogado, numero, demandantes, demandados, fecha_ultimo_cambio)
       select id, lpad(id::text, 23, '1100131030'), 'DEMANDANTE ' || id, 'BANCO DE BOGOTA S.A.', now() from abogados`,
    );
    await db.query(
      `insert into procesos_en_fuente (id_abogado, id_expediente, tipo_fuente, estado, id_proceso)
       select id_abogado, id, 2, 0, id::text from expedientes`,
    );
    for (let noche = 0; noche < NIGHTS; noche++) {
      const fecha = addDays(FIRST_NIGHT, noche);
      await db.query(
        `insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion,
           fecha_actuacion, fecha_deteccion)
         select id_abogado, id_expediente, id, 2, 'k' || id || '-' || $1, 'AUTO ' || $1, $1::date, $1::date
         from procesos_en_fuente`,
        [fecha],
      );
      await db.query(
        `insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente, referencia)
         select id_abogado, id_expediente, $1::date, 'actuacion', 2, id from actuaciones where fecha_deteccion = $1::date`,
        [fecha],
      );
      await closeDay(deps, fecha);
      const caida = random.chance(0.3)
        ? { desde: HORA_CIERRE_MINUTOS - 30 + random.integer(61), dura: 5 + random.integer(86) }
        : null;
      if (caida) nochesConCaida += 1;
      const retraso = random.chance(0.1) ? random.integer(46) : 0;
      if (retraso) nochesConCierreTarde += 1;
      const vistos = new Set<number>();
      for (let minuto = HORA_CIERRE_MINUTOS + retraso; minuto <= FIN_MINUTOS; minuto++) {
        refuseAll = caida !== null && minuto >= caida.desde && minuto < caida.desde + caida.dura;
        await sendDueInformes(deps);
        const { rows } = await db.query<{ id: number }>(
          `select id from envios_informe_diario where fecha = $1 and estado = 'enviado'`,
          [fecha],
        );
        for (const { id } of rows)
          if (!vistos.has(id)) {
            vistos.add(id);
            entregas.push(minuto);
          }
        if (vistos.size === ACCOUNTS) break;
        // One virtual minute passes for every due time (retries, leases).
        await db.query(
          `update envios_informe_diario set proximo_intento = proximo_intento - interval '1 minute'
           where estado in ('pendiente', 'enviando')`,
        );
      }
      pendientesAlFinal += ACCOUNTS - vistos.size;
      const nocheEntregas = entregas.slice(-vistos.size);
      console.log(
        `${fecha}: cierre ${hhmm(HORA_CIERRE_MINUTOS + retraso)} · ${caida ? `caída SMTP ${hhmm(caida.desde)}–${hhmm(caida.desde + caida.dura)}` : 'sin caída del SMTP'.padEnd(24)} · último informe ${hhmm(Math.max(...nocheEntregas))} · ${nocheEntregas.filter((m) => m >= META_MINUTOS).length} después de 07:30`,
      );
    }
    const total = ACCOUNTS * NIGHTS;
    const antesMeta = entregas.filter((minuto) => minuto < META_MINUTOS).length;
    const antesPromesa = entregas.filter((minuto) => minuto < PROMESA_MINUTOS).length;
    console.log(
      `\n${NIGHTS} noches × ${ACCOUNTS} cuentas = ${total} informes; ${nochesConCaida} noches con caída del SMTP, ${nochesConCierreTarde} con cierre tardío; ${refused} envíos rechazados`,
    );
    console.log(`Antes de 07:30: ${antesMeta} (${((antesMeta * 100) / total).toFixed(2)}%, meta ≥ 99.5%)`);
    console.log(`Antes de 08:00: ${antesPromesa} (${((antesPromesa * 100) / total).toFixed(2)}%)`);
    console.log(
      `Tarde (entregados después de 08:00): ${entregas.length - antesPromesa}; sin entregar a las 10:00: ${pendientesAlFinal}`,
    );
    console.log(`Duración real: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    printMachineAndLoad();
  } finally {
    await runtime.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
