/** Builds the real application against the suite's PostgreSQL, one instance per test file. */
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/app-deps.ts';
import { loadConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connection.ts';
import { createTokenService } from '../../src/http/auth.ts';
import { createMailer } from '../../src/mail/sender.ts';

export const TEST_JWT_SECRET = 'secreto-de-pruebas-con-mas-de-32-caracteres';

export async function createTestApp(env: Record<string, string> = {}) {
  const databaseUrl = inject('databaseUrl');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    ...env,
  });
  const database = connectDatabase(databaseUrl, 4);
  const deps: Omit<AppDeps, 'log'> = {
    config,
    db: database.db,
    tokens: createTokenService(TEST_JWT_SECRET, config.SESSION_HOURS),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    appUrl: 'http://localhost:3000',
  };
  const { app, hub } = await buildApp(deps);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, hub, deps, database };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
