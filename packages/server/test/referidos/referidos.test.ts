/**
 * The referral calls (seed 002 §5 'Referral e-mail', §7 POST InvitacionesUsuariosReferidos and
 * GET UsuariosReferidos, POST /api/Account with idInvitacionUsuarioReferido; §8 failure text):
 * over real HTTP, a real SMTP server and PostgreSQL. The discount on invoices is in
 * referidos-descuento.test.ts.
 */
import { MENSAJES_REFERIDOS } from '@expediente/domain';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { invitacionesReferidos } from '../../src/db/schema-facturacion.ts';
import { MAXIMO_INVITACIONES_DIA } from '../../src/features/referidos/invitar.ts';
import { type CreatedAbogado, createAbogado, uniqueEmail } from '../support/factories.ts';
import { startSmtpServer } from '../support/smtp.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';

let rechazar = false;
const smtp = await startSmtpServer({ refuse: () => rechazar });
const { app, deps } = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

function invitar(quien: CreatedAbogado, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/InvitacionesUsuariosReferidos',
    headers: quien.auth,
    payload,
  });
}

async function referidos(quien: CreatedAbogado) {
  const response = await app.inject({ url: '/api/UsuariosReferidos', headers: quien.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The sign-up link of the last referral e-mail sent to `para`. */
async function enlaceDelCorreo(para: string): Promise<URL> {
  const [correo] = await deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, para), eq(correos.plantilla, 'invitacion-referido')))
    .orderBy(desc(correos.id));
  expect(correo, `sin correo para ${para}`).toBeDefined();
  const enlace = /http\S+\/auth\/sign-up\S+/.exec(correo.texto)?.[0];
  expect(enlace).toBeDefined();
  return new URL(enlace as string);
}

describe('POST /api/InvitacionesUsuariosReferidos', () => {
  it('trims and lower-cases the e-mail, answers the invitation and e-mails the colleague a sign-up link', async () => {
    const referente = await createAbogado(deps, { nombre: 'Laura Gómez' });
    const correo = uniqueEmail('colega');
    const response = await invitar(referente, {
      tipo: 1,
      correoReferido: `  ${correo.toUpperCase()} `,
      nombreReferido: '  Pedro   Páez ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invitacion = response.json();
    expect(invitacion).toEqual({
      id: expect.any(String),
      tipo: 1,
      correoReferido: correo,
      nombreReferido: 'Pedro Páez',
    });
    expect(invitacion.id.length).toBeGreaterThanOrEqual(20);

    expect(smtp.received.map((m) => m.to)).toContain(correo);
    const [guardado] = await deps.db.select().from(correos).where(eq(correos.para, correo));
    expect(guardado).toMatchObject({
      estado: 'enviado',
      asunto: 'Laura Gómez te invita a probar Expediente Digital',
    });
    expect(guardado.texto).toContain('Hola, Pedro Páez:');
    const enlace = await enlaceDelCorreo(correo);
    expect(enlace.pathname).toBe('/auth/sign-up');
    expect(enlace.searchParams.get('idinvitacion')).toBe(invitacion.id);
    expect(enlace.searchParams.get('utm_campaign')).toBe('referidos');
    expect(enlace.searchParams.get('utm_source')).toBe('expediente_digital');
    expect(enlace.searchParams.get('utm_medium')).toBe('correo');
  });

  it.each([
    ['missing', {}, MENSAJES_REFERIDOS.correoRequerido],
    ['blank', { correoReferido: '   ' }, MENSAJES_REFERIDOS.correoRequerido],
    ['no at sign', { correoReferido: 'colega.pruebas.co' }, MENSAJES_REFERIDOS.correoInvalido],
    ['one-letter TLD', { correoReferido: 'colega@pruebas.c' }, MENSAJES_REFERIDOS.correoInvalido],
    ['a space inside', { correoReferido: 'co lega@pruebas.co' }, MENSAJES_REFERIDOS.correoInvalido],
    [
      'a name with a link',
      { correoReferido: 'x@pruebas.co', nombreReferido: 'Gana ya www.premio.co' },
      'El nombre no puede contener enlaces o URLs',
    ],
    [
      'a name too long',
      { correoReferido: 'x@pruebas.co', nombreReferido: 'a'.repeat(101) },
      'El nombre no puede contener más de 100 caracteres',
    ],
    ['an unknown tipo', { correoReferido: 'x@pruebas.co', tipo: 7 }, 'El tipo de invitación no es válido.'],
    ['a number as e-mail', { correoReferido: 42 }, null],
  ])('refuses %s with 400 and a Spanish message, storing nothing', async (_caso, payload, mensaje) => {
    const referente = await createAbogado(deps);
    const response = await invitar(referente, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (mensaje) expect(body.message).toBe(mensaje);
    else expect(body.message).toMatch(/\S/);
    expect(await referidos(referente)).toEqual([]);
  });

  it("refuses an e-mail that already has an account (the inviter's own included) with 409", async () => {
    const referente = await createAbogado(deps);
    const otro = await createAbogado(deps);
    for (const correo of [referente.email, otro.email.toUpperCase()]) {
      const response = await invitar(referente, { correoReferido: correo, nombreReferido: 'X' });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Este correo ya tiene una cuenta en Expediente Digital.');
    }
    expect(await referidos(referente)).toEqual([]);
  });

  it('inviting the same colleague again re-sends the same link instead of a second row, at most once an hour', async () => {
    const referente = await createAbogado(deps);
    const correo = uniqueEmail('colega');
    const primera = (await invitar(referente, { correoReferido: correo, nombreReferido: 'Ana' })).json();
    const enseguida = await invitar(referente, { correoReferido: correo });
    expect(enseguida.statusCode).toBe(429);
    expect(enseguida.json().message).toContain('hace menos de una hora');
    expect(smtp.received.filter((m) => m.to === correo)).toHaveLength(1);
    await deps.db
      .update(invitacionesReferidos)
      .set({ enviadaEn: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(invitacionesReferidos.id, primera.id));
    const segunda = await invitar(referente, { correoReferido: correo.toUpperCase(), nombreReferido: '' });
    expect(segunda.statusCode).toBe(201);
    expect(segunda.json()).toMatchObject({ id: primera.id, nombreReferido: 'Ana' });
    expect(smtp.received.filter((m) => m.to === correo)).toHaveLength(2);
    expect(await referidos(referente)).toHaveLength(1);
  });

  it('when the e-mail cannot be sent answers 503 with the §8 text and keeps no invitation', async () => {
    const referente = await createAbogado(deps);
    rechazar = true;
    try {
      const response = await invitar(referente, {
        correoReferido: uniqueEmail('colega'),
        nombreReferido: 'Ana',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'InvitacionNoEnviada',
        message: 'No se pudo enviar la invitación.',
      });
    } finally {
      rechazar = false;
    }
    expect(await referidos(referente)).toEqual([]);
  });

  it(`an account may send at most ${MAXIMO_INVITACIONES_DIA} invitations per 24 hours (429 after)`, async () => {
    const referente = await createAbogado(deps);
    await deps.db.insert(invitacionesReferidos).values(
      Array.from({ length: MAXIMO_INVITACIONES_DIA }, (_v, i) => ({
        id: `limite-${referente.id}-${i}`,
        idAbogado: referente.id,
        correoReferido: `limite${i}.${referente.id}@pruebas.co`,
        nombreReferido: 'X',
      })),
    );
    const response = await invitar(referente, { correoReferido: uniqueEmail('colega') });
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toContain('Inténtalo de nuevo mañana');
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/InvitacionesUsuariosReferidos',
      payload: { correoReferido: uniqueEmail() },
    });
    expect(response.statusCode).toBe(401);
    expect((await app.inject({ url: '/api/UsuariosReferidos' })).statusCode).toBe(401);
  });
});

describe('signing up through the link and GET /api/UsuariosReferidos', () => {
  it("lists the invitation as Nuevo, then links the sign-up and shows En prueba with the account's name", async () => {
    const referente = await createAbogado(deps);
    const correo = uniqueEmail('colega');
    await invitar(referente, { correoReferido: correo, nombreReferido: 'Colega Invitado' });
    const [nuevo] = await referidos(referente);
    const hoy = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Bogota' }).format(new Date());
    expect(nuevo).toMatchObject({
      nombre: 'Colega Invitado',
      correoReferido: correo,
      estado: 'Nuevo',
      fechaEnvioInvitacion: hoy,
      fechaCreacion: null,
      importeDescontado: 0,
    });

    const enlace = await enlaceDelCorreo(correo);
    const registro = await app.inject({
      method: 'POST',
      url: '/api/Account',
      payload: {
        nombre: 'Camila Torres',
        email: correo,
        password: 'clave12345',
        aceptaTerminos: true,
        idInvitacionUsuarioReferido: enlace.searchParams.get('idinvitacion'),
      },
    });
    expect(registro.statusCode, registro.body).toBe(201);
    const [cuenta] = await deps.db.select().from(abogados).where(eq(abogados.email, correo));
    const [invitacion] = await deps.db
      .select()
      .from(invitacionesReferidos)
      .where(eq(invitacionesReferidos.id, nuevo.id));
    expect(invitacion.idAbogadoReferido).toBe(cuenta.id);
    expect(invitacion.registradoEn).toBeInstanceOf(Date);
    expect(await referidos(referente)).toEqual([
      { ...nuevo, nombre: 'Camila Torres', estado: 'En prueba', fechaCreacion: hoy },
    ]);

    // After the 15-day trial it is 'Activo'; suspended or with an overdue invoice, 'Inactivo'.
    await deps.db
      .update(abogados)
      .set({ creadoEn: new Date(Date.now() - 16 * 86_400_000) })
      .where(eq(abogados.id, cuenta.id));
    expect((await referidos(referente))[0].estado).toBe('Activo');
    await deps.db
      .update(abogados)
      .set({ funcionalidades: { facturasVencidas: true } })
      .where(eq(abogados.id, cuenta.id));
    expect((await referidos(referente))[0].estado).toBe('Inactivo');
  });

  it('an invitation links one account only; an unknown one does not block the sign-up', async () => {
    const referente = await createAbogado(deps);
    const correo = uniqueEmail('colega');
    const { id } = (await invitar(referente, { correoReferido: correo })).json();
    const signUp = (email: string, idInvitacion: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Account',
        payload: {
          nombre: 'Colega',
          email,
          password: 'clave12345',
          aceptaTerminos: true,
          idInvitacionUsuarioReferido: idInvitacion,
        },
      });
    expect((await signUp(correo, id)).statusCode).toBe(201);
    const segundo = uniqueEmail('otro');
    expect((await signUp(segundo, id)).statusCode).toBe(201);
    expect((await signUp(uniqueEmail('otro'), 'no-existe')).statusCode).toBe(201);
    const [primero] = await deps.db.select().from(abogados).where(eq(abogados.email, correo));
    const [fila] = await deps.db.select().from(invitacionesReferidos).where(eq(invitacionesReferidos.id, id));
    expect(fila.idAbogadoReferido).toBe(primero.id);
    // Once signed up, inviting the same address again is refused.
    const otraVez = await invitar(referente, { correoReferido: correo });
    expect(otraVez.statusCode).toBe(409);
  });

  it('the account is shared: an associated user invites for the holder and sees the same list', async () => {
    const titular = await createAbogado(deps);
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: titular.id });
    const correo = uniqueEmail('colega');
    expect((await invitar(asociado, { correoReferido: correo })).statusCode).toBe(201);
    const [fila] = await deps.db
      .select()
      .from(invitacionesReferidos)
      .where(eq(invitacionesReferidos.correoReferido, correo));
    expect(fila.idAbogado).toBe(titular.id);
    expect((await referidos(titular)).map((r: { correoReferido: string }) => r.correoReferido)).toEqual([
      correo,
    ]);
    expect(await referidos(asociado)).toEqual(await referidos(titular));
  });

  it('tenant isolation: another account neither sees nor re-sends the invitations', async () => {
    const duena = await createAbogado(deps);
    const correo = uniqueEmail('secreto');
    await invitar(duena, { correoReferido: correo, nombreReferido: 'Nombre Secreto' });
    const intrusa = await createAbogado(deps);
    const lista = await app.inject({ url: '/api/UsuariosReferidos', headers: intrusa.auth });
    expect(lista.statusCode).toBe(200);
    expect(lista.json()).toEqual([]);
    expect(lista.body).not.toContain(correo);
    expect(lista.body).not.toContain('Nombre Secreto');
    // The same address invited by the other account is its own invitation, not the owner's.
    const suya = await invitar(intrusa, { correoReferido: correo, nombreReferido: 'Otro' });
    expect(suya.statusCode).toBe(201);
    const [deLaDuena] = await referidos(duena);
    expect(suya.json().id).not.toBe(deLaDuena.id);
    expect(deLaDuena.nombre).toBe('Nombre Secreto');
    await expectIsolated(app, intrusa, [
      { method: 'GET', url: `/api/UsuariosReferidos/${deLaDuena.id}`, secrets: [correo] },
    ]);
  });
});
