/**
 * Process entry point: `main.ts [all|web|worker|sweep|migrate]`.
 * all (default) runs web and worker in one process on the embedded database; in production run
 * `web` and `worker` as separate processes against one DATABASE_URL. `sweep` runs a sweep now.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedDatabaseError, takeOverShutdownSignals } from './db/embedded.ts';
import { sembrarEtapasProcesales } from './features/expedientes/lista-maestra.ts';
import { iniciarRepartoWebhooks } from './features/webhooks/repartidor.ts';
import { scheduledJobs, WORKER_JOBS } from './jobs/registry.ts';
import { barrerAhora } from './monitoring/barrer-ahora.ts';
import { latirEgreso } from './monitoring/presupuesto/gasto.ts';
import { resumenPresupuesto } from './monitoring/presupuesto/planificar-barrido.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

type Command = 'all' | 'web' | 'worker' | 'sweep' | 'migrate';
const COMMANDS: Command[] = ['all', 'web', 'worker', 'sweep', 'migrate'];

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Set once a signal (or the end of a one-shot command) started the shutdown. */
let stopping: Promise<void> | null = null;

async function startWeb(runtime: Runtime) {
  const { config } = runtime.deps;
  const { app } = await buildApp(runtime.deps, {
    logger: config.LOG_LEVEL !== 'silent',
    simulatorUrl: runtime.simulatorUrl,
    listenUrl: runtime.database.url,
  });
  runtime.onClose(() => app.close());
  if (stopping) return;
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  console.log(`\nExpediente Digital está listo en ${url}`);
  if (config.seedDemo) console.log(`Cuenta demo: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  if (!runtime.deps.mailer.usesSmtp && !config.isProduction)
    console.log(`Buzón de correos de desarrollo: ${url}/dev/correos`);
  if (runtime.simulatorUrl) console.log(`Simulador de juzgados: ${runtime.simulatorUrl}`);
}

async function main(): Promise<void> {
  const command = (process.argv[2] ?? 'all') as Command;
  if (!COMMANDS.includes(command))
    throw new ConfigError(`Comando desconocido: ${command}. Usa ${COMMANDS.join(' | ')}.`);
  const config = loadConfig();
  const isWorker = command === 'all' || command === 'worker';
  // Signals are handled from the first moment: a Ctrl-C while the database starts or migrates
  // waits for it to be open and then closes it, instead of leaving PostgreSQL running.
  const opening = openRuntime(config, { schedule: isWorker, joinRunning: command === 'sweep' });
  const shutdown = (code = 0) => {
    stopping ??= (async () => {
      const runtime = await opening.catch(() => null);
      await runtime?.close();
      process.exit(code);
    })();
    return stopping;
  };
  takeOverShutdownSignals();
  process.on('unhandledRejection', (reason) => {
    // pg-boss marks a finished job complete or failed without awaiting it (its manager's onFetch):
    // when PostgreSQL shuts down (Ctrl-C reaches it too, or an operator stops it) that write fails
    // with nobody to catch it. The job stays active and expires into a retry; the process goes on
    // to its own shutdown. Anything else still ends the process, as Node would.
    if (isDatabaseShuttingDown(reason)) {
      console.error('La base de datos se está deteniendo:', (reason as Error).message);
      return;
    }
    throw reason;
  });
  // `on`, not `once`: a second Ctrl-C (the terminal's and start.mjs's arrive together) must not
  // kill the process halfway through; the close has its own deadline.
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown());
  const runtime = await opening;

  if (command === 'migrate') {
    console.log('Migraciones aplicadas.');
    return shutdown();
  }
  if (command === 'sweep') {
    runtime.onClose(await latirEgreso(runtime.deps));
    await runtime.deps.jobs.work(runtime.deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });
    const started = Date.now();
    const result = await barrerAhora(runtime.deps);
    console.log(
      `Barrido del ${result.fecha}: ${result.checks} consultas por proceso, ${result.courts} listados de despachos,`,
    );
    console.log(
      `${result.noConsultados} no consultados, ${result.sinCambios3Meses} sin cambios en 3 meses (${Date.now() - started} ms).`,
    );
    console.log(
      `Informes de la mañana: ${result.informes.enviados} enviados${result.informes.fallidos ? `, ${result.informes.fallidos} por reintentar` : ''}.`,
    );
    console.log(`Presupuesto de la noche: ${resumenPresupuesto(result.presupuesto)}.`);
    return shutdown();
  }
  if (stopping) return;
  await sembrarEtapasProcesales(runtime.deps.db);
  if (config.seedDemo) await seedDemo(runtime.deps);
  if (stopping) return;
  if (isWorker) {
    // Alive as an egress before taking work: the night is planned for the egresses alive (issue 23).
    runtime.onClose(await latirEgreso(runtime.deps));
    await runtime.deps.jobs.work(runtime.deps, WORKER_JOBS);
    await runtime.deps.jobs.schedule(scheduledJobs(config));
    runtime.onClose(iniciarRepartoWebhooks(runtime.deps));
  }
  if (stopping) return;
  if (command === 'all' || command === 'web') await startWeb(runtime);
  if (command === 'worker')
    console.log(`Worker de Expediente Digital en marcha (egreso ${config.EGRESS_ID}).`);
}

/** PostgreSQL's admin_shutdown (57P01): the server ends the connection because it is stopping. */
function isDatabaseShuttingDown(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && (reason as { code?: unknown }).code === '57P01';
}

main().catch((error: unknown) => {
  // A start cut short by a signal fails on the closed pool: the shutdown under way ends the process.
  if (stopping) return;
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar Expediente Digital:', error);
  }
  process.exit(1);
});
