/**
 * Monthly invoices in arrears (issue 12 item 2): issued for accounts with billing data saved, from
 * the later of the trial's end and the first save, priced with the simulator's formula from the
 * account's cases and active sources, e-mailed, listed in the profile with a pay link; the banner
 * (GET /api/FacturasProximasAVencer) and the billing gate (GET /api/Abogados/EstadoFacturacion)
 * follow them.
 */
import { diaBogota, finPrueba, sumarDias, sumarMeses, valorMensual } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { datosFacturacion, facturas } from '../../src/db/schema-facturacion.ts';
import {
  DIAS_PARA_PAGAR,
  emitirFacturasMensuales,
  PLAN_FACTURADO,
} from '../../src/features/facturacion/facturas-mensuales.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
const DIA = 86_400_000;

const DATOS = {
  Nombre: 'Ana Pérez',
  Nit: '1020304050',
  Direccion: 'Calle 1 # 2-3',
  Ciudad: 'Cali',
  Departamento: 'Valle del Cauca',
  Telefono: '3001234567',
};

function dmy(day: string) {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** An account whose billing started on `inicio` (trial ended then; data saved during the trial). */
async function cuentaFacturando(inicio: string, casos: number[][]): Promise<CreatedAbogado> {
  const finDePrueba = new Date(`${inicio}T12:00:00-05:00`);
  const creadoEn = new Date(finDePrueba.getTime() - 15 * DIA);
  expect(diaBogota(finPrueba(creadoEn))).toBe(inicio);
  const abogado = await createAbogado(deps, { creadoEn });
  const guardado = await app.inject({
    method: 'PUT',
    url: '/api/perfil',
    headers: abogado.auth,
    payload: DATOS,
  });
  expect(guardado.statusCode, guardado.body).toBe(200);
  await deps.db
    .update(datosFacturacion)
    .set({ guardadoEn: new Date(creadoEn.getTime() + DIA) })
    .where(eq(datosFacturacion.idAbogado, abogado.id));
  for (const fuentes of casos) {
    const expediente = await createExpedienteRow(deps, abogado.id);
    for (const tipoFuente of fuentes) await createProcesoEnFuenteRow(deps, expediente, { tipoFuente });
  }
  return abogado;
}

async function getJson(abogado: CreatedAbogado, url: string) {
  const response = await app.inject({ url, headers: abogado.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('emitirFacturasMensuales', () => {
  it('bills each ended month once, with the formula, e-mails it, and the profile lists it', async () => {
    const hoy = diaBogota(new Date());
    const inicio = sumarDias(sumarMeses(hoy, -2), -3);
    // Three cases on Unificada and Samai, one of them also on Rama: 3 active sources.
    const abogado = await cuentaFacturando(inicio, [[2, 4], [2, 4, 0], [2]]);
    const total = valorMensual(PLAN_FACTURADO, 3, 3);

    const emitidas = (await emitirFacturasMensuales(deps, hoy)).filter((f) => f.idAbogado === abogado.id);
    const segundo = sumarMeses(inicio, 1);
    expect(emitidas.map((f) => [f.codigoFactura, f.totalFactura, f.procesos, f.fuentes])).toEqual([
      [`ED-${abogado.id}-${inicio.replaceAll('-', '')}`, total, 3, 3],
      [`ED-${abogado.id}-${segundo.replaceAll('-', '')}`, total, 3, 3],
    ]);
    // A second run (or a second worker) issues nothing more.
    expect((await emitirFacturasMensuales(deps, hoy)).filter((f) => f.idAbogado === abogado.id)).toEqual([]);

    const mails = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, abogado.id), eq(correos.plantilla, 'factura-mensual')));
    expect(mails).toHaveLength(2);
    expect(mails[0].para).toBe(abogado.email);
    expect(mails[0].texto).toContain('Plan: Todos los días. Procesos: 3. Fuentes de consulta: 3.');
    expect(mails[0].texto).toContain(`Total: $${total.toLocaleString('de-DE')}.`);
    expect(mails[0].texto).toContain(`${deps.appUrl}/admin/profile?factura=ED-${abogado.id}-`);

    const lista = await getJson(abogado, '/api/Facturas');
    expect(lista).toHaveLength(2);
    const [reciente, anterior] = lista;
    expect(reciente).toMatchObject({
      codigoFactura: `ED-${abogado.id}-${segundo.replaceAll('-', '')}`,
      periodoDesde: dmy(segundo),
      periodoHasta: dmy(sumarDias(sumarMeses(inicio, 2), -1)),
      totalFactura: total,
      fechaVencimiento: dmy(sumarDias(sumarMeses(inicio, 2), DIAS_PARA_PAGAR)),
      estado: 'Pendiente',
      diasMora: 0,
    });
    expect(reciente.urlPagoSiigo).toContain('/admin/profile?factura=');
    expect(anterior).toMatchObject({ periodoDesde: dmy(inicio), estado: 'Vencida' });
    expect(anterior.diasMora).toBeGreaterThan(0);
  });

  it('an overdue invoice shows in the banner and closes the billing gate; paying it opens the gate', async () => {
    const hoy = diaBogota(new Date());
    const abogado = await cuentaFacturando(sumarDias(sumarMeses(hoy, -2), -3), [[2]]);
    expect(await getJson(abogado, '/api/Abogados/EstadoFacturacion')).toBe(false);

    await emitirFacturasMensuales(deps, hoy);
    expect(await getJson(abogado, '/api/Abogados/EstadoFacturacion')).toBe(true);
    const banner = await getJson(abogado, '/api/FacturasProximasAVencer');
    expect(banner.filter((f: { vencida: boolean }) => f.vencida)).toHaveLength(1);
    const registrar = await app.inject({
      method: 'POST',
      url: '/api/Expedientes',
      headers: abogado.auth,
      payload: {
        numero: '11001310300320240012300',
        radicado: '11001310300320240012300',
        demandantes: 'Ana Pérez',
        demandados: 'Banco de Prueba S.A.',
        ciudad: '',
        idProceso: '',
        anyo: '',
        instancia: '',
        entidad: '',
        fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }],
      },
    });
    expect(registrar.statusCode, registrar.body).toBe(403);
    expect(registrar.json().code).toBe('ConsultasDeshabilitadas');

    await deps.db
      .update(facturas)
      .set({ pagada: true })
      .where(and(eq(facturas.idAbogado, abogado.id), eq(facturas.codigoFactura, banner[0].codigoFactura)));
    expect(await getJson(abogado, '/api/Abogados/EstadoFacturacion')).toBe(false);
  });

  it('issues nothing for an account without billing data, nor before the first renewal day', async () => {
    const hoy = diaBogota(new Date());
    const sinDatos = await createAbogado(deps, { creadoEn: new Date(Date.now() - 90 * DIA) });
    await createExpedienteRow(deps, sinDatos.id);
    const reciente = await cuentaFacturando(sumarDias(hoy, -10), [[2]]);
    const emitidas = await emitirFacturasMensuales(deps, hoy);
    expect(emitidas.filter((f) => f.idAbogado === sinDatos.id || f.idAbogado === reciente.id)).toEqual([]);
  });

  it('a month without cases is a $0 invoice marked paid, with no e-mail', async () => {
    const hoy = diaBogota(new Date());
    const abogado = await cuentaFacturando(sumarDias(sumarMeses(hoy, -1), -1), []);
    const [factura] = (await emitirFacturasMensuales(deps, hoy)).filter((f) => f.idAbogado === abogado.id);
    expect(factura.totalFactura).toBe(0);
    expect((await getJson(abogado, '/api/Facturas'))[0]).toMatchObject({
      estado: 'Pagada',
      urlPagoSiigo: null,
    });
    const mails = await deps.db.select().from(correos).where(eq(correos.idAbogado, abogado.id));
    expect(mails.filter((m) => m.plantilla === 'factura-mensual')).toHaveLength(0);
  });
});

describe('invoice routes', () => {
  it("one account never sees another's invoices", async () => {
    const hoy = diaBogota(new Date());
    const duena = await cuentaFacturando(sumarDias(sumarMeses(hoy, -1), -2), [[2]]);
    const otra = await createAbogado(deps);
    await emitirFacturasMensuales(deps, hoy);
    const response = await app.inject({ url: '/api/Facturas', headers: otra.auth });
    expect(response.json()).toEqual([]);
    expect(response.body).not.toContain(`ED-${duena.id}-`);
  });

  it('POST /api/Facturacion/EmitirFacturas is for administrators only', async () => {
    const abogado = await createAbogado(deps);
    const negado = await app.inject({
      method: 'POST',
      url: '/api/Facturacion/EmitirFacturas',
      headers: abogado.auth,
    });
    expect(negado.statusCode).toBe(403);
    await deps.db.update(abogados).set({ esAdministrador: true }).where(eq(abogados.id, abogado.id));
    const hoy = diaBogota(new Date());
    const cuenta = await cuentaFacturando(sumarDias(sumarMeses(hoy, -1), -4), [[4]]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/Facturacion/EmitirFacturas',
      headers: abogado.auth,
      payload: { fecha: hoy },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().emitidas.map((f: { codigoFactura: string }) => f.codigoFactura)).toContain(
      `ED-${cuenta.id}-${sumarDias(sumarMeses(hoy, -1), -4).replaceAll('-', '')}`,
    );
  });
});
