import { describe, expect, it } from 'vitest';
import { ciudadDelRadicado } from './radicado.ts';

describe('ciudadDelRadicado', () => {
  it('reads the municipality from the first five digits (DIVIPOLA)', () => {
    expect(ciudadDelRadicado('68001310300120230012300')).toMatch(/Bucaramanga/i);
    expect(ciudadDelRadicado('11001400300320240010100')).toMatch(/Bogot/i);
  });
  it('is null for a malformed radicado or an unknown code', () => {
    expect(ciudadDelRadicado('123')).toBeNull();
    expect(ciudadDelRadicado('99999310300120230012300')).toBeNull();
  });
});
