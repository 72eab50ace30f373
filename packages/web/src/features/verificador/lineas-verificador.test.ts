import { describe, expect, it } from 'vitest';
import { faltantes, leerLineas } from './lineas-verificador.ts';

const A = '11001310300120240012300';
const B = '05001400300220230045600';
const C = '76001310500420210033100';

describe('leerLineas (missing-cases checker, seed 002 §5)', () => {
  it('keeps each 23-digit line once, trimmed, and drops blank lines', () => {
    expect(leerLineas(`  ${A}  \n\n${B}\r\n${A}\n   \n${C}\n${B}`)).toEqual({
      radicados: [A, B, C],
      invalidas: [],
      repetidos: 2,
      puedeVerificar: true,
    });
  });

  it.each([
    ['22 digits', A.slice(1)],
    ['24 digits', `${A}9`],
    ['a letter', `${A.slice(0, 22)}A`],
    ['hyphens', '11001-31-03-001-2024-00123-00'],
    ['an inner space', `${A.slice(0, 10)} ${A.slice(10)}`],
  ])('a line with %s is invalid and disables the check', (_, line) => {
    const result = leerLineas(`${A}\n\n${line}`);
    expect(result.invalidas).toEqual([{ linea: 3, valor: line.trim() }]);
    expect(result.radicados).toEqual([A]);
    expect(result.puedeVerificar).toBe(false);
  });

  it('cannot check an empty or blank text', () => {
    expect(leerLineas('')).toEqual({ radicados: [], invalidas: [], repetidos: 0, puedeVerificar: false });
    expect(leerLineas(' \n\t\n').puedeVerificar).toBe(false);
  });

  it('repeats of an invalid line are each reported with their line number', () => {
    expect(leerLineas('123\n123').invalidas).toEqual([
      { linea: 1, valor: '123' },
      { linea: 2, valor: '123' },
    ]);
  });
});

describe('faltantes', () => {
  it('gives the radicados the account does not have, in the order typed', () => {
    expect(faltantes([C, A, B], [A])).toEqual([C, B]);
    expect(faltantes([A], [A])).toEqual([]);
  });
});
