import { defineConfig } from 'vitest/config';

// The root vitest run leaves the web package out; its pure helpers are tested from here.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
