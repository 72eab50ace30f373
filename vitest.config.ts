import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
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
