/** Shared setup for the engine tests: cases registered against the test's court simulator. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNotFound, isPrivate, sampleRadicados } from '@expediente/court-sim';
import type { FuenteId } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../src/app-deps.ts';
import { expedientes, procesosEnFuente } from '../../src/db/schema-expedientes.ts';
import { registrarFilaDeFuente } from '../../src/features/fuentes/solicitar-activacion.ts';
import { activarFuente } from '../../src/features/fuentes/trabajo-de-activacion.ts';

export function foundRadicados(
  count: number,
  seed: number,
  filter: (radicado: string) => boolean = () => true,
): string[] {
  return sampleRadicados(count * 40, seed)
    .filter((radicado) => !isNotFound(radicado) && !isPrivate(radicado) && filter(radicado))
    .slice(0, count);
}

export const isAdministrativo = (radicado: string) => ['23', '33'].includes(radicado.slice(5, 7));

export async function createExpediente(deps: AppDeps, idAbogado: number, numero: string): Promise<number> {
  const [row] = await deps.db
    .insert(expedientes)
    .values({ idAbogado, numero })
    .returning({ id: expedientes.id });
  return row.id;
}

/** Registers and activates (synchronously) a case in the given sources; returns the source row ids. */
export async function watch(
  deps: AppDeps,
  idAbogado: number,
  numero: string,
  fuentes: FuenteId[],
  parametros: Record<string, string> = {},
): Promise<{ idExpediente: number; rows: number[] }> {
  const idExpediente = await createExpediente(deps, idAbogado, numero);
  const rows: number[] = [];
  for (const tipoFuente of fuentes) {
    rows.push(
      await deps.db.transaction((tx) =>
        registrarFilaDeFuente(tx, { idAbogado, idExpediente, tipoFuente, parametros }),
      ),
    );
  }
  for (const id of rows) await activarFuente(deps, id, { isLastAttempt: true });
  return { idExpediente, rows };
}

export async function sourceRow(deps: AppDeps, id: number) {
  const [row] = await deps.db.select().from(procesosEnFuente).where(eq(procesosEnFuente.id, id));
  return row;
}

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

/**
 * A `main.ts worker` process on the test's database and court simulator, with short queue
 * expiry (a killed worker's jobs come back within seconds) and courts slowed down so a kill lands
 * mid-night. `DEBUG_WORKER=1` shows its log.
 */
export function iniciarWorker(
  deps: AppDeps,
  courtSimUrl: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, 'worker'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      COURT_SIM_URL: courtSimUrl,
      JOBS_SCHEMA: deps.config.JOBS_SCHEMA,
      JOB_EXPIRE_SECONDS: '4',
      JOBS_MAINTENANCE_SECONDS: '1',
      JOB_RETRY_DELAY_SECONDS: '1',
      DEMO: 'false',
      LOG_LEVEL: process.env.DEBUG_WORKER ? 'info' : 'silent',
      SOURCE_MIN_INTERVAL_MS: '40',
      SOURCE_MAX_CONCURRENT: '1',
      ...env,
    },
    stdio: process.env.DEBUG_WORKER ? 'inherit' : 'ignore',
  });
}
