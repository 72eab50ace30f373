// `npm test`: every test — unit and API integration (Vitest, real PostgreSQL), then the browser
// journeys (Playwright in Chromium) — and one closing line 'N passed, N failed'.
// With TEST_DATABASE_URL set, the API suite runs a second time against that PostgreSQL server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureInstalled, ensureWebBuilt, run, runPrefixed } from './lib.mjs';

checkNode();
await ensureInstalled();
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'expediente-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

/** The machine's busy CPU seconds so far (Linux), to print each stage's cost beside its time. */
function busyCpuSeconds() {
  try {
    const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    return (ticks.reduce((sum, value) => sum + value, 0) - ticks[3] - ticks[4]) / 100;
  } catch {
    return Number.NaN;
  }
}
let stageStart = { at: Date.now(), cpu: busyCpuSeconds() };
function endStage(label) {
  const seconds = (Date.now() - stageStart.at) / 1000;
  const cpu = busyCpuSeconds() - stageStart.cpu;
  console.log(
    `⏱ ${label}: ${seconds.toFixed(0)} s, CPU ocupada ${cpu.toFixed(0)} s de ${(seconds * os.cpus().length).toFixed(0)}`,
  );
  stageStart = { at: Date.now(), cpu: busyCpuSeconds() };
}
let exitCode = 0;

function countVitest(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  // A file that fails to load has no failed test of its own: count it once.
  totals.failed += Math.max(report.numFailedTests, report.numFailedTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const { TEST_DATABASE_URL, ...withoutServer } = process.env;
// The second run checks our SQL against a server PostgreSQL (a different build and version than
// the embedded one): the migrations (applied by the global setup) and the suites whose queries are
// the product's heaviest. Whole-process tests (a night for 1,000 accounts, a killed worker, the
// demo's first start) test processes, not SQL, and ran already; the full suite there would push
// CI past its 20 minutes.
const SERVER_DB_SUITES = [
  'packages/server/test/control-cambios/',
  'packages/server/test/notificaciones/',
  'packages/server/test/expedientes/',
  'packages/server/test/informe-diario/informe-diario.test.ts',
  'packages/server/test/registro/',
  'packages/server/test/resultado-consulta/',
  'packages/server/test/perfil/',
  'packages/server/test/monitoring/sweep.test.ts',
];
// Files in those folders that test no heavy SQL (a spreadsheet read in a worker thread, request
// counts per account): their 35 s of one core ran beside the journeys for nothing new (28/11).
const SERVER_DB_EXCLUDED = [
  'packages/server/test/registro/hoja-hostil.test.ts',
  'packages/server/test/registro/cupo-procesos-carga.test.ts',
  'packages/server/test/expedientes/lista-maestra-propios.test.ts',
];
const embeddedReport = path.join(reports, 'vitest-embedded.json');
console.log('\n▶ Unit + API integration (PostgreSQL embebido)');
{
  const code = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${embeddedReport}`],
    {
      env: withoutServer,
    },
  );
  if (code !== 0) exitCode = code;
  if (fs.existsSync(embeddedReport)) countVitest(embeddedReport);
  else if (code !== 0) totals.failed += 1;
  endStage('Vitest (PostgreSQL embebido)');
}

// The server-PostgreSQL pass (one file at a time, mostly waiting on the database) and the web
// tests (one worker) each keep one core busy at most: they run side by side.
const secondPass = [];
if (TEST_DATABASE_URL) {
  secondPass.push({
    label: 'API integration (PostgreSQL del servidor, TEST_DATABASE_URL)',
    prefix: '[api-servidor] ',
    report: path.join(reports, 'vitest-server.json'),
    args: [
      '--project',
      'api',
      ...SERVER_DB_SUITES,
      ...SERVER_DB_EXCLUDED.flatMap((file) => ['--exclude', file]),
      // One file at a time: the files share one database, and a night run in one file
      // (sweep.test.ts) sends every report due, including those another file is waiting for
      // (informe-diario.test.ts failed so once, 25/11).
      '--no-file-parallelism',
    ],
    env: { ...process.env, TEST_DATABASE_URL },
  });
}
secondPass.push({
  label: 'Web unit tests (Vitest)',
  prefix: '[web] ',
  report: path.join(reports, 'vitest-web.json'),
  args: ['--root', 'packages/web'],
  env: process.env,
});
// The server-PostgreSQL pass and the web tests leave a core mostly idle for their half a minute,
// while the journeys' two servers start (initdb, migrations, the demo's month: ~35 s of CPU each):
// they run side by side with the journeys (27/11).
await ensureWebBuilt();
console.log(`\n▶ ${secondPass.map((pass) => pass.label).join(' + ')} + Browser journeys`);
const secondRuns = Promise.all(
  secondPass.map((pass) =>
    runPrefixed(
      pass.prefix,
      'npx',
      [
        'vitest',
        'run',
        ...pass.args,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${pass.report}`,
      ],
      pass.env,
    ),
  ),
);

/**
 * The journey files split into `count` parts of about equal length: longest first, each to the
 * part with the least so far, by the seconds e2e/duraciones.json measured (a file not listed
 * counts as the median). Playwright's own --shard cuts the sorted list in halves by test count,
 * which left one part 4 minutes longer than the other.
 */
function e2eShards(count) {
  const measured = JSON.parse(fs.readFileSync('e2e/duraciones.json', 'utf8'));
  const known = Object.values(measured).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const files = fs
    .readdirSync('e2e')
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ file: `e2e/${name}`, seconds: measured[name] ?? median }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const parts = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of files) {
    const lightest = parts.reduce((best, part) => (part.seconds < best.seconds ? part : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return parts.map((part) => part.files.sort());
}

// The journeys run in parts side by side, each with its own server, embedded PostgreSQL, court
// simulator and demo account (E2E_SLOT): they share nothing, so none waits for another's clock.
const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
console.log(
  `▶ Browser journeys: Playwright, Chromium; ${E2E_SHARDS} partes a la vez, cada una con su servidor`,
);
// The parts share the list of screens axe has checked (e2e/support/test.ts): each once per run.
const pantallas = fs.mkdtempSync(path.join(reports, 'pantallas-'));
const shardRuns = Promise.all(
  e2eShards(E2E_SHARDS).map((files, index) => {
    const report = path.join(reports, `playwright-${index + 1}.json`);
    return runPrefixed(
      `[e2e ${index + 1}/${E2E_SHARDS}] `,
      'npx',
      ['playwright', 'test', ...files, '--reporter=list,json'],
      {
        ...process.env,
        E2E_SLOT: String(index),
        E2E_TRACE: process.env.E2E_TRACE ?? 'off',
        E2E_PANTALLAS: pantallas,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      },
    ).then((code) => ({ code, report }));
  }),
);
const secondCodes = await secondRuns;
endStage('Vitest del servidor PostgreSQL y de la web, con los recorridos ya en marcha');
secondPass.forEach((pass, index) => {
  if (secondCodes[index] !== 0) exitCode = secondCodes[index];
  if (fs.existsSync(pass.report)) countVitest(pass.report);
  else if (secondCodes[index] !== 0) totals.failed += 1;
});
const shardResults = await shardRuns;
endStage('Recorridos de navegador (el resto)');
for (const { code, report } of shardResults) {
  if (code !== 0) exitCode = code;
  if (fs.existsSync(report)) countPlaywright(report);
  else if (code !== 0) totals.failed += 1;
}

console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(exitCode || (totals.failed > 0 ? 1 : 0));
