// `npm run check`: every static check CI runs before the tests — lint, types, import cycles and
// migration drift — side by side. `npm run typecheck` (`check.mjs tipos`) runs only the types.
//
// The types are checked by TypeScript 7, the native compiler (`typescript-native`, decision 0021):
// the six projects took 111 s of CPU with TypeScript 5.9 and take about 27 s with it (27/11).
// TypeScript 5.9 stays as `typescript` for the tools that read its JavaScript API (the spelling
// check's extractor, dependency-cruiser, drizzle-kit) and for editors.
import { createRequire } from 'node:module';
import path from 'node:path';
import { run, runPrefixed } from './lib.mjs';

const PROJECTS = ['packages/domain', 'packages/court-sim', 'packages/server', 'packages/web', 'e2e', 'bench'];
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

/** One project after another: the native compiler already uses both cores for each. */
async function typecheck() {
  for (const project of PROJECTS) {
    const code = await runPrefixed('[tsc] ', process.execPath, [TSC, '-p', project], process.env);
    if (code !== 0) {
      console.error(`[tsc] ${project}: errores de tipos`);
      return code;
    }
  }
  return 0;
}

if (process.argv[2] === 'tipos') process.exit(await typecheck());

// Lint first and alone: it takes seconds and its errors are the commonest.
const lint = await run('npx', ['biome', 'check', '.']);
if (lint !== 0) process.exit(lint);

const codes = await Promise.all([
  typecheck(),
  runPrefixed('[deps] ', 'npm', ['run', '--silent', 'deps'], process.env),
  runPrefixed('[migraciones] ', 'node', ['scripts/check-migrations.mjs'], process.env),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
