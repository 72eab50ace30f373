// `npm start`: installs what is missing, builds the web app, then runs web + worker on the
// embedded PostgreSQL (or DATABASE_URL) at http://localhost:3000.
// `npm run dev`: the same server restarted on every change, plus Vite's dev server with hot reload
// at http://localhost:5173 (it proxies /api and /channelHub to the server).
// Ctrl-C or SIGTERM stops the server, which closes its HTTP server, queue and PostgreSQL in order.
import { spawn } from 'node:child_process';
import { checkNode, ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

checkNode();
await ensureInstalled();
const isDev = process.argv.includes('--dev');
// WEB_DIST_DIR names another build to serve: packages/web/dist is then not used.
if (!isDev && !process.env.WEB_DIST_DIR) await ensureWebBuilt();

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
// Vite's own script, not `npx vite`: npx runs it through a shell that dies on SIGTERM without
// passing it on, and Vite would stay behind.
if (isDev)
  children.push(
    spawn(process.execPath, [`${root}/node_modules/vite/bin/vite.js`, '--host', '127.0.0.1'], {
      cwd: `${root}/packages/web`,
      stdio: 'inherit',
    }),
  );

const stopChildren = (signal) => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
// The server closes everything and then exits; this process leaves only after it (see 'exit').
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopChildren(signal));

// npm runs this script through `sh -c`, and on SIGTERM npm signals that shell, which dies without
// passing the signal on: this process is then handed to init and its server would keep running
// with its PostgreSQL. Under npm the parent's death is therefore the signal to stop.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stopChildren('SIGTERM');
  }, 250);
  watch.unref();
}

children[0].on('exit', (code) => {
  stopChildren('SIGTERM');
  process.exit(code ?? 0);
});
