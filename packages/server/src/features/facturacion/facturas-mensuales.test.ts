import { describe, expect, it } from 'vitest';
import { inicioFacturacion } from './facturas-mensuales.ts';
import { codigoFactura, periodoDeCodigo, periodosPorFacturar } from './periodos.ts';

describe('periodosPorFacturar (monthly, in arrears)', () => {
  it('bills each month whose renewal day has come, counted from the start (no drift after February)', () => {
    expect(periodosPorFacturar('2026-01-31', '2026-04-30')).toEqual([
      { desde: '2026-01-31', hasta: '2026-02-28' },
      { desde: '2026-02-28', hasta: '2026-03-31' },
      { desde: '2026-03-31', hasta: '2026-04-30' },
    ]);
  });

  it('bills nothing before the first renewal day', () => {
    expect(periodosPorFacturar('2026-03-10', '2026-04-09')).toEqual([]);
    expect(periodosPorFacturar('2026-03-10', '2026-04-10')).toEqual([
      { desde: '2026-03-10', hasta: '2026-04-10' },
    ]);
  });
});

describe('inicioFacturacion', () => {
  // Created 1 March 10:00 Bogotá: the trial ends 16 March 10:00 Bogotá.
  const creadoEn = new Date('2026-03-01T15:00:00.000Z');
  it('is the trial end when the billing data were saved during the trial', () => {
    expect(inicioFacturacion(creadoEn, new Date('2026-03-05T15:00:00.000Z'))).toBe('2026-03-16');
  });
  it('is the first save when it came after the trial', () => {
    expect(inicioFacturacion(creadoEn, new Date('2026-04-02T04:00:00.000Z'))).toBe('2026-04-01');
  });
});

describe('the invoice code names the account and the period', () => {
  it('round-trips', () => {
    expect(codigoFactura(42, '2026-03-16')).toBe('ED-42-20260316');
    expect(periodoDeCodigo('ED-42-20260316')).toEqual({ desde: '2026-03-16', hasta: '2026-04-16' });
    expect(periodoDeCodigo('FE-1042')).toBeNull();
  });
});
