// `npm start`: installs what is missing, builds the web app, then runs web + worker on the
// embedded PostgreSQL (or DATABASE_URL) at http://localhost:3000.
// `npm run dev`: the same server restarted on every change, plus Vite's dev server with hot reload
// at http://localhost:5173 (it proxies /api and /channelHub to the server).
import { spawn } from 'node:child_process';
import { checkNode, ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

checkNode();
await ensureInstalled();
const isDev = process.argv.includes('--dev');
if (!isDev) await ensureWebBuilt();

const role = process.argv.find((arg) => ['all', 'web', 'worker'].includes(arg)) ?? 'all';
const children = [
  spawn(
    process.execPath,
    [...(isDev ? ['--watch'] : []), '--import', 'tsx', 'packages/server/src/main.ts', role],
    {
      cwd: root,
      stdio: 'inherit',
    },
  ),
];
if (isDev)
  children.push(
    spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${root}/packages/web`, stdio: 'inherit' }),
  );
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
children[0].on('exit', (code) => {
  for (const child of children.slice(1)) child.kill('SIGTERM');
  process.exit(code ?? 0);
});
