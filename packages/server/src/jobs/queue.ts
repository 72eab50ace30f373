/**
 * Jobs are data: a name, a payload schema, an optional cron and a handler. pg-boss keeps them
 * in the same PostgreSQL, so workers on many machines share one queue and a cron fires once.
 */
import { ZONA_BOGOTA } from '@expediente/domain';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { JobDefinition, JobQueue } from '../app-deps.ts';

// The job contract is declared beside AppDeps (each names the other); importers keep this path.
export type { JobContext, JobDefinition, JobQueue, SendOptions } from '../app-deps.ts';

export function defineJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
): JobDefinition<Schema> {
  return definition;
}

/** The zone pg-boss reads the crons in: the Bogotá clock of the date module. */
export const TIME_ZONE = ZONA_BOGOTA;

/** PostgreSQL's deadlock_detected. */
const DEADLOCK = '40P01';

export async function startQueue(
  databaseUrl: string,
  options: {
    schedule?: boolean;
    expireInSeconds?: number;
    schema?: string;
    maintenanceIntervalSeconds?: number;
    retryDelaySeconds?: number;
  } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: options.schema ?? 'pgboss',
    max: 4,
    schedule: options.schedule ?? false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    monitorStateIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => console.error('cola de trabajos:', error.message));
  await boss.start();
  const created = new Set<string>();

  async function ensureQueue(job: JobDefinition): Promise<void> {
    if (created.has(job.name)) return;
    const queue = {
      name: job.name,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: options.retryDelaySeconds ?? job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInMinutes ? job.expireInMinutes * 60 : (options.expireInSeconds ?? 600),
    };
    // Several worker processes starting together create the same queues at once, and pg-boss's
    // create_queue can deadlock against itself then (seen with two egress workers): try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(job.name, queue);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
    created.add(job.name);
  }

  return {
    boss,
    async send(job, payload, sendOptions = {}) {
      await ensureQueue(job);
      // pg-boss rejects keys present with an undefined value: pass only what is set.
      const jobOptions: PgBoss.SendOptions = {};
      if (sendOptions.singletonKey) jobOptions.singletonKey = sendOptions.singletonKey;
      if (sendOptions.startAfterSeconds) jobOptions.startAfter = sendOptions.startAfterSeconds;
      if (sendOptions.priority !== undefined) jobOptions.priority = sendOptions.priority;
      return boss.send(job.name, job.payload.parse(payload) as object, jobOptions);
    },
    async sendMany(job, payloads) {
      await ensureQueue(job);
      const rows = payloads.map((payload) => ({
        name: job.name,
        data: job.payload.parse(payload) as object,
      }));
      for (let start = 0; start < rows.length; start += 1000)
        await boss.insert(rows.slice(start, start + 1000));
    },
    async work(deps, definitions, workOptions = {}) {
      for (const job of definitions) {
        await ensureQueue(job);
        const retryLimit = job.retryLimit ?? 3;
        for (let worker = 0; worker < (job.concurrency ?? 1); worker++) {
          await boss.work(
            job.name,
            {
              batchSize: job.batchSize ?? 1,
              pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2,
              includeMetadata: true,
            },
            async (jobs) => {
              const run = async (item: (typeof jobs)[number]) =>
                job.handler(deps, job.payload.parse(item.data), {
                  jobId: item.id,
                  retryCount: item.retryCount,
                  isLastAttempt: item.retryCount >= retryLimit,
                });
              // A single job's error goes back to pg-boss as usual (retry or failure).
              if (jobs.length === 1) return run(jobs[0]);
              const outcomes = await Promise.allSettled(jobs.map(run));
              // Failed items go to retry now; pg-boss then completes only the ones still active.
              for (const [index, item] of jobs.entries()) {
                const outcome = outcomes[index];
                if (outcome.status === 'fulfilled') continue;
                const reason = outcome.reason;
                await boss.fail(job.name, item.id, {
                  message: reason instanceof Error ? reason.message : String(reason),
                });
              }
            },
          );
        }
      }
    },
    async schedule(definitions) {
      for (const job of definitions) {
        if (!job.cron) continue;
        await ensureQueue(job);
        await boss.schedule(job.name, job.cron, {}, { tz: TIME_ZONE });
      }
    },
    async drain(names, timeoutMs = 600_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        let pending = 0;
        for (const name of names) {
          // created, retry and active jobs all come before 'completed'
          pending += await boss.getQueueSize(name, { before: 'completed' });
        }
        if (pending === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const states = await boss
        .getDb()
        .executeSql(
          `select name, state, count(*)::int as total from ${options.schema ?? 'pgboss'}.job where name = any($1) and state < 'completed' group by 1, 2`,
          [names],
        );
      const pending = states.rows.map(
        (row: { name: string; state: string; total: number }) => `${row.name}/${row.state}: ${row.total}`,
      );
      throw new Error(`Las colas ${names.join(', ')} no terminaron a tiempo (${pending.join(', ')})`);
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
