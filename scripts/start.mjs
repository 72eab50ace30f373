// `npm start`: installs what is missing, builds the web app, then runs web + worker on the
// embedded PostgreSQL (or DATABASE_URL) at http://localhost:3000.
import { spawn } from 'node:child_process';
import { checkNode, ensureInstalled, ensureWebBuilt, root } from './lib.mjs';

checkNode();
await ensureInstalled();
await ensureWebBuilt();

const role = process.argv.find((arg) => ['all', 'web', 'worker'].includes(arg)) ?? 'all';
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', role], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
