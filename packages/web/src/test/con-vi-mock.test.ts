import { describe, expect, it } from 'vitest';
import { CON_VI_MOCK } from './con-vi-mock.ts';

// Every test file's text, as Vite reads it (keys are '/src/…' from the package's root).
const pruebas = import.meta.glob<string>('/src/**/*.test.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the tests that use vi.mock', () => {
  it('are the ones the isolated project runs (vitest.config.ts), and no other', () => {
    const conMock = Object.entries(pruebas)
      .filter(([, texto]) => /^\s*vi\.mock\(/m.test(texto))
      .map(([archivo]) => archivo.replace(/^\//, ''));
    expect(Object.keys(pruebas).length).toBeGreaterThan(50);
    expect(conMock.sort()).toEqual([...CON_VI_MOCK].sort());
  });
});
