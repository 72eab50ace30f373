import { describe, expect, it } from 'vitest';
import { enlaceCompartido, top3 } from './wrapped-api.ts';

describe('the yearly summary', () => {
  it('keeps the three largest sources, skipping those with nothing', () => {
    expect(top3({ Rama: 0, Samai: 20, Unificada: 70, Estados: 10, Tyba: 0 })).toEqual([
      { nombre: 'Unificada', valor: 70 },
      { nombre: 'Samai', valor: 20 },
      { nombre: 'Estados Electrónicos', valor: 10 },
    ]);
    expect(top3({ Rama: 1, Tyba: 1, Samai: 1, Unificada: 1 }).map((item) => item.nombre)).toEqual([
      'Rama Judicial',
      'Samai',
      'Tyba',
    ]);
  });

  it('shares a public link on the app origin', () => {
    expect(enlaceCompartido('abc', 'https://app.example.co')).toBe(
      'https://app.example.co/resumen-anual/abc',
    );
  });
});
