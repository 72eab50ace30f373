import { MESSAGES } from '@expediente/domain';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAbogado } from '../support/factories.ts';
import { createTestApp, TEST_JWT_SECRET } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

const key = new TextEncoder().encode(TEST_JWT_SECRET);

describe('session token', () => {
  it('answers the session user and its flags', async () => {
    const abogado = await createAbogado(deps, {
      nombre: 'Camila',
      apellido: 'Rojas',
      perfilCliente: 'Firma',
    });
    const response = await app.inject({ url: '/api/UsuarioExpedienteDigital', headers: abogado.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      idAbogado: abogado.id,
      perfilCliente: 'Firma',
      existe: true,
      yaAccedioPorPrimeraVez: false,
      esAdministrador: false,
    });
  });

  it('tells an administrator apart, for the menu', async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const response = await app.inject({ url: '/api/UsuarioExpedienteDigital', headers: admin.auth });
    expect(response.json().esAdministrador).toBe(true);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer abc.def'],
    ['a token signed with another secret', 'forged'],
  ])('rejects %s with 401 Credenciales no válidas', async (_label, header) => {
    let authorization = header;
    if (header === 'forged') {
      const forged = await new SignJWT({ email: 'x@y.co' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('expediente-digital')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('otro-secreto-de-mas-de-treinta-y-dos-caracteres'));
      authorization = `Bearer ${forged}`;
    }
    const response = await app.inject({
      url: '/api/ResumenGeneral',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'CredencialesNoValidas',
      message: MESSAGES.CredencialesNoValidas,
    });
  });

  it('rejects an expired token asking to sign in again', async () => {
    const abogado = await createAbogado(deps);
    const expired = await new SignJWT({ email: abogado.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(abogado.id))
      .setIssuer('expediente-digital')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const response = await app.inject({
      url: '/api/ResumenGeneral',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'SesionExpirada',
      message: 'Por favor, inicia sesión nuevamente',
    });
  });

  it('issues tokens that expire', async () => {
    const abogado = await createAbogado(deps);
    const [, payload] = abogado.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(deps.config.SESSION_HOURS * 3600);
  });
});
