/** What route modules, jobs and use cases need from the running process. */
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { TokenService } from './http/auth.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './mail/sender.ts';
import type { SourceRegistry } from './sources/registry.ts';

/** The slice of pino's interface the code uses; Fastify's logger satisfies it. */
export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export const consoleLogger: Logger = {
  info: (object, message) => console.log(message ?? '', object),
  warn: (object, message) => console.warn(message ?? '', object),
  error: (object, message) => console.error(message ?? '', object),
};

export interface AppDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Base URL for links in e-mails. */
  appUrl: string;
  log: Logger;
  jobs: JobQueue;
  sources: SourceRegistry;
  clock: Clock;
}
