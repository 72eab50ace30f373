/** Opens the database (embedded or DATABASE_URL), migrates it and assembles the shared services. */
import { type AppDeps, consoleLogger } from './app-deps.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connection.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { anunciarInstancia, instanciaEnMarcha } from './db/instancia-en-marcha.ts';
import { applyMigrations } from './db/migrate.ts';
import { databaseAccountResolver } from './http/account-resolver.ts';
import { createTokenService } from './http/auth.ts';
import { startQueue } from './jobs/queue.ts';
import { createMailer } from './mail/sender.ts';
import { resolveJwtSecret } from './secrets.ts';
import { setupSources } from './sources-setup.ts';

type Closer = () => Promise<void>;

/** Past this, whatever is still closing is abandoned so that PostgreSQL is stopped regardless. */
const CLOSE_DEADLINE_MS = 10_000;

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  simulatorUrl: string | null;
  /** Registers something to close before the services (HTTP server, listeners, loops). */
  onClose(closer: Closer): void;
  /**
   * Closes what was registered, last first, then the queue and the pool, and stops the embedded
   * PostgreSQL last; the same promise on every call.
   */
  close(): Promise<void>;
}

async function closeInReverse(closers: Closer[]): Promise<void> {
  for (const close of [...closers].reverse()) await close().catch(() => {});
}

function finishesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void work.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export interface RuntimeOptions {
  schedule?: boolean;
  /**
   * A one-shot command (`npm run sweep`): when an instance already runs on the embedded database
   * of DATA_DIR, use its database and its simulator instead of starting them again.
   */
  joinRunning?: boolean;
}

export async function openRuntime(initialConfig: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  let config = initialConfig;
  const running = !config.DATABASE_URL && options.joinRunning ? instanciaEnMarcha(config.dataDir) : null;
  if (running) {
    console.log(`Se usa la base de datos y el simulador de la instancia en marcha (PID ${running.pid}).`);
    config = { ...config, COURT_SIM_URL: config.COURT_SIM_URL ?? running.simulatorUrl ?? undefined };
  }
  const embedded =
    config.DATABASE_URL || running
      ? null
      : await startEmbeddedDatabase(config.dataDir, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? running?.databaseUrl ?? embedded?.url ?? '';
  const appUrl = config.PUBLIC_URL ?? running?.appUrl ?? `http://localhost:${config.PORT}`;
  const database = connectDatabase(url);
  const closers: Closer[] = [() => database.close()];
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      const isClosed = await finishesWithin(closeInReverse(closers), CLOSE_DEADLINE_MS);
      if (!isClosed)
        console.error(
          `El cierre ordenado tardó más de ${CLOSE_DEADLINE_MS / 1000} s; se detiene la base de datos de todos modos.`,
        );
      await embedded?.stop();
    })();
    return closing;
  };
  try {
    await applyMigrations(database.db);
    const jobs = await startQueue(url, {
      schedule: options.schedule,
      expireInSeconds: config.JOB_EXPIRE_SECONDS,
      schema: config.JOBS_SCHEMA,
      maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
      retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
    });
    closers.push(() => jobs.stop());
    const setup = await setupSources(config);
    closers.push(setup.close);
    if (embedded) {
      // Removed before the simulator and the database close: a sweep started then opens its own.
      const retirar = anunciarInstancia(config.dataDir, {
        databaseUrl: url,
        simulatorUrl: setup.simulatorUrl,
        appUrl,
      });
      closers.push(async () => retirar());
    }
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      smtpUrlSecundario: config.SMTP_URL_SECUNDARIO,
      from: config.MAIL_FROM,
    });
    closers.push(async () => mailer.close());
    const deps: AppDeps = {
      config,
      db: database.db,
      tokens: createTokenService(
        resolveJwtSecret(config),
        config.SESSION_HOURS,
        databaseAccountResolver(database.db),
      ),
      mailer,
      appUrl,
      log: consoleLogger,
      jobs,
      sources: setup.sources,
      clock: setup.clock,
    };
    return {
      deps,
      database,
      simulatorUrl: setup.simulatorUrl,
      onClose: (closer) => closers.push(closer),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
