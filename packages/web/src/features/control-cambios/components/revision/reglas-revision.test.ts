import { describe, expect, it } from 'vitest';
import {
  BLOQUEO_NAVEGACION,
  bloqueoNavegacion,
  llamadaAlGuardar,
  puedeGuardar,
  tieneCambiosSinGuardar,
} from './reglas-revision.ts';

const bloques = (...texts: string[]) =>
  JSON.stringify(texts.map((text) => ({ type: 'paragraph', children: [{ text }] })));

describe("the review card's rules (seed 001 §4, §5)", () => {
  it("enables 'Guardar y continuar' only with some text and not while loading", () => {
    expect(puedeGuardar(null, false)).toBe(false);
    expect(puedeGuardar('', false)).toBe(false);
    expect(puedeGuardar(bloques('', '   '), false)).toBe(false);
    expect(puedeGuardar(bloques('', 'Contestar la demanda'), false)).toBe(true);
    expect(puedeGuardar('Texto plano de una conclusión antigua', false)).toBe(true);
    expect(puedeGuardar(bloques('Contestar la demanda'), true)).toBe(false);
    expect(puedeGuardar([{ type: 'paragraph', children: [{ text: 'x' }] }], false)).toBe(true);
  });

  it("blocks Anterior and Siguiente with 'Guarda los cambios antes de continuar' while edits are unsaved", () => {
    expect(bloqueoNavegacion(true)).toBe('Guarda los cambios antes de continuar');
    expect(BLOQUEO_NAVEGACION).toBe('Guarda los cambios antes de continuar');
    expect(bloqueoNavegacion(false)).toBeNull();
  });

  it('counts as unsaved only a text that differs from the saved conclusion (issue 21.1)', () => {
    const doc = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];
    expect(tieneCambiosSinGuardar(doc(''), null)).toBe(false);
    expect(tieneCambiosSinGuardar(doc('   '), null)).toBe(false);
    expect(tieneCambiosSinGuardar(doc('Contestar'), bloques('Contestar'))).toBe(false);
    expect(tieneCambiosSinGuardar(doc('Contestar'), null)).toBe(true);
    expect(tieneCambiosSinGuardar(doc('Contestar ya'), bloques('Contestar'))).toBe(true);
    expect(tieneCambiosSinGuardar(doc(''), bloques('Contestar'))).toBe(true);
  });

  it('marks an unreviewed change reviewed and only updates the conclusion of a reviewed one', () => {
    expect(llamadaAlGuardar(0)).toBe('Revisado');
    expect(llamadaAlGuardar(1)).toBe('Conclusion');
    expect(llamadaAlGuardar(3)).toBe('Conclusion');
  });
});
