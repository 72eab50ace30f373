/**
 * Process entry point: `main.ts [all|web|worker|sweep|migrate]`.
 * all (default) runs web and worker in one process on the embedded database; in production run
 * `web` and `worker` as separate processes against one DATABASE_URL. `sweep` runs a sweep now.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedDatabaseError } from './db/embedded.ts';
import { seedEtapasProcesales } from './features/expedientes/lista-maestra.ts';
import { iniciarRepartoWebhooks } from './features/webhooks/repartidor.ts';
import { scheduledJobs, WORKER_JOBS } from './jobs/registry.ts';
import { runSweepNow } from './monitoring/run-sweep.ts';
import { listenToEvents } from './realtime/listener.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

type Command = 'all' | 'web' | 'worker' | 'sweep' | 'migrate';
const COMMANDS: Command[] = ['all', 'web', 'worker', 'sweep', 'migrate'];

async function startWeb(runtime: Runtime, closers: (() => Promise<void>)[]) {
  const { config } = runtime.deps;
  const { app, hub } = await buildApp(runtime.deps, {
    logger: config.LOG_LEVEL !== 'silent',
    simulatorUrl: runtime.simulatorUrl,
  });
  const listener = await listenToEvents(
    runtime.database.url,
    (event) => hub.deliver(event),
    (error) => app.log.warn({ err: error }, 'canal de eventos'),
  );
  closers.push(
    () => app.close(),
    () => listener.close(),
  );
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
    throw new ConfigError(`Comando desconocido: ${command}. Use ${COMMANDS.join(' | ')}.`);
  const config = loadConfig();
  const isWorker = command === 'all' || command === 'worker';
  const runtime = await openRuntime(config, { schedule: isWorker });
  const closers: (() => Promise<void>)[] = [];
  const shutdown = async (code = 0) => {
    for (const close of closers.reverse()) await close().catch(() => {});
    await runtime.close();
    process.exit(code);
  };
  process.once('SIGINT', () => shutdown());
  process.once('SIGTERM', () => shutdown());

  if (command === 'migrate') {
    console.log('Migraciones aplicadas.');
    return shutdown();
  }
  if (command === 'sweep') {
    await runtime.deps.jobs.work(runtime.deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });
    const started = Date.now();
    const result = await runSweepNow(runtime.deps);
    console.log(
      `Barrido del ${result.fecha}: ${result.checks} consultas por proceso, ${result.courts} listados de despachos,`,
    );
    console.log(
      `${result.noConsultados} no consultados, ${result.sinCambios3Meses} sin cambios en 3 meses (${Date.now() - started} ms).`,
    );
    console.log(
      `Informes de la mañana: ${result.informes.enviados} enviados${result.informes.fallidos ? `, ${result.informes.fallidos} por reintentar` : ''}.`,
    );
    return shutdown();
  }
  await seedEtapasProcesales(runtime.deps.db);
  if (config.seedDemo) await seedDemo(runtime.deps);
  if (isWorker) {
    await runtime.deps.jobs.work(runtime.deps, WORKER_JOBS);
    await runtime.deps.jobs.schedule(scheduledJobs(config));
    closers.push(iniciarRepartoWebhooks(runtime.deps));
  }
  if (command === 'all' || command === 'web') await startWeb(runtime, closers);
  if (command === 'worker') console.log('Worker de Expediente Digital en marcha.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar Expediente Digital:', error);
  }
  process.exit(1);
});
