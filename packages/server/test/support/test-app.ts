/** Builds the real application against the suite's PostgreSQL and a court simulator, one per test file. */
import { startCourtSim } from '@expediente/court-sim';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDeps, Logger } from '../../src/app-deps.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connection.ts';
import { databaseAccountResolver } from '../../src/http/account-resolver.ts';
import { createTokenService } from '../../src/http/auth.ts';
import { startQueue } from '../../src/jobs/queue.ts';
import { createMailer } from '../../src/mail/sender.ts';
import { setupSources } from '../../src/sources-setup.ts';

/** Expected failures (injected faults) would flood the output; tests assert on stored state instead. */
const quietLogger: Logger = { info() {}, warn() {}, error() {} };

export const TEST_JWT_SECRET = 'secreto-de-pruebas-con-mas-de-32-caracteres';

export async function createTestApp(
  env: Record<string, string> = {},
  options: { today?: string; databaseUrl?: string } = {},
) {
  const databaseUrl = options.databaseUrl ?? inject('databaseUrl');
  const sim = await startCourtSim({ port: 0, today: options.today });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    COURT_SIM_URL: sim.url,
    // Each test file has its own job queue, so no file's worker takes another file's jobs.
    JOBS_SCHEMA: `pgboss_${process.pid}_${Math.floor(Math.random() * 1e6)}`,
    ...env,
  });
  const database = connectDatabase(databaseUrl, 4);
  const jobs = await startQueue(databaseUrl, {
    expireInSeconds: config.JOB_EXPIRE_SECONDS,
    schema: config.JOBS_SCHEMA,
    maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_SECONDS,
    retryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS,
  });
  const sources = await setupSources(config);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const deps: AppDeps = {
    config,
    db: database.db,
    tokens: createTokenService(TEST_JWT_SECRET, config.SESSION_HOURS, databaseAccountResolver(database.db)),
    mailer,
    appUrl: 'http://localhost:3000',
    log: quietLogger,
    jobs,
    sources: sources.sources,
    clock: sources.clock,
  };
  const { app, hub } = await buildApp(deps, { listenUrl: databaseUrl });
  await app.ready();
  afterAll(async () => {
    await app.close();
    mailer.close();
    await jobs.stop();
    await database.close();
    await sim.close();
  });
  return { app, hub, deps, database, sim };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
