/** Opens the database (embedded or DATABASE_URL), migrates it and assembles the shared services. */
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { connectDatabase, type DatabaseHandle } from './db/connection.ts';
import { startEmbeddedDatabase } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { createTokenService } from './http/auth.ts';
import { createMailer } from './mail/sender.ts';
import { resolveJwtSecret } from './secrets.ts';

export interface Runtime {
  deps: Omit<AppDeps, 'log'>;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const embedded = config.DATABASE_URL
    ? null
    : await startEmbeddedDatabase(config.dataDir, config.EMBEDDED_PG_PORT);
  const url = config.DATABASE_URL ?? embedded?.url ?? '';
  const database = connectDatabase(url);
  try {
    await applyMigrations(database.db);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  const deps = {
    config,
    db: database.db,
    tokens: createTokenService(resolveJwtSecret(config), config.SESSION_HOURS),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }),
    appUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
  return {
    deps,
    database,
    async close() {
      await database.close();
      await embedded?.stop();
    },
  };
}
