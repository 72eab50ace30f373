import { describe, expect, it } from 'vitest';
import { csvRow, digitsCell, neutralizeFormula, textCell } from './csv.ts';

describe('CSV cells for Excel es-CO', () => {
  it('quotes every field and doubles inner quotes; ";" and line breaks stay inside the field', () => {
    expect(
      csvRow([textCell('a;b'), textCell('dijo "sí"'), textCell('línea 1\nlínea 2'), textCell(null)]),
    ).toBe('"a;b";"dijo ""sí""";"línea 1\nlínea 2";""\r\n');
  });

  it('keeps cells that Excel would run as formulas as text', () => {
    for (const value of ['=1+1', '+57 300', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutralizeFormula(value)).toBe(`'${value}`);
    expect(neutralizeFormula('Juzgado = 3')).toBe('Juzgado = 3');
    expect(textCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes digits as ="…" so the radicado keeps its 23 digits, and anything else as guarded text', () => {
    expect(digitsCell('05001310300120190012300')).toBe('"=""05001310300120190012300"""');
    expect(digitsCell('=1+1')).toBe(`"'=1+1"`);
  });
});
