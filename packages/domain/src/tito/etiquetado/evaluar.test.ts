import { describe, expect, it } from 'vitest';
import { ACTUACIONES_REALES, medirPorParte, parteDe } from './evaluar.ts';

describe('Tito on the labelled set of real actuaciones', () => {
  const medidas = medirPorParte();

  it('has at least 300 real texts, each with a label, a reason and its source', () => {
    expect(ACTUACIONES_REALES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ACTUACIONES_REALES.map((item) => item.id)).size).toBe(ACTUACIONES_REALES.length);
    for (const item of ACTUACIONES_REALES) {
      expect(item.motivoEtiqueta).toMatch(/\w/);
      expect(['samai-monitor', 'litigapp', 'scrappy-jul', 'scrappy-ago', 'lexyai']).toContain(item.origen);
    }
  });

  it('splits by a hash of the id, about one item in three held out', () => {
    expect(parteDe('samai-samai-monitor-orden-177')).toBe(parteDe('samai-samai-monitor-orden-177'));
    const reservada = ACTUACIONES_REALES.filter((item) => parteDe(item.id) === 'reservada').length;
    expect(reservada / ACTUACIONES_REALES.length).toBeGreaterThan(0.25);
    expect(reservada / ACTUACIONES_REALES.length).toBeLessThan(0.42);
  });

  it('reaches precision ≥ 0.9 and recall ≥ 0.95 on the whole set', () => {
    expect(medidas.todo.precision).toBeGreaterThanOrEqual(0.9);
    expect(medidas.todo.recall).toBeGreaterThanOrEqual(0.95);
  });

  it('reaches precision ≥ 0.9 on the held-out part, and keeps its recall at the 0.91 reached (target 0.95 not met)', () => {
    expect(medidas.reservada.precision).toBeGreaterThanOrEqual(0.9);
    // 22 of 24 important held-out items found when the rules were last written on the development
    // part only; this is a floor against regressions, not the 0.95 target.
    expect(medidas.reservada.recall).toBeGreaterThanOrEqual(0.91);
  });
});
