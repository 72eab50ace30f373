/**
 * The referral flow end to end (issue 12 item 4): the referrer invites a colleague by e-mail, the
 * colleague signs up through the e-mail's link, is billed, and 10% of that billing comes off the
 * referrer's next invoice (seed 002 §9) — unless either account is inactive. On a database of its
 * own: the monthly run bills every account it finds, and no other file's accounts must be billed
 * between our steps.
 */
import { diaBogota, finPrueba, sumarDias, sumarMeses, valorMensual } from '@expediente/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { datosFacturacion, facturas } from '../../src/db/schema-facturacion.ts';
import {
  emitirFacturasMensuales,
  PLAN_FACTURADO,
} from '../../src/features/facturacion/facturas-mensuales.ts';
import { createExpedienteRow, createProcesoEnFuenteRow } from '../expedientes/factories.ts';
import { createAbogado, uniqueEmail } from '../support/factories.ts';
import { createOwnDatabase } from '../support/own-database.ts';
import { createTestApp } from '../support/test-app.ts';

const databaseUrl = await createOwnDatabase('referidos');
const { app, deps } = await createTestApp({}, { databaseUrl });
const DIA = 86_400_000;
const DATOS = {
  Nombre: 'Ana Pérez',
  Nit: '1020304050',
  Direccion: 'Calle 1 # 2-3',
  Ciudad: 'Cali',
  Departamento: 'Valle del Cauca',
  Telefono: '3001234567',
};

/** Noon in Bogotá of a 'YYYY-MM-DD' day. */
const mediodia = (dia: string) => new Date(`${dia}T12:00:00-05:00`);
const dmy = (dia: string) => dia.split('-').reverse().join('/');

async function guardarFacturacion(auth: { authorization: string }, idAbogado: number, guardadoEn: Date) {
  const guardado = await app.inject({ method: 'PUT', url: '/api/perfil', headers: auth, payload: DATOS });
  expect(guardado.statusCode, guardado.body).toBe(200);
  await deps.db.update(datosFacturacion).set({ guardadoEn }).where(eq(datosFacturacion.idAbogado, idAbogado));
}

async function conCasos(idAbogado: number, n: number) {
  for (let i = 0; i < n; i += 1) {
    const expediente = await createExpedienteRow(deps, idAbogado);
    await createProcesoEnFuenteRow(deps, expediente, { tipoFuente: 2 });
  }
}

/**
 * A referrer billing from `inicioReferente` (one month ended by today) who invites a colleague;
 * the colleague signs up through the e-mail's link (moved back in time so that its first invoice
 * is issued `diasEnElMes` days into the referrer's month) and, unless `enLaMismaCorrida`, is
 * billed on that day by a run of its own.
 */
async function referenteYReferidoFacturado({ diasEnElMes = 5, enLaMismaCorrida = false } = {}) {
  const hoy = diaBogota(new Date());
  const inicioReferente = sumarDias(sumarMeses(hoy, -1), -3);
  const renovacionReferente = sumarMeses(inicioReferente, 1);

  const referente = await createAbogado(deps, {
    nombre: 'Laura Gómez',
    creadoEn: new Date(Date.now() - 200 * DIA),
  });
  await guardarFacturacion(referente.auth, referente.id, mediodia(inicioReferente));
  await conCasos(referente.id, 3);

  const correo = uniqueEmail('colega');
  const invitacion = await app.inject({
    method: 'POST',
    url: '/api/InvitacionesUsuariosReferidos',
    headers: referente.auth,
    payload: { tipo: 1, correoReferido: correo, nombreReferido: 'Camila' },
  });
  expect(invitacion.statusCode, invitacion.body).toBe(201);
  const [mail] = await deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, correo), eq(correos.plantilla, 'invitacion-referido')))
    .orderBy(desc(correos.id));
  const enlace = new URL(/http\S+\/auth\/sign-up\S+/.exec(mail.texto)?.[0] ?? 'http://x/');
  // The sign-up form sends the invitation only when both parameters are in the URL (§7).
  const idinvitacion = enlace.searchParams.get('idinvitacion');
  expect(idinvitacion).toBe(invitacion.json().id);
  expect(enlace.searchParams.get('utm_campaign')).toBe('referidos');
  const registro = await app.inject({
    method: 'POST',
    url: '/api/Account',
    payload: {
      nombre: 'Camila Torres',
      email: correo,
      password: 'clave12345',
      aceptaTerminos: true,
      idInvitacionUsuarioReferido: idinvitacion,
    },
  });
  expect(registro.statusCode, registro.body).toBe(201);
  const auth = { authorization: `Bearer ${registro.json().token}` };
  const [referido] = await deps.db.select().from(abogados).where(eq(abogados.email, correo));

  // Its first month ends within the referrer's month: its trial ended a month before.
  const inicioReferido = sumarMeses(sumarDias(inicioReferente, diasEnElMes), -1);
  const renovacionReferido = sumarMeses(inicioReferido, 1);
  expect(renovacionReferido >= inicioReferente && renovacionReferido < renovacionReferente).toBe(true);
  const creadoEn = new Date(mediodia(inicioReferido).getTime() - 15 * DIA);
  expect(diaBogota(finPrueba(creadoEn))).toBe(inicioReferido);
  await deps.db.update(abogados).set({ creadoEn }).where(eq(abogados.id, referido.id));
  await guardarFacturacion(auth, referido.id, new Date(creadoEn.getTime() + DIA));
  await conCasos(referido.id, 1);

  if (enLaMismaCorrida) return { hoy, referente, referido, creadoEn };
  const delReferido = (await emitirFacturasMensuales(deps, renovacionReferido)).filter(
    (f) => f.idAbogado === referido.id,
  );
  expect(delReferido).toHaveLength(1);
  expect(delReferido[0].totalFactura).toBe(valorMensual(PLAN_FACTURADO, 1, 1));
  return { hoy, referente, referido, facturaReferido: delReferido[0], creadoEn };
}

/** Days from the referrer's billing start to two days before its renewal. */
function diasHastaDosAntesDeRenovar(): number {
  const inicio = sumarDias(sumarMeses(diaBogota(new Date()), -1), -3);
  return (Date.parse(sumarMeses(inicio, 1)) - Date.parse(inicio)) / DIA - 2;
}

async function facturaDe(idAbogado: number) {
  return deps.db.select().from(facturas).where(eq(facturas.idAbogado, idAbogado));
}

describe("from the invitation e-mail to the discount on the referrer's next invoice", () => {
  it("10% of the referred client's invoice comes off the referrer's invoice and shows in the list", async () => {
    const { hoy, referente, referido, facturaReferido, creadoEn } = await referenteYReferidoFacturado();
    if (!facturaReferido) throw new Error('el referido no fue facturado');
    // No invoice of the referrer yet: its month had not ended on the referred client's renewal day.
    expect(await facturaDe(referente.id)).toEqual([]);
    // The colleague pays (in the billing system).
    await deps.db.update(facturas).set({ pagada: true }).where(eq(facturas.idAbogado, referido.id));

    const emitidas = (await emitirFacturasMensuales(deps, hoy)).filter((f) => f.idAbogado === referente.id);
    const bruto = valorMensual(PLAN_FACTURADO, 3, 1);
    const descuento = Math.round(facturaReferido.totalFactura / 10);
    expect(descuento).toBeGreaterThan(0);
    expect(emitidas).toHaveLength(1);
    expect(emitidas[0]).toMatchObject({ totalFactura: bruto - descuento, descuentoReferidos: descuento });
    const [guardada] = await facturaDe(referente.id);
    expect(guardada).toMatchObject({
      totalFactura: bruto - descuento,
      descuentoReferidos: descuento,
      pagada: false,
    });
    const [mail] = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, referente.id), eq(correos.plantilla, 'factura-mensual')));
    expect(mail.texto).toContain(
      `Descuento por tus colegas referidos: $${descuento.toLocaleString('de-DE')}.`,
    );

    // The profile's invoice list shows what the programme took off.
    const facturasPerfil = await app.inject({ url: '/api/Facturas', headers: referente.auth });
    expect(facturasPerfil.json()).toEqual([
      expect.objectContaining({ totalFactura: bruto - descuento, descuentoReferidos: descuento }),
    ]);

    const lista = await app.inject({ url: '/api/UsuariosReferidos', headers: referente.auth });
    expect(lista.json()).toEqual([
      expect.objectContaining({
        nombre: 'Camila Torres',
        estado: 'Activo',
        fechaEnvioInvitacion: dmy(hoy),
        fechaCreacion: dmy(diaBogota(creadoEn)),
        importeDescontado: descuento,
      }),
    ]);
    // The referred client's own invoice is untouched by the referrer's discount.
    expect((await facturaDe(referido.id))[0]).toMatchObject({
      totalFactura: facturaReferido.totalFactura,
      descuentoReferidos: 0,
    });
    // Another account sees none of it.
    const intrusa = await createAbogado(deps);
    const ajena = await app.inject({ url: '/api/UsuariosReferidos', headers: intrusa.auth });
    expect(ajena.json()).toEqual([]);
  });

  it('no discount while the referred client is inactive (its invoice unpaid past the due day)', async () => {
    const { hoy, referente, referido } = await referenteYReferidoFacturado();
    const [pendiente] = await facturaDe(referido.id);
    expect(pendiente.pagada).toBe(false);
    expect(pendiente.fechaVencimiento < hoy).toBe(true);

    await emitirFacturasMensuales(deps, hoy);
    const [guardada] = await facturaDe(referente.id);
    expect(guardada).toMatchObject({
      totalFactura: valorMensual(PLAN_FACTURADO, 3, 1),
      descuentoReferidos: 0,
    });
    const [fila] = (await app.inject({ url: '/api/UsuariosReferidos', headers: referente.auth })).json();
    expect(fila).toMatchObject({ estado: 'Inactivo', importeDescontado: 0 });
  });

  it('no discount while the referrer is inactive (suspended by an administrator)', async () => {
    const { hoy, referente, referido } = await referenteYReferidoFacturado();
    await deps.db.update(facturas).set({ pagada: true }).where(eq(facturas.idAbogado, referido.id));
    await deps.db
      .update(abogados)
      .set({ funcionalidades: { facturasVencidas: true } })
      .where(eq(abogados.id, referente.id));
    await emitirFacturasMensuales(deps, hoy);
    const [guardada] = await facturaDe(referente.id);
    expect(guardada.descuentoReferidos).toBe(0);
    expect(guardada.totalFactura).toBe(valorMensual(PLAN_FACTURADO, 3, 1));
  });

  it('a run that bills both bills the referred client first, so its invoice already counts', async () => {
    // The referred invoice is issued two days before the referrer's renewal: not yet due today.
    const { hoy, referente, referido } = await referenteYReferidoFacturado({
      diasEnElMes: diasHastaDosAntesDeRenovar(),
      enLaMismaCorrida: true,
    });
    const emitidas = await emitirFacturasMensuales(deps, hoy);
    const delReferido = emitidas.filter((f) => f.idAbogado === referido.id);
    const delReferente = emitidas.filter((f) => f.idAbogado === referente.id);
    expect(delReferido).toHaveLength(1);
    expect(delReferente).toHaveLength(1);
    const descuento = Math.round(delReferido[0].totalFactura / 10);
    expect(delReferente[0].descuentoReferidos).toBe(descuento);
    expect(delReferente[0].totalFactura).toBe(valorMensual(PLAN_FACTURADO, 3, 1) - descuento);
  });
});
