/**
 * Adversarial audit: what Node's HTTP parser refuses before a route runs (a URL or headers past
 * its size limit, bytes that are not HTTP) was answered by Fastify's default, an English body of
 * another shape ('{"error":"Request Header Fields Too Large",…}'). It is { code, message } in
 * Spanish like every other error. Over a real socket: inject() never meets the parser.
 */
import { connect } from 'node:net';
import { MESSAGES } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const { app } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function enviarCrudo(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    const partes: Buffer[] = [];
    socket.on('data', (parte) => partes.push(parte));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(partes).toString('utf8')));
  });
}

describe('errors refused by the HTTP parser', () => {
  it('answers a 20 KB query with a Spanish 431 { code, message }', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/Expedientes?x=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      code: 'EncabezadosMuyGrandes',
      message: MESSAGES.EncabezadosMuyGrandes,
    });
  });

  it('answers bytes that are not HTTP with a Spanish 400 { code, message }', async () => {
    const answer = await enviarCrudo('ESTO NO ES HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({ code: 'SolicitudInvalida', message: MESSAGES.SolicitudInvalida });
  });
});
