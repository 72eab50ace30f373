import { describe, expect, it } from 'vitest';
import { porcentajesEnteros } from './porcentajes.ts';

describe('whole percentages of a stacked bar', () => {
  it('matches the seed sample: 90 of 100 and 10 of 100', () => {
    expect(porcentajesEnteros([90, 10])).toEqual([90, 10]);
  });

  it('always adds up to 100, giving the leftover points to the largest remainders', () => {
    expect(porcentajesEnteros([1, 1, 1])).toEqual([34, 33, 33]);
    expect(porcentajesEnteros([16, 10, 23])).toEqual([33, 20, 47]);
    for (const partes of [
      [7, 3, 5, 11],
      [1, 2],
      [999, 1],
      [5, 5, 5, 5, 5, 5, 5],
    ])
      expect(porcentajesEnteros(partes).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives 0 to every part when there is nothing to share', () => {
    expect(porcentajesEnteros([0, 0])).toEqual([0, 0]);
    expect(porcentajesEnteros([])).toEqual([]);
  });
});
