import { describe, expect, it } from 'vitest';
import { canSend, omitErroneous, omitRegistered, validarRadicados } from './radicados-validation.ts';

const A = '11001310300120240012300';
const B = '05001400300220230045600';

describe('validateRadicados', () => {
  it('accepts trimmed 23-digit lines and skips blank lines', () => {
    const result = validarRadicados(`  ${A}  \n\n${B}\n   `);
    expect(result).toEqual({
      totalLineas: 2,
      validos: [A, B],
      repetidos: [],
      conLetra: [],
      formatoIncorrecto: [],
      hasErrors: false,
    });
    expect(canSend(result)).toBe(true);
  });

  it('lists duplicates, lines with letters and wrong formats with their line numbers', () => {
    const text = [A, '1100131030012024001230A', '123', B, A, '00000000000000000000000', `${A}1`, 'ñ', B].join(
      '\n',
    );
    const result = validarRadicados(text);
    expect(result.validos).toEqual([A, B]);
    expect(result.repetidos).toEqual([
      { linea: 5, valor: A },
      { linea: 9, valor: B },
    ]);
    expect(result.conLetra).toEqual([
      { linea: 2, valor: '1100131030012024001230A' },
      { linea: 8, valor: 'ñ' },
    ]);
    expect(result.formatoIncorrecto).toEqual([
      { linea: 3, valor: '123' },
      { linea: 6, valor: '00000000000000000000000' },
      { linea: 7, valor: `${A}1` },
    ]);
    expect(result.totalLineas).toBe(9);
    expect(canSend(result)).toBe(false);
  });

  it('counts line numbers across Windows line ends and treats separators as wrong format', () => {
    const result = validarRadicados(`${A}\r\n11001-31-03-001-2024-00123-00\r\n`);
    expect(result.formatoIncorrecto).toEqual([{ linea: 2, valor: '11001-31-03-001-2024-00123-00' }]);
  });

  it('cannot send an empty textarea', () => {
    expect(canSend(validarRadicados('\n  \n'))).toBe(false);
  });
});

describe('omit buttons', () => {
  it('omitErroneous keeps only the first copy of each valid radicado', () => {
    const cleaned = omitErroneous([A, 'abc', A, '', B, '12'].join('\n'));
    expect(cleaned).toBe(`${A}\n${B}`);
    expect(canSend(validarRadicados(cleaned))).toBe(true);
  });

  it('omitRegistered drops the lines already registered, trimmed', () => {
    expect(omitRegistered(`${A}\n  ${B} \nxyz`, [B])).toBe(`${A}\nxyz`);
  });
});
