import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker per core minus one: a single worker on these 2-core machines.
    // API files mostly wait on PostgreSQL, the court simulator and SMTP, so three overlap well.
    maxWorkers: 3,
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
