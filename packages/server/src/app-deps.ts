/** What route modules and use cases need from the running process. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { TokenService } from './http/auth.ts';
import type { Mailer } from './mail/sender.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Base URL for links in e-mails. */
  appUrl: string;
  log: FastifyBaseLogger;
}
