/**
 * A night by hand (README, "Vigilancia de los juzgados"): `main.ts sweep` beside a running server
 * on the embedded database works on that server's PostgreSQL and court simulator (found through
 * DATA_DIR/instancia.json) instead of stopping with "ya está en uso por otro proceso". Reads /proc:
 * Linux only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Postmasters (and their backends) whose command line names this data folder. */
function postgresOf(dataDir: string): string[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(path.join(dataDir, 'pg'));
      } catch {
        return false;
      }
    });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let env: NodeJS.ProcessEnv;
let httpPort: number;
let server: Run;

function run(command: string): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', command], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe.skipIf(process.platform !== 'linux')('npm run sweep beside a running server', () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-noche-'));
    fs.chmodSync(dataDir, 0o755);
    httpPort = await freePort();
    env = {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(httpPort),
      // A free port of its own: the sweep must find this simulator through the running server.
      COURT_SIM_PORT: '0',
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'web'),
    };
    server = run('all');
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      const response = await fetch(`http://127.0.0.1:${httpPort}/api/health`).catch(() => null);
      if (response?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server did not start:\n${server.output()}`);
  }, 60_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    for (const pid of postgresOf(dataDir)) process.kill(Number(pid), 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the whole night on the running database and simulator, and the server keeps serving', async () => {
    const instancia = JSON.parse(fs.readFileSync(path.join(dataDir, 'instancia.json'), 'utf8')) as {
      databaseUrl: string;
      simulatorUrl: string;
      appUrl: string;
    };
    // The e-mails the sweep sends link to the running server.
    expect(instancia.appUrl).toBe(`http://localhost:${httpPort}`);
    // Owner-only: the file holds the local database's password.
    expect(fs.statSync(path.join(dataDir, 'instancia.json')).mode & 0o077).toBe(0);
    expect(new URL(instancia.databaseUrl).hostname).toBe('127.0.0.1');
    // The running simulator's day moves on three days: a simulator of the sweep's own would not.
    const advanced = await fetch(`${instancia.simulatorUrl}/__control/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 3 }),
    });
    const { today } = (await advanced.json()) as { today: string };
    const postmaster = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0];

    const sweep = run('sweep');
    expect(await sweep.exited, sweep.output()).toBe(0);

    expect(sweep.output()).not.toMatch(/ya está en uso/);
    expect(sweep.output()).toContain(`Barrido del ${today}`);
    expect(sweep.output()).toMatch(/Informes de la mañana: \d+ enviados/);
    // The running PostgreSQL was neither replaced nor stopped.
    expect(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]).toBe(
      postmaster,
    );
    const client = new pg.Client({ connectionString: instancia.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select fecha::text as fecha from dias_cerrados where fecha = $1', [
        today,
      ]);
      expect(rows).toEqual([{ fecha: today }]);
    } finally {
      await client.end();
    }
    expect((await fetch(`http://127.0.0.1:${httpPort}/api/health`)).ok).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'instancia.json'))).toBe(true);
  }, 60_000);

  it('the file goes with the server, before its PostgreSQL', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'instancia.json'))).toBe(false);
    expect(postgresOf(dataDir)).toEqual([]);
  }, 30_000);
});
