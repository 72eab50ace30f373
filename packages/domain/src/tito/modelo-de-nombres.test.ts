/**
 * Tito's back-up model (issue 19): trained on the development side only, asked only where no rule
 * knows the name. The names below are written for this test, not copied from the labelled sets.
 */
import { describe, expect, it } from 'vitest';
import { entrenarModelo } from './etiquetado/entrenar-modelo.ts';
import { CATALOGO } from './etiquetado/por-grabador.ts';
import modelo from './modelo-de-nombres.json' with { type: 'json' };
import { probabilidadDeImportante, UMBRAL } from './modelo-de-nombres.ts';
import { normalizar, priorizarCambio } from './priorizar-cambio.ts';

const tito = (descripcion: string, anotacion: string | null = null) =>
  priorizarCambio({ tipoCambio: 0, descripcion, anotacion, fechaActuacion: '2026-11-20' });

describe("Tito's back-up model over actuación names", () => {
  it('is what entrenar-modelo.ts gives on the development catalogue (no held-out item in it)', () => {
    expect(
      CATALOGO.every((item) =>
        ['cachorro', 'lawsuit-tracker', 'lawsuit-tracker-2', 'emdecob'].includes(item.origen),
      ),
    ).toBe(true);
    expect(entrenarModelo(CATALOGO)).toEqual(modelo);
  });

  it.each([
    'Auto Ordenando Seguir La Ejecución',
    'Auto Negando Mandamiento',
    'Auto Aprueba Avaluo Comercial',
    'Auto Resolviendo Excepciones',
  ])('prioritises «%s», a decision no rule names, and says the model decided', (nombre) => {
    const result = tito(nombre);
    expect(result.esPriorizado).toBe(true);
    expect(result.regla).toBe('modelo-de-nombres');
    expect(result.razon).toMatch(/Ninguna regla conoce este nombre/);
    expect(result.borradorConclusion).toContain('Siguiente paso:');
  });

  it.each(['Oficio Devuelto', 'Informe Del Citador', 'Entrega De Expediente A Archivo'])(
    'leaves «%s», paperwork no rule names, unprioritised',
    (nombre) => {
      expect(probabilidadDeImportante(normalizar(nombre))).toBeLessThan(UMBRAL);
      expect(tito(nombre)).toMatchObject({ esPriorizado: false, regla: 'sin-regla' });
    },
  );

  it('is never asked where a rule decides: routine stays routine, a named rule keeps its reason', () => {
    // A name the model alone would prioritise…
    expect(probabilidadDeImportante(normalizar('Vence traslado de excepciones'))).toBeGreaterThanOrEqual(
      UMBRAL,
    );
    // …is routine for the rules (the term ended; guideline), and the rules win.
    expect(tito('Vence traslado de excepciones')).toMatchObject({ esPriorizado: false, regla: 'rutina' });
    expect(tito('Auto decreta embargo').regla).toBe('medida-cautelar');
  });
});
