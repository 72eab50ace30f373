/**
 * Process entry point: `main.ts [all|web|worker|migrate]`.
 * all (default) runs web and worker in one process on the embedded database; in production run
 * `web` and `worker` as separate processes against one DATABASE_URL.
 */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { EmbeddedDatabaseError } from './db/embedded.ts';
import { listenToEvents } from './realtime/listener.ts';
import { openRuntime } from './runtime.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

type Command = 'all' | 'web' | 'worker' | 'migrate';
const COMMANDS: Command[] = ['all', 'web', 'worker', 'migrate'];

async function main(): Promise<void> {
  const command = (process.argv[2] ?? 'all') as Command;
  if (!COMMANDS.includes(command))
    throw new ConfigError(`Comando desconocido: ${command}. Use ${COMMANDS.join(' | ')}.`);
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const closers: (() => Promise<void>)[] = [];
  const shutdown = async () => {
    for (const close of closers.reverse()) await close().catch(() => {});
    await runtime.close().catch(() => {});
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  if (command === 'migrate') {
    console.log('Migraciones aplicadas.');
    return shutdown();
  }
  if (config.seedDemo) await seedDemo(runtime.database.db);

  if (command === 'all' || command === 'web') {
    const { app, hub } = await buildApp(runtime.deps, { logger: config.LOG_LEVEL !== 'silent' });
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
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    console.error(error.message);
  } else {
    console.error('No se pudo iniciar Expediente Digital:', error);
  }
  process.exit(1);
});
