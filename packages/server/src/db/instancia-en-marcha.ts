/**
 * A running instance on the embedded database leaves DATA_DIR/instancia.json with the URLs of its
 * PostgreSQL and its court simulator, so that a one-shot command beside it (`npm run sweep`) works
 * on that same database and simulator instead of trying to start a second PostgreSQL on the folder
 * (which the lock refuses). Only loopback addresses are written or trusted: the file points at
 * this machine's own services, never elsewhere.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './embedded.ts';

export interface InstanciaEnMarcha {
  pid: number;
  databaseUrl: string;
  simulatorUrl: string | null;
  /** Where people open the app: the links in the e-mails a sweep beside it sends. */
  appUrl: string;
}

const FILE = 'instancia.json';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

function isLoopback(url: string): boolean {
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** PostgreSQL's own lock says whether the database of the folder is running right now. */
function isPostmasterRunning(dataDir: string): boolean {
  try {
    const first = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    const pid = Number.parseInt(first, 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid);
  } catch {
    return false;
  }
}

/**
 * Writes the file (owner-only: the URL holds the local database's password) and returns what
 * removes it, only while it is still this process's (a later instance may have replaced it).
 */
export function anunciarInstancia(dataDir: string, datos: Omit<InstanciaEnMarcha, 'pid'>): () => void {
  const file = path.join(dataDir, FILE);
  if (!isLoopback(datos.databaseUrl)) return () => {};
  const simulatorUrl = datos.simulatorUrl && isLoopback(datos.simulatorUrl) ? datos.simulatorUrl : null;
  const contenido: InstanciaEnMarcha = { ...datos, pid: process.pid, simulatorUrl };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(contenido, null, 2)}\n`, { mode: 0o600 });
  return () => {
    if (leer(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}

function leer(file: string): InstanciaEnMarcha | null {
  try {
    const datos = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<InstanciaEnMarcha>;
    if (typeof datos.pid !== 'number' || typeof datos.databaseUrl !== 'string') return null;
    if (typeof datos.appUrl !== 'string') return null;
    const simulatorUrl = typeof datos.simulatorUrl === 'string' ? datos.simulatorUrl : null;
    return { pid: datos.pid, databaseUrl: datos.databaseUrl, simulatorUrl, appUrl: datos.appUrl };
  } catch {
    return null;
  }
}

/**
 * The instance running on this data folder, or null: its process and its PostgreSQL must both be
 * alive (a file left by a kill -9 is ignored, and the embedded database is started as usual).
 */
export function instanciaEnMarcha(dataDir: string): InstanciaEnMarcha | null {
  const instancia = leer(path.join(dataDir, FILE));
  if (!instancia || instancia.pid === process.pid || !isAlive(instancia.pid)) return null;
  if (!isPostmasterRunning(dataDir) || !isLoopback(instancia.databaseUrl)) return null;
  if (instancia.simulatorUrl && !isLoopback(instancia.simulatorUrl)) return null;
  return instancia;
}
