/**
 * Issue 20 item 7: a new account lands on Procesos at once, but sends nothing to third parties
 * until its address is confirmed with the welcome e-mail's link.
 */
import { MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { uniqueEmail } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

let address = 0;
const nextAddress = () => `10.40.0.${(address++ % 250) + 1}`;

async function signUp() {
  const email = uniqueEmail('nuevo');
  const response = await app.inject({
    method: 'POST',
    url: '/api/Account',
    remoteAddress: nextAddress(),
    payload: { nombre: 'Laura Gómez', email, password: 'ClaveSegura1', aceptaTerminos: true },
  });
  expect(response.statusCode).toBe(201);
  return { email, auth: { authorization: `Bearer ${response.json().token}` } };
}

async function enlaceDe(email: string, plantilla: string) {
  const [mail] = await deps.db
    .select()
    .from(correos)
    .where(and(eq(correos.para, email), eq(correos.plantilla, plantilla)));
  const match = /\/auth\/verificar-correo#token=([A-Za-z0-9_-]+)/.exec(mail?.texto ?? '');
  if (!match) throw new Error('sin enlace de confirmación');
  return match[1];
}

const invitar = (auth: { authorization: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/Abogado/UsuariosAsociados',
    headers: auth,
    payload: { email: uniqueEmail('colega'), nombre: 'Pedro Ruiz' },
  });

const verificar = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/VerificarCorreo',
    remoteAddress: nextAddress(),
    payload: { token },
  });

describe('e-mail confirmation', () => {
  it('lets a new account work at once but invite nobody until the address is confirmed', async () => {
    const cuenta = await signUp();
    const usuario = await app.inject({ url: '/api/UsuarioExpedienteDigital', headers: cuenta.auth });
    expect(usuario.json().correoVerificado).toBe(false);
    const refused = await invitar(cuenta.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'CorreoSinVerificar', message: MESSAGES.CorreoSinVerificar });
    const referido = await app.inject({
      method: 'POST',
      url: '/api/InvitacionesUsuariosReferidos',
      headers: cuenta.auth,
      payload: { correoReferido: uniqueEmail('amigo'), nombreReferido: 'Pedro Ruiz' },
    });
    expect(referido.statusCode).toBe(403);

    const token = await enlaceDe(cuenta.email, 'bienvenida');
    const confirmed = await verificar(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: MESSAGES.CorreoVerificado });
    expect((await invitar(cuenta.auth)).statusCode).toBe(201);
    // The link works once.
    expect((await verificar(token)).json().code).toBe('EnlaceVerificacionInvalido');
  });

  it('sends a new link on request, at most three an hour', async () => {
    const cuenta = await signUp();
    const reenviar = () =>
      app.inject({ method: 'POST', url: '/api/perfil/ReenviarVerificacion', headers: cuenta.auth });
    const first = await reenviar();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MESSAGES.VerificacionReenviada });
    expect((await verificar(await enlaceDe(cuenta.email, 'verificar-correo'))).statusCode).toBe(200);
    expect((await reenviar()).json()).toEqual({ message: MESSAGES.CorreoVerificado });
  });

  it('refuses an unknown link with a Spanish 400', async () => {
    const response = await verificar('inventado');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'EnlaceVerificacionInvalido',
      message: MESSAGES.EnlaceVerificacionInvalido,
    });
  });
});
