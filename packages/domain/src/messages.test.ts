import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from './messages.ts';

describe('formatMessage', () => {
  it('writes numbers as a Colombian reads them, grouped by dots from four digits', () => {
    expect(formatMessage('LimiteConsultasDia', { max: 10_000 })).toContain('ya pidió 10.000 consultas');
    expect(formatMessage('LimiteConsultasDia', { max: 1_000 })).toContain('ya pidió 1.000 consultas');
    expect(formatMessage('DemasiadasVerificaciones', { max: 5 })).toContain('Ya pediste 5 verificaciones');
  });

  it('keeps text values as given, a radicado above all, and leaves a missing value named', () => {
    const radicado = '11001310300120240012300';
    expect(formatMessage('RadicadoYaRegistrado', { radicado })).toContain(radicado);
    expect(formatMessage('LimiteConsultasDia', {})).toBe(MESSAGES.LimiteConsultasDia);
  });
});
