import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaDriftError } from './errors.ts';
import { validateShape } from './parse-helpers.ts';

describe('validateShape', () => {
  it('keeps every drifted field in issues but names only the first five in the message', () => {
    const lista = z.array(z.object({ Orden: z.number() }));
    const drifted = Array.from({ length: 300 }, () => ({ Orden: 'uno' }));
    let error: unknown;
    try {
      validateShape(lista, drifted, 'SAMAI historial');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SchemaDriftError);
    const drift = error as SchemaDriftError;
    expect(drift.issues).toHaveLength(300);
    expect(drift.message).toContain('SAMAI historial: cambió la forma de la respuesta: 0.Orden');
    expect(drift.message).toContain('4.Orden');
    expect(drift.message).not.toContain('5.Orden');
    expect(drift.message).toMatch(/\(y 295 más\)$/);
  });
});
