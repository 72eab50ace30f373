/**
 * GET and PUT /api/perfil (seed 002 §3, §5 'Billing form', §7, §8) and GET /api/PeriodoPrueba (§4):
 * every billing rule answered by the server with the seed's {Success, Msg} and Spanish texts, the
 * cleaning on save, the first save told apart, tenant isolation and an associated user's profile.
 */
import { MENSAJES_PERFIL } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados } from '../../src/db/schema.ts';
import { datosFacturacion } from '../../src/db/schema-facturacion.ts';
import { type CreatedAbogado, createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const DIA = 86_400_000;

const VALIDOS = {
  Nombre: 'María José Pérez',
  Apellidos: '',
  Nit: '1020304050',
  Direccion: 'Calle 45 # 12-30 Álamos',
  Ciudad: 'Bogotá',
  Departamento: 'Cundinamarca',
  Telefono: '3001234567',
  RazonSocial: '',
  TipoDeEnvioNotificaciones: 'agruparTodosLosCambios',
  NotificarUnificada: true,
};

function put(abogado: CreatedAbogado, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/perfil', headers: abogado.auth, payload });
}

async function get(abogado: CreatedAbogado) {
  const response = await app.inject({ url: '/api/perfil', headers: abogado.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function asociadoDe(titular: CreatedAbogado) {
  const asociado = await createInvitedAbogado(deps, titular.id);
  await deps.db
    .update(abogados)
    .set({ estado: 'activo', nombre: 'Laura', apellido: 'Gómez' })
    .where(eq(abogados.id, asociado.id));
  return asociado;
}

describe('GET /api/perfil', () => {
  it("shows the holder's name, e-mail, account type and an empty billing form before the first save", async () => {
    const abogado = await createAbogado(deps, { nombre: 'Ana', apellido: 'Pérez' });
    expect(await get(abogado)).toMatchObject({
      Nombre: 'Ana Pérez',
      Apellidos: '',
      Email: abogado.email,
      Nit: '',
      Direccion: '',
      Ciudad: '',
      Departamento: '',
      Telefono: '',
      RazonSocial: null,
      TipoDeEnvioNotificaciones: 'agruparTodosLosCambios',
      NotificarUnificada: true,
      NombreUsuario: 'Ana',
      ApellidoUsuario: 'Pérez',
      TipoCuenta: 'Cuenta Principal',
      EsCuentaPrincipal: true,
      DatosFacturacionGuardados: false,
      Prueba: { diasRestantes: 15, diasTotales: 15, terminada: false },
    });
  });

  it('needs a session', async () => {
    const response = await app.inject({ url: '/api/perfil' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'CredencialesNoValidas' });
  });
});

describe('PUT /api/perfil', () => {
  it('saves, answers {Success, Msg}, tells the first save apart and cleans names and address', async () => {
    const abogado = await createAbogado(deps);
    const primera = await put(abogado, {
      ...VALIDOS,
      Nombre: "  María   José O'Neil ",
      RazonSocial: 'Peña & Asociados S.A.S.',
      // E-mail is read-only: an e-mail in the body is ignored.
      Email: 'otro@pruebas.co',
    });
    expect(primera.statusCode, primera.body).toBe(200);
    expect(primera.json()).toEqual({
      Success: true,
      Msg: 'Se guardaron los cambios correctamente',
      PrimerGuardado: true,
    });
    expect(await get(abogado)).toMatchObject({
      Nombre: 'Maria Jose ONeil',
      Email: abogado.email,
      Nit: '1020304050',
      Direccion: 'Calle 45 # 12-30 Alamos',
      Ciudad: 'Bogotá',
      Telefono: '3001234567',
      RazonSocial: 'Peña Asociados SAS',
      DatosFacturacionGuardados: true,
    });

    const segunda = await put(abogado, { ...VALIDOS, Telefono: '3109876543', RazonSocial: '' });
    expect(segunda.json()).toEqual({ Success: true, Msg: MENSAJES_PERFIL.Guardado, PrimerGuardado: false });
    const perfil = await get(abogado);
    expect(perfil.Telefono).toBe('3109876543');
    expect(perfil.RazonSocial).toBeNull();
    const [fila] = await deps.db
      .select()
      .from(datosFacturacion)
      .where(eq(datosFacturacion.idAbogado, abogado.id));
    expect(fila.actualizadoEn.getTime()).toBeGreaterThanOrEqual(fila.guardadoEn.getTime());
  });

  it('keeps the seed defaults of TipoDeEnvioNotificaciones and NotificarUnificada when they are not sent', async () => {
    const abogado = await createAbogado(deps);
    const { TipoDeEnvioNotificaciones: _t, NotificarUnificada: _n, ...sinOpciones } = VALIDOS;
    expect((await put(abogado, sinOpciones)).statusCode).toBe(200);
    expect(await get(abogado)).toMatchObject({
      TipoDeEnvioNotificaciones: 'agruparTodosLosCambios',
      NotificarUnificada: true,
    });
  });

  const reglas: [string, Record<string, unknown>, string, Record<string, string>][] = [
    [
      'Nombre vacío',
      { Nombre: '' },
      'Todos los campos son obligatorios.',
      { Nombre: 'Este campo es obligatorio.' },
    ],
    [
      'Nit ausente',
      { Nit: undefined },
      'Todos los campos son obligatorios.',
      { Nit: 'Este campo es obligatorio.' },
    ],
    [
      'Dirección nula',
      { Direccion: null },
      'Todos los campos son obligatorios.',
      { Direccion: 'Este campo es obligatorio.' },
    ],
    [
      'Ciudad en blanco',
      { Ciudad: '   ' },
      'Todos los campos son obligatorios.',
      { Ciudad: 'Este campo es obligatorio.' },
    ],
    [
      'Departamento vacío',
      { Departamento: '' },
      'Todos los campos son obligatorios.',
      { Departamento: 'Este campo es obligatorio.' },
    ],
    [
      'Teléfono vacío',
      { Telefono: '' },
      'Todos los campos son obligatorios.',
      { Telefono: 'Este campo es obligatorio.' },
    ],
    [
      'Teléfono de 7',
      { Telefono: '3001234' },
      'El teléfono debe tener 10 caracteres.',
      { Telefono: 'El teléfono debe tener 10 caracteres.' },
    ],
    [
      'Teléfono con letras',
      { Telefono: '300123456x' },
      'El teléfono solo puede contener números.',
      { Telefono: 'El teléfono solo puede contener números.' },
    ],
    [
      'NIT con guion',
      { Nit: '900123456-7' },
      'La cédula o NIT solo puede contener números.',
      { Nit: 'La cédula o NIT solo puede contener números.' },
    ],
    [
      'NIT de 11',
      { Nit: '12345678901' },
      'La cédula o NIT no puede tener más de 10 dígitos.',
      { Nit: 'La cédula o NIT no puede tener más de 10 dígitos.' },
    ],
    [
      'Ciudad con números',
      { Ciudad: 'Medellín 2' },
      'El campo ciudad no puede contener números.',
      { Ciudad: 'El campo ciudad no puede contener números.' },
    ],
    [
      'Dirección con signos',
      { Direccion: 'Cra. 7, Of. 301' },
      'La dirección solo puede contener letras, números, espacios, guiones y #.',
      { Direccion: 'La dirección solo puede contener letras, números, espacios, guiones y #.' },
    ],
    [
      'Nombre de 101',
      { Nombre: 'a'.repeat(101) },
      'El nombre no puede contener más de 100 caracteres',
      { Nombre: 'El nombre no puede contener más de 100 caracteres' },
    ],
  ];

  it.each(reglas)(
    '%s: 400 with Success false and the seed text, nothing stored',
    async (_caso, cambio, msg, campos) => {
      const abogado = await createAbogado(deps);
      const response = await put(abogado, { ...VALIDOS, ...cambio });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        Success: false,
        Msg: msg,
        code: 'DatosFacturacionInvalidos',
        message: msg,
        campos,
      });
      expect((await get(abogado)).DatosFacturacionGuardados).toBe(false);
    },
  );

  it('an invalid save leaves the stored data as they were', async () => {
    const abogado = await createAbogado(deps);
    await put(abogado, VALIDOS);
    expect((await put(abogado, { ...VALIDOS, Nit: 'abc', Telefono: '1' })).statusCode).toBe(400);
    expect(await get(abogado)).toMatchObject({ Nit: '1020304050', Telefono: '3001234567' });
  });

  it('refuses values of the wrong type with the {code, message} shape', async () => {
    const abogado = await createAbogado(deps);
    const response = await put(abogado, { ...VALIDOS, Telefono: 3001234567 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SolicitudInvalida', message: expect.any(String) });
  });
});

describe('tenant isolation', () => {
  it("one account never reads or changes another's billing data", async () => {
    const duena = await createAbogado(deps);
    const otra = await createAbogado(deps);
    await put(duena, { ...VALIDOS, Nit: '8001112223', Telefono: '3155550000', RazonSocial: 'Bufete Duena' });

    const vista = await app.inject({ url: '/api/perfil', headers: otra.auth });
    for (const secreto of ['8001112223', '3155550000', 'Bufete Duena', duena.email]) {
      expect(vista.body).not.toContain(secreto);
    }
    expect(vista.json().DatosFacturacionGuardados).toBe(false);

    // The other account's save lands on its own row only (the session names the account, never the body).
    const guardado = await put(otra, { ...VALIDOS, Nit: '111', idAbogado: duena.id, IdAbogado: duena.id });
    expect(guardado.json().PrimerGuardado).toBe(true);
    expect(await get(duena)).toMatchObject({ Nit: '8001112223', RazonSocial: 'Bufete Duena' });
    expect((await get(otra)).Nit).toBe('111');
  });
});

describe("an associated user's profile", () => {
  it("shows its own name and e-mail as 'Cuenta asociada', never the holder's billing data", async () => {
    const titular = await createAbogado(deps, { creadoEn: new Date(Date.now() - 3 * DIA) });
    await put(titular, { ...VALIDOS, Nit: '9009998887' });
    const asociado = await asociadoDe(titular);

    const perfil = await get(asociado);
    expect(perfil).toMatchObject({
      Email: asociado.email,
      NombreUsuario: 'Laura',
      ApellidoUsuario: 'Gómez',
      TipoCuenta: 'Cuenta asociada',
      EsCuentaPrincipal: false,
      DatosFacturacionGuardados: false,
      Nit: '',
      // The trial is the account's: counted from the holder's creation.
      Prueba: { diasRestantes: 12 },
    });
    expect(JSON.stringify(perfil)).not.toContain('9009998887');
  });

  it('cannot change the billing data: 403 with Success false', async () => {
    const titular = await createAbogado(deps);
    await put(titular, VALIDOS);
    const asociado = await asociadoDe(titular);
    const response = await put(asociado, { ...VALIDOS, Nit: '5555555555' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      Success: false,
      Msg: 'Solo la cuenta principal puede cambiar los datos de facturación.',
      code: 'SoloCuentaPrincipal',
      message: 'Solo la cuenta principal puede cambiar los datos de facturación.',
    });
    expect((await get(titular)).Nit).toBe('1020304050');
  });
});

describe('GET /api/PeriodoPrueba (15-day trial, seed 002 §4)', () => {
  async function prueba(creadoEn: Date) {
    const abogado = await createAbogado(deps, { creadoEn });
    const response = await app.inject({ url: '/api/PeriodoPrueba', headers: abogado.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('counts the days left as the ceiling of the difference', async () => {
    expect(await prueba(new Date())).toMatchObject({ diasRestantes: 15, diasTotales: 15, terminada: false });
    expect((await prueba(new Date(Date.now() - 1.5 * DIA))).diasRestantes).toBe(14);
    expect((await prueba(new Date(Date.now() - 14.9 * DIA))).diasRestantes).toBe(1);
  });

  it('is null and ended at 0 or less, with the end date in dd/mm/yyyy on the Bogotá calendar', async () => {
    // Created 2026-01-10 03:00 UTC = 2026-01-09 22:00 in Bogotá; ends 2026-01-24 22:00 Bogotá.
    expect(await prueba(new Date('2026-01-10T03:00:00.000Z'))).toEqual({
      diasRestantes: null,
      diasTotales: 15,
      fechaFin: '24/01/2026',
      terminada: true,
    });
    expect((await prueba(new Date(Date.now() - 15 * DIA))).diasRestantes).toBeNull();
  });

  it('shows in the profile as the notice of an ended trial', async () => {
    const abogado = await createAbogado(deps, { creadoEn: new Date(Date.now() - 20 * DIA) });
    expect((await get(abogado)).Prueba).toMatchObject({ diasRestantes: null, terminada: true });
  });
});
