import { randomUUID } from 'node:crypto';
import { MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { createAbogado, createInvitedAbogado, FACTORY_PASSWORD } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp({ LOGIN_RATE_LIMIT: '5' });

function login(body: Record<string, unknown>, apiKey: string | null = PUBLIC_API_KEY) {
  return app.inject({
    method: 'POST',
    url: '/api/Login',
    headers: apiKey ? { [PUBLIC_API_KEY_HEADER]: apiKey } : {},
    payload: body,
  });
}

describe('POST /api/Login', () => {
  it('answers both tokens for the right password, and the token opens the session calls', async () => {
    const abogado = await createAbogado(deps);
    const response = await login({ email: abogado.email.toUpperCase(), pwd: FACTORY_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token, tokenExpedienteDigital } = response.json();
    expect(tokenExpedienteDigital).toBe(token);
    const summary = await app.inject({
      url: '/api/ResumenGeneral',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(summary.json()).toEqual({
      nombre: 'Abogado de Prueba',
      apellido: '',
      email: abogado.email,
      master: true,
      id: abogado.id,
    });
  });

  it('rejects a wrong password and an unknown user with the same message', async () => {
    const abogado = await createAbogado(deps);
    for (const body of [
      { email: abogado.email, pwd: 'otraClave999' },
      { email: 'nadie.existe@pruebas.co', pwd: FACTORY_PASSWORD },
    ]) {
      const response = await login(body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'CredencialesIncorrectas',
        message: 'Usuario o contraseña incorrecta',
      });
    }
  });

  it('rejects a malformed e-mail with the seed message', async () => {
    const response = await login({ email: 'no-es-correo', pwd: 'algo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Por favor, introduce un correo electrónico válido');
  });

  it('does not let an invited user without password in', async () => {
    const titular = await createAbogado(deps);
    const invited = await createInvitedAbogado(deps, titular.id);
    expect((await login({ email: invited.email, pwd: '' })).statusCode).toBe(401);
  });

  it('needs the fixed public api key', async () => {
    const abogado = await createAbogado(deps);
    const response = await login({ email: abogado.email, pwd: FACTORY_PASSWORD }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('CredencialesNoValidas');
  });

  it('rate-limits repeated attempts on one account with a Spanish 429', async () => {
    const abogado = await createAbogado(deps);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++)
      statuses.push((await login({ email: abogado.email, pwd: 'mala-clave-1' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await login({ email: abogado.email, pwd: FACTORY_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'DemasiadosIntentos', message: MESSAGES.DemasiadosIntentos });
    // Another account from the same address is not locked out.
    const other = await createAbogado(deps);
    expect((await login({ email: other.email, pwd: FACTORY_PASSWORD })).statusCode).toBe(200);
  });

  it('signs in with every address sign-up accepted, a plus and a long ending included', async () => {
    const sufijo = randomUUID().slice(0, 8);
    for (const email of [`ana+casos.${sufijo}@gmail.com`, `ana.${sufijo}@firma.abogado`]) {
      const alta = await app.inject({
        method: 'POST',
        url: '/api/Account',
        payload: { nombre: 'Ana Pérez', email, password: 'clave12345', aceptaTerminos: true },
      });
      expect(alta.statusCode, alta.body).toBe(201);
      const response = await login({ email, pwd: 'clave12345' });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});
