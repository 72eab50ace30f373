/**
 * Password guessing (issue 20, item 2): padded or re-cased addresses share the account's budget,
 * the right password is refused while the account waits, and a rotated X-Forwarded-For is not
 * believed unless TRUST_PROXY names the proxy the request came from.
 */
import { MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { createAbogado, FACTORY_PASSWORD } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Production as deployed: before TRUST_PROXY, production believed any X-Forwarded-For.
const produccion = await createTestApp({
  NODE_ENV: 'production',
  FUENTES: 'simulador',
  DEMO: 'false',
  LOGIN_RATE_LIMIT: '3',
  LOGIN_RATE_LIMIT_IP: '6',
});
// inject() comes from 127.0.0.1: here that is the proxy.
const trasProxy = await createTestApp({
  TRUST_PROXY: '127.0.0.1',
  LOGIN_RATE_LIMIT: '3',
  LOGIN_RATE_LIMIT_IP: '6',
});

function login(app: TestApp['app'], body: Record<string, unknown>, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Login',
    headers: {
      [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: body,
  });
}

describe('sign-in attempts', () => {
  it('counts padded and re-cased addresses against one account, and refuses the right password while it waits', async () => {
    const abogado = await createAbogado(trasProxy.deps);
    const variantes = [`${abogado.email}\t`, ` ${abogado.email.toUpperCase()}`, `${abogado.email}\n `];
    for (const [index, email] of variantes.entries()) {
      const response = await login(trasProxy.app, { email, pwd: 'mala-clave-1' }, `198.51.100.${index + 1}`);
      expect(response.statusCode, email).toBe(401);
    }
    const correct = await login(
      trasProxy.app,
      { email: `  ${abogado.email}  `, pwd: FACTORY_PASSWORD },
      '198.51.100.9',
    );
    expect(correct.statusCode).toBe(429);
    expect(correct.json()).toEqual({ code: 'DemasiadosIntentos', message: MESSAGES.DemasiadosIntentos });
    expect(Number(correct.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For from a proxy TRUST_PROXY names: each client has its own budget', async () => {
    const cuentas = await Promise.all(Array.from({ length: 7 }, () => createAbogado(trasProxy.deps)));
    for (const cuenta of cuentas.slice(0, 6))
      expect(
        (await login(trasProxy.app, { email: cuenta.email, pwd: 'mala' }, '192.0.2.10')).statusCode,
      ).toBe(401);
    expect(
      (await login(trasProxy.app, { email: cuentas[6].email, pwd: FACTORY_PASSWORD }, '192.0.2.10'))
        .statusCode,
    ).toBe(429);
    expect(
      (await login(trasProxy.app, { email: cuentas[6].email, pwd: FACTORY_PASSWORD }, '192.0.2.11'))
        .statusCode,
    ).toBe(200);
  });

  it('does not believe X-Forwarded-For without TRUST_PROXY: rotating it gets no fresh budget', async () => {
    const abogado = await createAbogado(produccion.deps);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push(
        (await login(produccion.app, { email: abogado.email, pwd: 'mala' }, `203.0.113.${attempt}`))
          .statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // Many accounts, one socket address, a new forwarded address each time: the client is stopped.
    const cuentas = await Promise.all(Array.from({ length: 4 }, () => createAbogado(produccion.deps)));
    const rotated: number[] = [];
    for (const [index, cuenta] of cuentas.entries())
      rotated.push(
        (await login(produccion.app, { email: cuenta.email, pwd: 'mala' }, `203.0.113.${50 + index}`))
          .statusCode,
      );
    // Three failures above and three here fill the client's six; the fourth waits.
    expect(rotated).toEqual([401, 401, 401, 429]);
  });
});
