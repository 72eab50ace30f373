/**
 * Adversarial audit: one account joined a thousand sockets to /channelHub in a second, and every
 * event of the account went to each. Now MAX_SOCKETS_POR_CUENTA per account and process: past it
 * the account's oldest socket is told why, in Spanish, and closed; another account is untouched.
 */
import { MESSAGES, type ServerMessage } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_SOCKETS_POR_CUENTA } from '../../src/realtime/hub.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, hub, deps } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const info = app.server.address();
const url = `ws://127.0.0.1:${typeof info === 'object' && info ? info.port : 0}/channelHub`;

interface Unido {
  socket: WebSocket;
  mensajes: ServerMessage[];
  cerrado: Promise<number>;
}

/** Opens a socket and joins the account's channel; resolves once the hub says Joined. */
function unirse(abogado: CreatedAbogado): Promise<Unido> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const mensajes: ServerMessage[] = [];
    const cerrado = new Promise<number>((fin) => socket.on('close', (code) => fin(code)));
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(
        JSON.stringify({ type: 'JoinChannel', userKey: String(abogado.id), accessToken: abogado.token }),
      ),
    );
    socket.on('message', (raw) => {
      const mensaje = JSON.parse(raw.toString()) as ServerMessage;
      mensajes.push(mensaje);
      if (mensaje.type === 'Joined') resolve({ socket, mensajes, cerrado });
    });
  });
}

describe('sockets one account may hold', () => {
  it('closes the oldest past the cap, with a Spanish reason, and keeps the rest', async () => {
    const abogado = await createAbogado(deps);
    const vecina = await createAbogado(deps);
    const suyo = await unirse(vecina);
    const sockets: Unido[] = [];
    for (let n = 0; n <= MAX_SOCKETS_POR_CUENTA; n++) sockets.push(await unirse(abogado));
    const [primero, ...resto] = sockets;
    // The hub let the oldest go before it answered the newest Joined.
    expect(hub.connectedCount()).toBe(MAX_SOCKETS_POR_CUENTA + 1);
    expect(await primero.cerrado).toBe(4403);
    expect(primero.mensajes).toContainEqual({
      type: 'Error',
      code: 'DemasiadasConexiones',
      message: MESSAGES.DemasiadasConexiones,
    });
    expect(resto.every((unido) => unido.socket.readyState === WebSocket.OPEN)).toBe(true);
    expect(suyo.socket.readyState).toBe(WebSocket.OPEN);
    for (const unido of [suyo, ...resto]) unido.socket.close();
  });
});
