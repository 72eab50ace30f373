import { PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

describe('hostile input answers a Spanish 4xx, handled in one place', () => {
  it('an id beyond 32 bits and a NUL byte no longer reach PostgreSQL as a 500', async () => {
    const abogado = await createAbogado(deps);
    const bigId = await app.inject({
      url: '/api/Abogados/99999999999/Activo',
      headers: { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY },
    });
    expect(bigId.statusCode).toBeGreaterThanOrEqual(400);
    expect(bigId.statusCode).toBeLessThan(500);
    const nul = await app.inject({ url: '/api/ListaMaestra?codigo=%00', headers: abogado.auth });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'SolicitudInvalida', message: expect.any(String) });
    const body = await app.inject({
      method: 'POST',
      url: '/api/Account',
      payload: {
        email: 'nul@pruebas.co',
        password: 'ClaveSegura123',
        nombre: 'Ana\u0000Maria',
        aceptaTerminos: true,
      },
    });
    expect(body.statusCode).toBe(400);
  });
});

describe('a safe default', () => {
  it('listens on loopback outside production unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x@localhost/db',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(production.HOST).toBe('0.0.0.0');
  });

  it('shows the dev mailbox only to this machine', async () => {
    expect((await app.inject({ url: '/dev/correos' })).statusCode).toBe(200);
    const remote = await app.inject({ url: '/dev/correos', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Buzón');
  });

  it('guards the dev pages on the routed, decoded path: an encoded letter does not get past', async () => {
    for (const url of [
      '/%64ev/correos',
      '/%64%65%76/correos',
      '/dev%2Fcorreos',
      '/dev/correos/',
      '/dev/correos?x=1',
    ]) {
      const local = await app.inject({ url });
      const remote = await app.inject({ url, remoteAddress: '203.0.113.7' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body, url).not.toContain('Buzón');
      expect(remote.body, url).not.toContain(local.statusCode === 200 ? local.body.slice(0, 40) : 'Buzón');
    }
  });
});
