// `npm run check`: every static check CI runs before the tests — lint, types, import cycles and
// migration drift — side by side. `npm run typecheck` (`check.mjs tipos`) runs only the types. tsc is single-threaded and the six projects took 111 s of CPU
// one after another (27/11); in two lanes of about equal weight they take half that on two cores.
import { run, runPrefixed } from './lib.mjs';

// Seconds of CPU each project took (tsc -p, 27/11): each lane gets about half.
const LANES = [
  ['packages/server', 'packages/domain', 'packages/court-sim'],
  ['bench', 'packages/web', 'e2e'],
];

async function typecheckLane(projects, index) {
  for (const project of projects) {
    const code = await runPrefixed(`[tsc ${index + 1}] `, 'npx', ['tsc', '-p', project], process.env);
    if (code !== 0) {
      console.error(`[tsc ${index + 1}] ${project}: errores de tipos`);
      return code;
    }
  }
  return 0;
}

if (process.argv[2] === 'tipos') {
  const codes = await Promise.all(LANES.map(typecheckLane));
  process.exit(codes.find((code) => code !== 0) ?? 0);
}

// Lint first and alone: it takes seconds and its errors are the commonest.
const lint = await run('npx', ['biome', 'check', '.']);
if (lint !== 0) process.exit(lint);

const codes = await Promise.all([
  ...LANES.map(typecheckLane),
  runPrefixed('[deps] ', 'npm', ['run', '--silent', 'deps'], process.env),
  runPrefixed('[migraciones] ', 'node', ['scripts/check-migrations.mjs'], process.env),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
