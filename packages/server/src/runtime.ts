/** Opens the database (embedded or DATABASE_URL), migrates it and assembles the shared services. */
import { type AppDeps, consoleLogger } from './app-deps.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connection.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { databaseAccountResolver } from './http/account-resolver.ts';
import { createTokenService } from './http/auth.ts';
import { startQueue } from './jobs/queue.ts';
import { createMailer } from './mail/sender.ts';
import { resolveJwtSecret } from './secrets.ts';
import { setupSources } from './sources-setup.ts';

export interface Runtime {
  deps: AppDeps;
  database: DatabaseHandle;
  simulatorUrl: string | null;
  close(): Promise<void>;
}

export async function openRuntime(config: Config, options: { schedule?: boolean } = {}): Promise<Runtime> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedDatabase(config.dataDir, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? embedded?.url ?? '';
  const database = connectDatabase(url);
  const closers: (() => Promise<void>)[] = [() => database.close(), async () => embedded?.stop()];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
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
      appUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      log: consoleLogger,
      jobs,
      sources: setup.sources,
      clock: setup.clock,
    };
    return { deps, database, simulatorUrl: setup.simulatorUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
