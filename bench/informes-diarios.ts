/**
 * Morning e-mails benchmark (issue 'Telling the lawyer before 08:00'): N accounts with news on one
 * night, on an embedded PostgreSQL; the day close (controls, Tito, inbox notifications, the
 * outbox) and then the senders, each e-mail built from the account's control and handed over real
 * SMTP to a server on loopback (in this process, discarding the bodies). Target: every account's
 * report within 15 minutes on this 2-core machine. Prints figures; never pass/fail.
 * Usage: npx tsx bench/informes-diarios.ts [--accounts 10000] [--cases 2] [--senders 1] [--pool yes|no] [--smtp yes|no] [--forma 0|1|default]
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../packages/server/src/config.ts';
import { enviarInformesPendientes } from '../packages/server/src/features/informe-diario/enviar-informes.ts';
import { cerrarDia } from '../packages/server/src/monitoring/cerrar-dia.ts';
import { openRuntime } from '../packages/server/src/runtime.ts';
import { printMachineAndLoad } from './lib/machine.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const ACCOUNTS = Number(argument('accounts', '10000'));
const CASES = Number(argument('cases', '2'));
/** Sender processes' worth of enviarInformesPendientes running at once (each with its own lanes). */
const SENDERS = Number(argument('senders', '1'));
const FORMA = argument('forma', 'default');
const FECHA = '2026-11-23';

async function startSmtp() {
  let accepted = 0;
  let bytes = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS of the client: this machine has no resolver for it, and it is not what is measured.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    stats: () => ({ accepted, bytes }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  printMachineAndLoad();
  const smtp = await startSmtp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-informes-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54361',
    COURT_SIM_PORT: '0',
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    ...(argument('smtp', 'yes') === 'yes' && {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}${argument('pool', 'yes') === 'yes' ? '' : '/?pool=false'}`,
    }),
  });
  const runtime = await openRuntime(config);
  const { deps } = runtime;
  deps.log = { info() {}, warn() {}, error() {} };
  const db = runtime.database.pool;
  try {
    let started = performance.now();
    // Accounts, their cases (watched in Unificada), one new actuación per case found tonight.
    await db.query(
      `insert into abogados (email, nombre) select 'bench.' || n || '@informes.co', 'Abogada ' || n
       from generate_series(1, $1) n`,
      [ACCOUNTS],
    );
    await db.query(
      `insert into expedientes (id_abogado, numero, demandantes, demandados, despacho, fecha_ultimo_cambio)
       select a.id, lpad((a.id * 100 + c)::text, 23, '1100131030'), 'DEMANDANTE ' || a.id || ' ' || c,
         'BANCO DE BOGOTA S.A.', 'JUZGADO 003 CIVIL DEL CIRCUITO DE BOGOTA', now()
       from abogados a cross join generate_series(1, $1) c`,
      [CASES],
    );
    await db.query(
      `insert into procesos_en_fuente (id_abogado, id_expediente, tipo_fuente, estado, id_proceso)
       select id_abogado, id, 2, 0, id::text from expedientes`,
    );
    await db.query(
      `insert into actuaciones (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, clave, descripcion,
         anotacion, fecha_actuacion, fecha_finaliza_termino, fecha_deteccion)
       select p.id_abogado, p.id_expediente, p.id, 2, 'k' || p.id,
         (array['AUTO ADMITE DEMANDA', 'FIJACION ESTADO', 'AUTO FIJA FECHA AUDIENCIA', 'TRASLADO'])[1 + p.id % 4],
         'Se notifica por estado el auto del ' || p.id, $1::date - 1, $1::date + 10, $1::date
       from procesos_en_fuente p`,
      [FECHA],
    );
    await db.query(
      `insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente, referencia)
       select id_abogado, id_expediente, $1::date, 'actuacion', 2, id from actuaciones`,
      [FECHA],
    );
    if (FORMA !== 'default')
      await db.query(
        'insert into preferencias_notificacion (id_abogado, forma_notificacion) select id, $1 from abogados',
        [Number(FORMA)],
      );
    await db.query('ANALYZE');
    console.log(
      `Seeded ${ACCOUNTS} accounts × ${CASES} cases with one new actuación each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    started = performance.now();
    const closed = await cerrarDia(deps, FECHA);
    const closeMs = performance.now() - started;
    console.log(
      `Day close (controls + Tito + notifications + outbox): ${(closeMs / 1000).toFixed(1)} s · ${closed.informesPorEnviar} e-mails owed · ${closed.notificaciones} notifications`,
    );

    started = performance.now();
    const results = await Promise.all(Array.from({ length: SENDERS }, () => enviarInformesPendientes(deps)));
    const sendMs = performance.now() - started;
    const sent = results.reduce((total, result) => total + result.enviados, 0);
    const { accepted, bytes } = smtp.stats();
    const [outbox] = (
      await db.query(`select count(*) filter (where estado = 'enviado')::int as enviados,
        count(*)::int as total from envios_informe_diario`)
    ).rows;
    console.log(
      `Sending (${SENDERS} senders, format ${FORMA}): ${sent} e-mails in ${(sendMs / 1000).toFixed(1)} s · ${(sendMs / Math.max(1, sent)).toFixed(1)} ms per e-mail · ${(sendMs / ACCOUNTS).toFixed(1)} ms per account`,
    );
    console.log(
      `SMTP server accepted ${accepted} messages, ${(bytes / Math.max(1, accepted) / 1024).toFixed(1)} KB each on average; outbox ${outbox.enviados}/${outbox.total} sent`,
    );
    const total = (closeMs + sendMs) / 1000;
    console.log(
      `Close + send for ${ACCOUNTS} accounts: ${(total / 60).toFixed(1)} min (target ≤ 15 min: ${total <= 900 ? 'met' : 'not met'})`,
    );
    printMachineAndLoad();
  } finally {
    await runtime.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
