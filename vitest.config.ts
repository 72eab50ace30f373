import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker per core minus one: a single worker on these 2-core machines.
    // API files mostly wait on PostgreSQL, the court simulator and SMTP, so three overlap well.
    maxWorkers: 3,
    // Each worker loads the server's modules once for all its files instead of once per file:
    // loading them was 586 of the suite's 695 s of file time, and the suite took 465 s instead of
    // 219 s here (27/11). It is safe because no test mocks a module or stubs a global; every file
    // builds its own app, database handle and clock (test/support/test-app.ts) and closes them.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/{domain,court-sim}/{src,test}/**/*.test.ts',
            'packages/server/src/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // API integration against a real PostgreSQL: embedded by default, or TEST_DATABASE_URL.
          name: 'api',
          include: ['packages/server/test/**/*.test.ts'],
          globalSetup: ['packages/server/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
