import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps.ts';
import { facturas } from '../../src/db/schema-facturacion.ts';
import { tieneFacturasVencidas } from '../../src/features/facturacion/facturas-proximas.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// The simulator's day is the engine's Bogotá day in tests; diasMora counts from it.
const TODAY = '2026-06-15';
const { app, deps } = await createTestApp({}, { today: TODAY });

async function createFactura(
  db: AppDeps['db'],
  idAbogado: number,
  values: Partial<typeof facturas.$inferInsert> & { codigoFactura: string; fechaVencimiento: string },
) {
  await db.insert(facturas).values({ idAbogado, totalFactura: 100_000, ...values });
}

async function listFacturas(auth: { authorization: string }) {
  const response = await app.inject({ url: '/api/FacturasProximasAVencer', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/FacturasProximasAVencer', () => {
  it('answers the unpaid overdue and soon-due invoices with diasMora on the Bogotá calendar', async () => {
    const abogado = await createAbogado(deps);
    await createFactura(deps.db, abogado.id, {
      codigoFactura: 'FE-1001',
      fechaVencimiento: '2026-06-03',
      totalFactura: 100_000,
      urlPagoSiigo: 'https://siigo.example/pagar/FE-1001',
    });
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-1002', fechaVencimiento: '2026-06-18' });
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-HOY', fechaVencimiento: TODAY });
    // Paid, and due too far ahead: neither is shown.
    await createFactura(deps.db, abogado.id, {
      codigoFactura: 'FE-PAGADA',
      fechaVencimiento: '2026-05-01',
      pagada: true,
    });
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-LEJANA', fechaVencimiento: '2026-07-30' });

    const body = await listFacturas(abogado.auth);
    expect(body).toEqual([
      {
        codigoFactura: 'FE-1001',
        diasMora: 12,
        totalFactura: 100_000,
        urlPagoSiigo: 'https://siigo.example/pagar/FE-1001',
        fechaVencimiento: '03/06/2026',
        vencida: true,
      },
      {
        codigoFactura: 'FE-HOY',
        diasMora: 0,
        totalFactura: 100_000,
        urlPagoSiigo: null,
        fechaVencimiento: '15/06/2026',
        vencida: false,
      },
      {
        codigoFactura: 'FE-1002',
        diasMora: 0,
        totalFactura: 100_000,
        urlPagoSiigo: null,
        fechaVencimiento: '18/06/2026',
        vencida: false,
      },
    ]);
  });

  it('counts days across a month boundary and follows the clock', async () => {
    const abogado = await createAbogado(deps);
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-MAYO', fechaVencimiento: '2026-05-31' });
    const [factura] = await listFacturas(abogado.auth);
    expect(factura.diasMora).toBe(15);
  });

  it('answers an empty list to a lawyer without invoices', async () => {
    const abogado = await createAbogado(deps);
    expect(await listFacturas(abogado.auth)).toEqual([]);
  });

  it("never shows another lawyer's invoices", async () => {
    const owner = await createAbogado(deps);
    const intruder = await createAbogado(deps);
    await createFactura(deps.db, owner.id, {
      codigoFactura: 'FE-SECRETA-77',
      fechaVencimiento: '2026-06-01',
    });
    const response = await app.inject({ url: '/api/FacturasProximasAVencer', headers: intruder.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.body).not.toContain('FE-SECRETA-77');
    expect(await listFacturas(owner.auth)).toHaveLength(1);
  });

  it('answers 401 with a Spanish message without a session', async () => {
    const response = await app.inject({ url: '/api/FacturasProximasAVencer' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('tieneFacturasVencidas', () => {
  it('is true only for an unpaid invoice past its due date, per lawyer', async () => {
    const abogado = await createAbogado(deps);
    const other = await createAbogado(deps);
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-A', fechaVencimiento: TODAY });
    expect(await tieneFacturasVencidas(deps.db, abogado.id, TODAY)).toBe(false);
    await createFactura(deps.db, abogado.id, { codigoFactura: 'FE-B', fechaVencimiento: '2026-06-14' });
    expect(await tieneFacturasVencidas(deps.db, abogado.id, TODAY)).toBe(true);
    expect(await tieneFacturasVencidas(deps.db, other.id, TODAY)).toBe(false);
  });
});
