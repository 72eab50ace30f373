/** What route modules, jobs and use cases need from the running process. */

import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import type { TokenService } from './http/auth.ts';
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

/*
 * The job queue's contract. It lives here, not in jobs/queue.ts, because AppDeps holds a JobQueue
 * and every job handler receives AppDeps: declaring both in one file keeps the imports one-way
 * (jobs/queue.ts implements this contract and re-exports it).
 */

export interface JobDefinition<Schema extends z.ZodType = z.ZodType> {
  name: string;
  payload: Schema;
  /** Cron in America/Bogota, when the job is scheduled. */
  cron?: string;
  /**
   * Jobs fetched per poll (one fetch and one completion query for the lot); the items of a batch
   * run side by side and fail one by one, so one failure never drags its neighbours into a retry.
   */
  batchSize?: number;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInMinutes?: number;
  /** Concurrent workers of this queue in one process. */
  concurrency?: number;
  handler(deps: AppDeps, payload: z.infer<Schema>, context: JobContext): Promise<void>;
}

export interface JobContext {
  jobId: string;
  retryCount: number;
  /** True on the last allowed try: record the failure instead of throwing it. */
  isLastAttempt: boolean;
}

export interface SendOptions {
  /** Only one queued job per key (e.g. one check per case, source and day). */
  singletonKey?: string;
  startAfterSeconds?: number;
  priority?: number;
}

export interface JobQueue {
  send<Schema extends z.ZodType>(
    job: JobDefinition<Schema>,
    payload: z.infer<Schema>,
    options?: SendOptions,
  ): Promise<string | null>;
  sendMany<Schema extends z.ZodType>(job: JobDefinition<Schema>, payloads: z.infer<Schema>[]): Promise<void>;
  /** Starts handling the given jobs in this process (the worker role). */
  work(
    deps: AppDeps,
    definitions: JobDefinition[],
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** Registers the crons of the given jobs (idempotent across instances). */
  schedule(definitions: JobDefinition[]): Promise<void>;
  /** Waits until no job of these queues is queued or running (tests and `npm run sweep`). */
  drain(names: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
}
