/** The referral discount's computation (seed 002 §9; decision 0013), without a database. */
import { descuentoPorReferido } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { aportesDelPeriodo, descuentoDelPeriodo, type FacturaDeReferido } from './descuento.ts';
import { repartir } from './listado.ts';

const periodo = { desde: '2026-03-10', hasta: '2026-04-10' };

function factura(idReferido: number, desde: string, hasta: string, totalFactura: number): FacturaDeReferido {
  return { idReferido, periodo: { desde, hasta }, totalFactura };
}

describe('descuentoPorReferido', () => {
  it('is 10% in whole pesos, rounded, never negative', () => {
    expect(descuentoPorReferido(34_710)).toBe(3_471);
    expect(descuentoPorReferido(34_715)).toBe(3_472);
    expect(descuentoPorReferido(34_714)).toBe(3_471);
    expect(descuentoPorReferido(0)).toBe(0);
    expect(descuentoPorReferido(-500)).toBe(0);
  });
});

describe('aportesDelPeriodo', () => {
  it('counts the referred invoices issued within the period (its renewal day), 10% of their sum', () => {
    const aportes = aportesDelPeriodo(
      periodo,
      [{ idReferido: 1, registro: '2026-01-01' }],
      [
        factura(1, '2026-02-10', '2026-03-10', 10_000), // issued on the first day: counts
        factura(1, '2026-03-09', '2026-04-09', 20_000), // issued the day before the end: counts
        factura(1, '2026-03-10', '2026-04-10', 40_000), // issued on the referrer's renewal: next period
        factura(1, '2026-01-09', '2026-02-09', 80_000), // earlier period
      ],
    );
    expect(aportes).toEqual(new Map([[1, 3_000]]));
  });

  it('only the 12 months from the referred sign-up count', () => {
    const referidos = [{ idReferido: 2, registro: '2025-03-15' }];
    // Its period starting 2026-03-14 is within 12 months of 2025-03-15; the one from 2026-03-15 is not.
    expect(aportesDelPeriodo(periodo, referidos, [factura(2, '2026-02-14', '2026-03-14', 50_000)])).toEqual(
      new Map([[2, 5_000]]),
    );
    expect(aportesDelPeriodo(periodo, referidos, [factura(2, '2026-03-15', '2026-04-05', 50_000)])).toEqual(
      new Map(),
    );
  });

  it('keeps each referred client apart and ignores invoices of others', () => {
    const aportes = aportesDelPeriodo(
      periodo,
      [
        { idReferido: 1, registro: '2026-01-01' },
        { idReferido: 2, registro: '2026-01-01' },
      ],
      [
        factura(1, '2026-02-20', '2026-03-20', 12_345),
        factura(2, '2026-02-25', '2026-03-25', 7_000),
        factura(3, '2026-02-25', '2026-03-25', 99_000),
      ],
    );
    expect(aportes).toEqual(
      new Map([
        [1, 1_235],
        [2, 700],
      ]),
    );
  });
});

describe('descuentoDelPeriodo', () => {
  const referidos = [{ idReferido: 1, registro: '2026-01-01' }];
  const facturas = [factura(1, '2026-02-20', '2026-03-20', 100_000)];

  it('takes the contributions off the invoice', () => {
    expect(descuentoDelPeriodo(periodo, 50_000, referidos, facturas)).toBe(10_000);
  });

  it('never exceeds the invoice (a free invoice at most)', () => {
    expect(descuentoDelPeriodo(periodo, 6_000, referidos, facturas)).toBe(6_000);
    expect(descuentoDelPeriodo(periodo, 0, referidos, facturas)).toBe(0);
  });

  it('nothing without active referred clients', () => {
    expect(descuentoDelPeriodo(periodo, 50_000, [], facturas)).toBe(0);
  });
});

describe('repartir', () => {
  it('splits an invoice discount by contribution, adding up exactly', () => {
    const partes = repartir(
      1_000,
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    expect([...partes.values()].reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(partes).toEqual(
      new Map([
        [1, 334],
        [2, 333],
        [3, 333],
      ]),
    );
    expect(
      repartir(
        600,
        new Map([
          [1, 3_000],
          [2, 1_000],
        ]),
      ),
    ).toEqual(
      new Map([
        [1, 450],
        [2, 150],
      ]),
    );
    expect(repartir(0, new Map([[1, 5]]))).toEqual(new Map());
  });
});
