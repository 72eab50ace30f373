/**
 * A month of nights of morning reports with injected faults (issue 'Telling the lawyer before
 * 08:00': at least 99.5% delivered before 07:30, each late one recorded). The real outbox and the
 * real sender over real SMTP on loopback, on a virtual clock handed to the sender (`clock.now`, see
 * features/informe-diario/ahora.ts): due times, leases, the sending time and the late flag are all
 * virtual, so the outbox's own record can be compared with what the bench saw.
 *
 * The night: the day closes at 06:00 (CLOSE_DAY_CRON, monitoring/plan-noche.ts; the close is a cron
 * and does not wait for the sweep: a sweep that overruns changes what the report says, not when it
 * leaves). The sender runs at the close (the close job queues it) and then at every tick of
 * REPORTS_CRON (every 5 minutes), as in production; the bench follows until 12:00. Mail leaves by
 * the primary SMTP relay and, with `--relays 2` (the default), by the secondary relay
 * (SMTP_URL_SECUNDARIO, another provider) when the primary refuses. Faults, from a fixed seed,
 * each drawn per night and printed:
 * - no worker up at 06:00 on 12% of nights (a failed deploy, a host restart): the close runs when
 *   one is back, a log-normal time later (median 5 min, σ 1.0, at most 150 min), at the first
 *   tick of the close cron (every 5 minutes until 11:55; pg-boss sends a cron only within a
 *   minute of its time, so a missed tick is not sent late — the next one closes the day);
 * - an outage of the primary relay (every recipient refused with 451) in force at the close on 20%
 *   of nights — pessimistic on purpose: an outage that ends before the close or starts after the
 *   sends (under a minute for 300 accounts) changes nothing, so only those that hit the sends are
 *   drawn. It started 0–60 min before the close and lasts a log-normal time (median 40 min,
 *   σ 1.0, at most 5 h): about 1 in 6 lasts over 2 hours, so some run past 07:30 and a few past
 *   08:00;
 * - an outage of the secondary relay, drawn apart with the same model on 5% of nights (another
 *   provider: the two fail independently, so both are down together on about 1 night in 100);
 * - 1% of sends refused at random (451) on every night;
 * - a worker killed on 20% of nights, at the close or (outage nights) at the first tick after the
 *   outage, when the retries are due: a sender
 *   claims 1–8 rows (SEND_LANES) and dies mid-send, half of them before the SMTP server accepted
 *   the message and half after (on the wire, not committed). Their leases run out and a live
 *   sender takes them: the second case puts the same Message-ID on the wire twice.
 * Per night and in total: reports; delivered before 07:30 and by 08:00; late (after 08:00) as the
 * bench saw it (the tick at which the row turned 'enviado') and as the outbox recorded it (`tarde`),
 * with the rows where they disagree; never delivered (not sent by 12:00); duplicates on the wire by
 * Message-ID. Prints figures and the machine's load; never pass/fail.
 * Usage: npx tsx bench/noches-informes.ts [--accounts 300] [--nights 30] [--seed 2026] [--relays 2]
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sumarDias } from '@expediente/domain';
import { SMTPServer } from 'smtp-server';
import type { AppDeps } from '../packages/server/src/app-deps.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import {
  enviarInformesPendientes,
  SEND_LANES,
} from '../packages/server/src/features/informe-diario/enviar-informes.ts';
import { cerrarDia } from '../packages/server/src/monitoring/cerrar-dia.ts';
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
const SEED = argument('seed', 2026);
const RELAYS = argument('relays', 2);
const random = createRandom(SEED);
/** Per send (random refusals, where a kill strikes): apart, so the nights' faults stay the same. */
const randomEnvio = createRandom(SEED + 1);
const FIRST_NIGHT = '2026-10-01';
/** REPORTS_CRON's default ('*\/5 * * * *'). */
const CRON_MINUTOS = 5;
/** Followed until 12:00: a report not sent by then counts as never delivered. */
const FIN_MINUTOS = 12 * 60;

const hhmm = (minutos: number) =>
  `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(Math.round(minutos) % 60).padStart(2, '0')}`;
const pct = (part: number, total: number) => `${((part * 100) / (total || 1)).toFixed(2)}%`;

/** Log-normal minutes with the given median and σ, at most `max`. */
function logNormal(median: number, sigma: number, max: number): number {
  const u = Math.max(random.next(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
  return Math.min(max, Math.max(1, Math.round(median * Math.exp(sigma * z))));
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

interface Copia {
  veces: number;
  primerMinuto: number;
}

async function main() {
  printMachineAndLoad();
  console.log(
    `Semilla ${SEED}; ${ACCOUNTS} cuentas × ${NIGHTS} noches; REPORTS_CRON cada ${CRON_MINUTOS} min`,
  );
  let minuto = 0;
  let refused = 0;
  /** Every Message-ID the SMTP relays accepted: how many times, and the virtual minute of the first. */
  const wire = new Map<string, Copia>();
  const caidos = { primario: false, secundario: false };
  const relay = async (nombre: keyof typeof caidos) => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (caidos[nombre] || randomEnvio.chance(0.01)) {
          refused += 1;
          return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('latin1');
          const id = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '(sin Message-ID)';
          const copia = wire.get(id);
          if (copia) copia.veces += 1;
          else wire.set(id, { veces: 1, primerMinuto: minuto });
          callback();
        });
      },
    });
    smtp.on('error', () => {});
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    return smtp;
  };
  const primario = await relay('primario');
  const secundario = await relay('secundario');
  const url = (smtp: SMTPServer) => `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-noches-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54362',
    COURT_SIM_PORT: '0',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: url(primario),
    ...(RELAYS >= 2 ? { SMTP_URL_SECUNDARIO: url(secundario) } : {}),
  });
  const runtime = await openRuntime(config);
  let instante = 0;
  const deps: AppDeps = {
    ...runtime.deps,
    log: { info() {}, warn() {}, error() {} },
    clock: { ...runtime.deps.clock, now: () => new Date(instante) },
  };
  const db = runtime.database.pool;
  const totales = {
    informes: 0,
    antesMeta: 0,
    antesPromesa: 0,
    tardeBanco: 0,
    tardeOutbox: 0,
    desacuerdos: 0,
    nunca: 0,
    duplicados: 0,
    copiasDeMas: 0,
    enVuelo: 0,
    sinCopia: 0,
  };
  const caidas: { fecha: string; desde: number; dura: number }[] = [];
  const caidasSecundario: { fecha: string; desde: number; dura: number }[] = [];
  const retrasos: number[] = [];
  let muertes = 0;
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
    console.log(
      '\nnoche       cierre  caídas (prim, sec)                 muerte      informes  <07:30  ≤08:00  tarde(banco/outbox)  nunca  duplicados',
    );
    for (let noche = 0; noche < NIGHTS; noche++) {
      const fecha = sumarDias(FIRST_NIGHT, noche);
      const medianoche = new Date(`${fecha}T00:00:00-05:00`).getTime();
      const ponerReloj = (m: number) => {
        minuto = m;
        instante = medianoche + m * 60_000;
      };
      // Faults of the night, drawn before it runs.
      const retraso = random.chance(0.12) ? logNormal(5, 1.0, 150) : 0;
      if (retraso) retrasos.push(retraso);
      // The close cron repeats every 5 minutes until 11:55: the first tick with a worker back closes.
      const cierre = HORA_CIERRE_MINUTOS + Math.ceil(retraso / CRON_MINUTOS) * CRON_MINUTOS;
      const caida = random.chance(0.2)
        ? { desde: cierre - random.integer(61), dura: logNormal(40, 1.0, 300) }
        : null;
      if (caida) caidas.push({ fecha, ...caida });
      const caidaSecundario = random.chance(0.05)
        ? { desde: cierre - random.integer(61), dura: logNormal(40, 1.0, 300) }
        : null;
      if (caidaSecundario) caidasSecundario.push({ fecha, ...caidaSecundario });
      const enCurso = (c: { desde: number; dura: number } | null, tick: number) =>
        c !== null && tick >= c.desde && tick < c.desde + c.dura;
      const ticks = [cierre];
      for (let m = Math.ceil((cierre + 1) / CRON_MINUTOS) * CRON_MINUTOS; m <= FIN_MINUTOS; m += CRON_MINUTOS)
        ticks.push(m);
      // At the close, or on a night with an outage at the first tick after it (the retries due).
      const trasLaCaida = caida ? ticks.find((tick) => tick >= caida.desde + caida.dura) : undefined;
      const muerte = random.chance(0.2)
        ? {
            tick: trasLaCaida !== undefined && random.chance(0.5) ? trasLaCaida : cierre,
            filas: 1 + random.integer(SEND_LANES),
            despuesDeAceptar: [] as boolean[],
          }
        : null;

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
      ponerReloj(cierre);
      await cerrarDia(deps, fecha);

      /** Tick at which the bench saw each row turn 'enviado'. */
      const vistoEn = new Map<number, number>();
      let enVuelo = 0;
      for (const tick of ticks) {
        ponerReloj(tick);
        caidos.primario = enCurso(caida, tick);
        caidos.secundario = enCurso(caidaSecundario, tick);
        if (muerte && tick === muerte.tick) enVuelo = await matarUnEnvio(deps, db, muerte);
        await enviarInformesPendientes(deps);
        const { rows } = await db.query<{ id: number }>(
          `select id from envios_informe_diario where fecha = $1 and estado = 'enviado'`,
          [fecha],
        );
        for (const { id } of rows) if (!vistoEn.has(id)) vistoEn.set(id, tick);
        const abiertos = await db.query<{ n: number }>(
          `select count(*)::int as n from envios_informe_diario where fecha = $1 and estado in ('pendiente', 'enviando')`,
          [fecha],
        );
        if (abiertos.rows[0].n === 0) break;
      }
      caidos.primario = false;
      caidos.secundario = false;
      if (muerte) muertes += 1;
      totales.enVuelo += enVuelo;

      const { rows: filas } = await db.query<{
        id: number;
        message_id: string;
        estado: string;
        tarde: boolean;
        minuto: number | null;
      }>(
        `select id, estado, tarde,
           '<informe-' || id_abogado || '-' || to_char(fecha, 'YYYY-MM-DD') || '-' || tipo
             || case when id_expediente = 0 then '' else '-' || id_expediente end || '@expedientedigital.co>' as message_id,
           (extract(epoch from enviado_en - $2::timestamptz) / 60)::float8 as minuto
         from envios_informe_diario where fecha = $1`,
        [fecha, new Date(medianoche).toISOString()],
      );
      const n = {
        informes: filas.length,
        antesMeta: 0,
        antesPromesa: 0,
        tardeBanco: 0,
        tardeOutbox: 0,
        desacuerdos: 0,
        nunca: 0,
        duplicados: 0,
        copiasDeMas: 0,
        sinCopia: 0,
      };
      for (const fila of filas) {
        const visto = vistoEn.get(fila.id);
        const copia = wire.get(fila.message_id);
        if (copia && copia.veces > 1) {
          n.duplicados += 1;
          n.copiasDeMas += copia.veces - 1;
        }
        if (fila.estado !== 'enviado' || visto === undefined) {
          n.nunca += 1;
          continue;
        }
        if (!copia) n.sinCopia += 1;
        if (visto < META_MINUTOS) n.antesMeta += 1;
        if (visto <= PROMESA_MINUTOS) n.antesPromesa += 1;
        const tardeBanco = visto > PROMESA_MINUTOS;
        if (tardeBanco) n.tardeBanco += 1;
        if (fila.tarde) n.tardeOutbox += 1;
        // The outbox's record must match the bench: the late flag and the sending time.
        if (tardeBanco !== fila.tarde || Math.abs((fila.minuto ?? -1) - visto) > 1e-6) n.desacuerdos += 1;
      }
      for (const key of Object.keys(n) as (keyof typeof n)[]) totales[key] += n[key];
      const tramo = (c: { desde: number; dura: number }) => `${hhmm(c.desde)}–${hhmm(c.desde + c.dura)}`;
      const caidaTexto =
        [caida ? `prim ${tramo(caida)}` : '', caidaSecundario ? `sec ${tramo(caidaSecundario)}` : '']
          .filter(Boolean)
          .join(' ') || '—';
      const muerteTexto = muerte
        ? `${hhmm(muerte.tick)} ${enVuelo}(${muerte.despuesDeAceptar.filter(Boolean).length}a)`
        : '—';
      console.log(
        `${fecha}  ${hhmm(cierre)}   ${caidaTexto.padEnd(33)}  ${muerteTexto.padEnd(10)}  ${String(n.informes).padStart(8)}  ${String(n.antesMeta).padStart(6)}  ${String(n.antesPromesa).padStart(6)}  ${`${n.tardeBanco}/${n.tardeOutbox}`.padStart(19)}  ${String(n.nunca).padStart(5)}  ${String(n.duplicados).padStart(10)}${n.desacuerdos ? `  ¡${n.desacuerdos} desacuerdos!` : ''}`,
      );
    }

    const wireAjenos = [...wire.keys()].filter((id) => !/^<informe-\d+-\d{4}-\d{2}-\d{2}-/.test(id)).length;
    const duraciones = caidas.map((caida) => caida.dura);
    console.log('\nFallas inyectadas');
    console.log(
      `  Caídas del relé primario: ${caidas.length} de ${NIGHTS} noches; duración mediana ${quantile(duraciones, 0.5)} min, p90 ${quantile(duraciones, 0.9)} min, máx ${Math.max(0, ...duraciones)} min; ` +
        `${caidas.filter((c) => c.desde + c.dura > META_MINUTOS).length} siguen después de 07:30, ${caidas.filter((c) => c.desde + c.dura > PROMESA_MINUTOS).length} después de 08:00`,
    );
    console.log(
      `    (modelo: en curso al cierre en 20% de las noches, empezó 0–60 min antes, duración log-normal mediana 40 min, σ 1.0, máx. 5 h; duraciones: ${
        duraciones
          .sort((x, y) => x - y)
          .map((d) => `${d}`)
          .join(', ') || '—'
      } min)`,
    );
    console.log(
      `  Caídas del relé secundario: ${caidasSecundario.length} noches (${caidasSecundario.map((c) => `${c.fecha} ${c.dura} min`).join(', ') || '—'}); relés en uso: ${RELAYS >= 2 ? 'primario y secundario' : 'solo el primario'}`,
    );
    console.log(
      `  Sin trabajador a las 06:00: ${retrasos.length} noches; cierre tarde ${retrasos.map((r) => `${r} min`).join(', ') || '—'}`,
    );
    console.log(`  Rechazos al azar (451, 1%) y durante las caídas: ${refused} envíos rechazados`);
    console.log(
      `  Trabajador muerto a mitad de envío: ${muertes} noches; ${totales.enVuelo} informes en vuelo al morir (retomados al vencer la reserva)`,
    );
    const t = totales;
    console.log(`\nTotal: ${t.informes} informes (${NIGHTS} noches × ${ACCOUNTS} cuentas)`);
    console.log(
      `  Entregados antes de 07:30: ${t.antesMeta} (${pct(t.antesMeta, t.informes)}; meta ≥ 99.5%)`,
    );
    console.log(`  Entregados a las 08:00 o antes: ${t.antesPromesa} (${pct(t.antesPromesa, t.informes)})`);
    console.log(
      `  Tarde (después de 08:00): ${t.tardeBanco} según el banco, ${t.tardeOutbox} marcados 'tarde' en la bandeja; filas en desacuerdo (marca u hora): ${t.desacuerdos}`,
    );
    console.log(`  Nunca entregados (no enviados a las 12:00): ${t.nunca}`);
    console.log(
      `  Duplicados por Message-ID en el servidor SMTP: ${t.duplicados} informes (${t.copiasDeMas} copias de más); Message-IDs distintos recibidos ${wire.size}, ajenos a la bandeja ${wireAjenos}; enviados sin copia en el servidor ${t.sinCopia}`,
    );
    console.log(`Duración real: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    printMachineAndLoad();
  } finally {
    await runtime.close();
    await new Promise<void>((resolve) => primario.close(() => resolve()));
    await new Promise<void>((resolve) => secundario.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A worker killed mid-send: a sender with `filas` lanes claims up to that many due rows and never
 * returns — half of the sends die before the SMTP server accepted the message, half after it did
 * (the message is out, the commit never happens). Its rows stay 'enviando' until their lease ends.
 * Returns how many rows it took.
 */
async function matarUnEnvio(
  deps: AppDeps,
  db: { query<R>(text: string, values: unknown[]): Promise<{ rows: R[] }> },
  muerte: { filas: number; despuesDeAceptar: boolean[] },
): Promise<number> {
  const due = await db.query<{ n: number }>(
    `select count(*)::int as n from envios_informe_diario
     where estado in ('pendiente', 'enviando') and proximo_intento <= $1`,
    [deps.clock.now?.() ?? new Date()],
  );
  const filas = Math.min(muerte.filas, due.rows[0].n);
  if (filas === 0) return 0;
  let tomadas = 0;
  let todas = () => {};
  const listas = new Promise<void>((resolve) => {
    todas = resolve;
  });
  const nunca = new Promise<never>(() => {});
  const mailer = {
    ...deps.mailer,
    async deliver(to: string, message: Parameters<AppDeps['mailer']['deliver']>[1]) {
      // Dies before the SMTP exchange, or after it (accepted unless the server refused it).
      const aceptado = randomEnvio.chance(0.5)
        ? await deps.mailer.deliver(to, message).then(
            () => true,
            () => false,
          )
        : false;
      muerte.despuesDeAceptar.push(aceptado);
      tomadas += 1;
      if (tomadas === filas) todas();
      return nunca;
    },
  };
  // Not awaited: the process is dead. Its lanes hold no database connection while they hang.
  void enviarInformesPendientes({ ...deps, mailer }, filas);
  await listas;
  return filas;
}

await main();
