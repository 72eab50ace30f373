/**
 * Stopping the real process: the server entry (and `npm start`) on SIGTERM or Ctrl-C closes its
 * HTTP server, queue and embedded PostgreSQL and exits, leaving no PostgreSQL and no busy port;
 * a PostgreSQL left behind by a kill -9 does not block the next start. Reads /proc: Linux only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TIMEOUT_MS = 60_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function isPortFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function procEntries(): string[] {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
}

function readProc(pid: string, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return ''; // ended while we looked
  }
}

/** The PostgreSQL server (its postmaster: backends rename themselves) on this data folder. */
function postgresOf(dataDir: string): string[] {
  return procEntries().filter((pid) =>
    readProc(pid, 'cmdline').split('\0').includes(path.join(dataDir, 'pg')),
  );
}

/** Live processes of a process group (zombies already ended). */
function processesOfGroup(groupId: number): string[] {
  return procEntries().filter((pid) => {
    const stat = readProc(pid, 'stat');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[0] !== 'Z' && Number(fields[2]) === groupId;
  });
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
let httpPort: number;
let postgresPort: number;
const groups: number[] = [];

// Each run gets its own process group, as a terminal gives a command, so Ctrl-C can be sent to it.
function start(command: string, args: string[]): Started {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.push(child.pid ?? 0);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

function startServer(): Started {
  return start(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', 'all']);
}

async function waitUntilHealthy(started: Started): Promise<void> {
  let hasExited = false;
  void started.exited.then(() => {
    hasExited = true;
  });
  const isHealthy = await eventually(async () => {
    if (hasExited) return true;
    const response = await fetch(`http://127.0.0.1:${httpPort}/api/health`).catch(() => null);
    return response?.ok === true;
  }, 45_000);
  if (!isHealthy || hasExited) throw new Error(`The server did not start:\n${started.output()}`);
}

async function exitsWithin(started: Started, timeoutMs: number) {
  return Promise.race([
    started.exited,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs)),
  ]);
}

async function expectNothingLeft(groupId: number): Promise<void> {
  // The process only exits once PostgreSQL is gone, so no waiting here.
  expect(postgresOf(dataDir)).toEqual([]);
  expect(processesOfGroup(groupId)).toEqual([]);
  expect(await isPortFree(postgresPort)).toBe(true);
  expect(await isPortFree(httpPort)).toBe(true);
}

describe.skipIf(process.platform !== 'linux')('stopping the process', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-parada-'));
    // The embedded server runs as the unprivileged postgres user when we are root.
    fs.chmodSync(dataDir, 0o755);
    httpPort = await freePort();
    postgresPort = await freePort();
    env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(postgresPort),
      PORT: String(httpPort),
      COURT_SIM_PORT: '0',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      // start.mjs would build packages/web/dist otherwise; the server serves no web app then.
      WEB_DIST_DIR: path.join(dataDir, 'web'),
      npm_config_update_notifier: 'false',
    };
  });

  // A failed test must not leave its processes to the next one (nor to the machine).
  afterEach(() => {
    const left = [...groups.splice(0).flatMap(processesOfGroup), ...postgresOf(dataDir)];
    for (const pid of left) process.kill(Number(pid), 'SIGKILL');
  });

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'SIGTERM to the server closes the queue before PostgreSQL and leaves nothing running',
    async () => {
      const server = startServer();
      await waitUntilHealthy(server);
      expect(postgresOf(dataDir).length).toBeGreaterThan(0);

      server.child.kill('SIGTERM');

      expect(await exitsWithin(server, 15_000), server.output()).toEqual({ code: 0, signal: null });
      await expectNothingLeft(server.child.pid ?? 0);
      // PostgreSQL stopped last: the queue's sessions were closed, not cut by the server going away.
      expect(server.output()).not.toMatch(/terminating connection due to administrator command/);
    },
    TIMEOUT_MS,
  );

  it.skipIf(
    // start.mjs would run `npm ci` in this worktree: not from a test.
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs >
      (fs.statSync(path.join(root, 'node_modules/.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ??
        0),
  )(
    'SIGTERM to `npm start` alone (as a process manager sends it) stops the server and PostgreSQL',
    async () => {
      const npm = start('npm', ['start']);
      await waitUntilHealthy(npm);
      const groupId = npm.child.pid ?? 0;
      expect(processesOfGroup(groupId).length).toBeGreaterThan(2); // npm, sh, start.mjs, server, postgres

      npm.child.kill('SIGTERM');

      expect(await exitsWithin(npm, 15_000)).not.toBeNull();
      // npm leaves as soon as its shell is gone; the rest follows.
      const isAllGone = await eventually(
        () => postgresOf(dataDir).length === 0 && processesOfGroup(groupId).length === 0,
        15_000,
      );
      expect(isAllGone, npm.output()).toBe(true);
      await expectNothingLeft(groupId);
    },
    TIMEOUT_MS,
  );

  it(
    'after a kill -9 of the server the next start works, and Ctrl-C (SIGINT to the whole group) stops it',
    async () => {
      const crashed = startServer();
      await waitUntilHealthy(crashed);
      crashed.child.kill('SIGKILL');
      await crashed.exited;
      expect(postgresOf(dataDir)).toHaveLength(1); // left running, handed to init

      const server = startServer();
      await waitUntilHealthy(server);
      const groupId = server.child.pid ?? 0;
      // As a terminal does: PostgreSQL, in the same group, gets the SIGINT directly too.
      process.kill(-groupId, 'SIGINT');

      expect(await exitsWithin(server, 15_000), server.output()).toEqual({ code: 0, signal: null });
      await expectNothingLeft(groupId);
      await expectNothingLeft(crashed.child.pid ?? 0);
    },
    TIMEOUT_MS,
  );
});
