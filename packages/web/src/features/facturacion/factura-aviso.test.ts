import { describe, expect, it } from 'vitest';
import { describeFactura, diasMoraText } from './factura-aviso.ts';
import { formatearCop } from './format-cop.ts';

describe('formatearCop', () => {
  it('writes pesos with dot thousands and no space after the sign', () => {
    expect(formatearCop(100_000)).toBe('$100.000');
    expect(formatearCop(1_234_567)).toBe('$1.234.567');
    expect(formatearCop(9_000)).toBe('$9.000');
    expect(formatearCop(0)).toBe('$0');
    expect(formatearCop(999)).toBe('$999');
  });

  it('rounds to whole pesos and keeps the sign in front', () => {
    expect(formatearCop(1500.6)).toBe('$1.501');
    expect(formatearCop(-25_000)).toBe('-$25.000');
  });
});

describe('describeFactura', () => {
  const base = {
    codigoFactura: 'FE-1001',
    totalFactura: 100_000,
    urlPagoSiigo: 'https://siigo.example/pagar',
    fechaVencimiento: '03/06/2026',
  };

  it('names the code, the days overdue and the total of an overdue invoice', () => {
    const aviso = describeFactura({ ...base, diasMora: 12, vencida: true });
    expect(aviso.color).toBe('red');
    expect(aviso.title).toBe('Tienes una factura vencida: FE-1001');
    expect(aviso.detail).toContain('12 días de mora');
    expect(aviso.detail).toContain('Total $100.000');
  });

  it('gives the due date of an invoice not yet due', () => {
    const aviso = describeFactura({ ...base, diasMora: 0, vencida: false });
    expect(aviso.color).toBe('orange');
    expect(aviso.title).toBe('Tu factura FE-1001 vence el 03/06/2026');
  });

  it('says "1 día" in the singular', () => {
    expect(diasMoraText(1)).toBe('1 día de mora');
    expect(diasMoraText(2)).toBe('2 días de mora');
  });
});
