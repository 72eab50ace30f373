/**
 * Secrets in logs (issue 20, item 4): the request log of the real app keeps no query string and
 * no token-bearing path — the WebSocket's access_token, the calendar feed's token, attachment
 * download and unsubscribe tokens, a shared summary's id.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { redactarUrl } from '../../src/http/registro-seguro.ts';
import { createTestApp } from '../support/test-app.ts';

const { deps } = await createTestApp();
const lines: string[] = [];
const { app } = await buildApp(deps, { logger: true, logStream: { write: (line) => lines.push(line) } });
await app.ready();
afterAll(() => app.close());

const secreto = () => randomBytes(32).toString('base64url');

describe('request log', () => {
  it('keeps no token of any URL a request names', async () => {
    const secrets = Array.from({ length: 6 }, secreto);
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${secrets[0]}.${secrets[1]}`;
    const urls = [
      `/channelHub?access_token=${jwt}`,
      `/calendario/${secrets[2]}.ics`,
      `/api/DocumentosAnexos/Descarga?token=${secrets[3]}`,
      `/api/InformeDiario/CancelarSuscripcion?token=${secrets[4]}`,
      `/api/Wrapped/shared/${secrets[5]}`,
    ];
    for (const url of urls) await app.inject({ url });
    await app.inject({ method: 'POST', url: `/api/InformeDiario/CancelarSuscripcion?token=${secrets[4]}` });
    const log = lines.join('');
    expect(log).toContain('/calendario/[oculto]');
    expect(log).toContain('/channelHub?[oculto]');
    for (const secret of [jwt, ...secrets]) expect(log).not.toContain(secret);
  });

  it('keeps the route and the radicados and ids that help read the log', () => {
    expect(redactarUrl('/api/Expedientes/123/Actuaciones?page=2')).toBe(
      '/api/Expedientes/123/Actuaciones?[oculto]',
    );
    expect(redactarUrl('/api/v2/procesos/11001310300120240012300')).toBe(
      '/api/v2/procesos/11001310300120240012300',
    );
    expect(redactarUrl('/CALENDARIO/abc.ics')).toBe('/CALENDARIO/[oculto]');
    expect(redactarUrl('/api/x/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe('/api/x/[oculto]');
  });
});
