// Small helpers shared by the start and test scripts (plain Node: they run before any install).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** Like `run`, with every output line prefixed, so processes running side by side stay readable. */
export function runPrefixed(prefix, command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = '';
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        const lines = (pending + text).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (pending) out.write(`${prefix}${pending}\n`);
      });
    }
    child.on('close', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Expediente Digital necesita Node 20.19 o superior (tiene ${process.versions.node}).`);
    process.exit(1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const lock = path.join(root, 'package-lock.json');
  // npm writes this hidden lockfile on every install: newer than package-lock.json means up to date.
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Instalando dependencias (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) process.exit(code);
}

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds the web app when its sources (or the shared domain) changed since the last build. */
export async function ensureWebBuilt() {
  const built = path.join(root, 'packages/web/dist/index.html');
  const sources = [
    'packages/web/src',
    'packages/web/index.html',
    'packages/web/vite.config.ts',
    'packages/domain/src',
  ];
  const newestSource = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newestSource) return;
  console.log('Construyendo la aplicación web…');
  const code = await run('npm', ['run', 'build', '-w', '@expediente/web']);
  if (code !== 0) process.exit(code);
}
