import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CON_VI_MOCK } from './con-vi-mock.ts';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the tests that use vi.mock', () => {
  it('are the ones the isolated project runs (vitest.config.ts), and no other', () => {
    const pruebas = readdirSync(path.join(raiz, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((archivo) => /\.test\.tsx?$/.test(archivo))
      .map((archivo) => path.posix.join('src', archivo.split(path.sep).join('/')));
    const conMock = pruebas.filter((archivo) =>
      /^\s*vi\.mock\(/m.test(readFileSync(path.join(raiz, archivo), 'utf8')),
    );
    expect(conMock.sort()).toEqual([...CON_VI_MOCK].sort());
  });
});
