/**
 * An upload refused before its body is read (413 past the size limit) answers with
 * `Connection: close`, so a keep-alive client opens a new connection for its next request instead
 * of having it reset (issue 21, item 15). Over real HTTP: inject() has no connection.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ARCHIVO_BYTES } from '../../src/features/registro/leer-archivo-de-radicados.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(path: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        `${address}${path}`,
        { method: body ? 'POST' : 'GET', agent, headers },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
        },
      );
      // The server may stop reading mid-upload: a write error then is expected, the answer counts.
      request.on('error', reject);
      if (body) request.end(body);
      else request.end();
    },
  );
}

describe('an early refusal of an upload', () => {
  it("says 'Connection: close', and the client's next request on the same agent succeeds", async () => {
    const abogado = await createAbogado(deps);
    const boundary = '----cierre';
    const big = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="procesos.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.alloc(MAX_ARCHIVO_BYTES * 4, 0x31),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await send(
      '/api/RegistroAutomaticoProcesos/Archivo',
      { ...abogado.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      big,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).code).toBe('ArchivoMuyGrande');
    expect(refused.headers.connection).toBe('close');
    const next = await send('/api/health', {});
    expect(next.status).toBe(200);
  });
});
