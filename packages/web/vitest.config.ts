import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CON_VI_MOCK } from './src/test/con-vi-mock.ts';

// The root vitest run leaves the web package out; its tests run from here: the pure helpers in
// Node, the stateful widgets (`*.test.tsx`) rendered in jsdom with Testing Library.
export default defineConfig({
  plugins: [react()],
  test: {
    // One module load and one jsdom per worker for all its files (69 s → 20 s, 27/11): each test
    // unmounts its tree and clears its fetch stub and storage (src/test/setup-dom.ts).
    isolate: false,
    projects: [
      { extends: true, test: { name: 'web-unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'web-componentes',
          include: ['src/**/*.test.tsx'],
          exclude: CON_VI_MOCK,
          environment: 'jsdom',
          // Rendering Mantine and Slate in jsdom takes a second or more on a busy 2-core machine.
          testTimeout: 20_000,
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web-componentes-aislados',
          include: CON_VI_MOCK,
          // vi.mock replaces a module only where it is loaded after it: in a worker that an earlier
          // file left the real module in, the spy never ran and the test failed by file order.
          isolate: true,
          environment: 'jsdom',
          testTimeout: 20_000,
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
