/**
 * Browser journeys against the whole stack: the server (embedded PostgreSQL, E2E mode) serving
 * the built web app. Build it first: `npm run build -w @expediente/web`.
 */
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_SLOT lets several journey runs share a machine (each with its own ports, data and web
// build, e.g. E2E_SLOT=2 E2E_WEB_DIST=packages/web/dist-2); CI uses slot 0 and packages/web/dist.
const SLOT = Number(process.env.E2E_SLOT ?? 0);
const PORT = 3199 + SLOT;
const DATA_DIR = `.data/e2e-${SLOT}`;
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's headless shell (package chromium-headless-shell) where installed: the journeys are
// bound by the browser's CPU on these 2-core machines, and the shell took about 30 % less than the
// full browser for the same journeys (27/11, bench in docs/decisions/0021). The full browser
// otherwise; Playwright must never download one here.
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (fs.existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // A journey takes 3–15 s on a usual machine; on a slow one (a sandboxed VM where opening a
  // browser context took ~2.5 s, 25/11) the longest ones passed 60 s with nothing wrong.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: `test-results/slot-${SLOT}`,
  use: {
    baseURL: BASE_URL,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A trace records a screencast and a DOM snapshot of every step of every journey, passed or
    // not: that cost about as much CPU as the journeys themselves (27/11). `npm test` (and so CI)
    // turns it off with E2E_TRACE=off: a failure keeps its screenshot and error-context.md (the
    // page's accessibility tree), and `npm run e2e -- <file>` records the trace again.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The installable app's worker would install and precache the shell in every journey's fresh
    // context; only the PWA journey (e2e/onboarding.spec.ts) lets it run (decision 0015).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            // What drawing there is runs in the browser process: no GPU process to feed (27/11).
            '--in-process-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // A fresh data folder every run (the server seeds the demo account and its month of history),
    // and its own ports, so the journeys run beside a development server.
    command: `rm -rf ${DATA_DIR} && node --import tsx packages/server/src/main.ts`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(54399 + SLOT),
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      COURT_SIM_PORT: '0',
      // A fixed first day with five weeks of court days ahead (no vacancia judicial, one holiday):
      // the journeys' nights advance the simulator's clock, and from the real late November they
      // ran into the courts' December closure, where nothing happens.
      COURT_SIM_TODAY: '2026-09-14',
      LOG_LEVEL: 'warn',
      // The journeys sign in as the demo lawyer dozens of times a minute; the login rate limit
      // itself is covered by the API tests.
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT_IP: '1000',
      // Every journey creates its accounts from this one address (issue 20's sign-up limit).
      SIGNUP_RATE_LIMIT: '1000',
    },
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
