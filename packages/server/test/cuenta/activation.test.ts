import { MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
const apiKey = { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY };

async function invited() {
  const titular = await createAbogado(deps);
  return createInvitedAbogado(deps, titular.id);
}

function activate(id: number, idControlCambios: string | undefined, body: Record<string, unknown>) {
  const query = idControlCambios ? `?idControlCambios=${idControlCambios}` : '';
  return app.inject({
    method: 'PUT',
    url: `/api/UsuariosActivos/${id}/ActivarInvitacion${query}`,
    payload: body,
  });
}

const good = { password: 'nuevaClave1', passwordRepetida: 'nuevaClave1', aceptaTerminos: true };

describe('invited-user activation', () => {
  it('GET /api/Abogados/{id}/Activo tells whether the user is active', async () => {
    const user = await invited();
    const before = await app.inject({ url: `/api/Abogados/${user.id}/Activo`, headers: apiKey });
    expect(before.json()).toEqual({ activo: false });
    expect((await activate(user.id, user.idControlCambios, good)).statusCode).toBe(200);
    const after = await app.inject({ url: `/api/Abogados/${user.id}/Activo`, headers: apiKey });
    expect(after.json()).toEqual({ activo: true });
  });

  it('answers 404 with the seed message for an unknown lawyer', async () => {
    const response = await app.inject({ url: '/api/Abogados/99999999/Activo', headers: apiKey });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.ErrorVerificarUsuario);
  });

  it('activates with a password, returns a working token, and signs in afterwards', async () => {
    const user = await invited();
    const response = await activate(user.id, user.idControlCambios, good);
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const summary = await app.inject({
      url: '/api/ResumenGeneral',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.json()).toMatchObject({ id: user.id, master: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/Login',
      headers: apiKey,
      payload: { email: user.email, pwd: 'nuevaClave1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['missing invitation id', { query: undefined }, 'InformacionInsuficienteActivacion'],
    ['short password', { body: { password: 'corta', passwordRepetida: 'corta' } }, 'ContrasenaCorta'],
    [
      'password with #',
      { body: { password: 'clave#larga', passwordRepetida: 'clave#larga' } },
      'ContrasenaConNumeral',
    ],
    ['different repeat', { body: { passwordRepetida: 'otraClave12' } }, 'ContrasenasNoCoinciden'],
    ['terms not accepted', { body: { aceptaTerminos: false } }, 'TerminosNoAceptados'],
  ] as const)('rejects %s with the seed message', async (_label, change, code) => {
    const user = await invited();
    const query = 'query' in change ? change.query : user.idControlCambios;
    const response = await activate(user.id, query, { ...good, ...('body' in change ? change.body : {}) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message: MESSAGES[code] });
  });

  it('refuses a wrong invitation secret, and a second activation', async () => {
    const user = await invited();
    const wrong = await activate(user.id, 'no-es-el-secreto', good);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(MESSAGES.ErrorActivarUsuario);
    expect((await activate(user.id, user.idControlCambios, good)).statusCode).toBe(200);
    expect((await activate(user.id, user.idControlCambios, good)).statusCode).toBe(404);
  });

  it('cannot take over an active account', async () => {
    const active = await createAbogado(deps);
    const response = await activate(active.id, 'cualquiera', good);
    expect(response.statusCode).toBe(404);
  });
});
