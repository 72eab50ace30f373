/**
 * A socket lives only as long as its session (issue 20 items 4 and 5): the token rides in the
 * first message, never the URL; the socket closes when the user is removed, when the user's
 * sessions are revoked (password change, 'Cerrar sesión en todos los dispositivos'), and when the
 * token expires.
 */
import { CLOSE_SESSION_ENDED, type ServerMessage } from '@expediente/domain';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAbogado, FACTORY_PASSWORD } from '../support/factories.ts';
import { createTestApp, TEST_JWT_SECRET } from '../support/test-app.ts';

// The revocation is made through one process and must close sockets held by another.
const first = await createTestApp();
const second = await createTestApp();
for (const instance of [first, second]) await instance.app.listen({ port: 0, host: '127.0.0.1' });

function address(instance: typeof first): string {
  const info = instance.app.server.address();
  if (!info || typeof info === 'string') throw new Error('sin dirección');
  return `ws://127.0.0.1:${info.port}/channelHub`;
}

interface Client {
  socket: WebSocket;
  messages: ServerMessage[];
  closed: Promise<number>;
  isOpen(): boolean;
}

async function join(instance: typeof first, userKey: number, token: string, viaUrl = false): Promise<Client> {
  const url = viaUrl ? `${address(instance)}?access_token=${token}` : address(instance);
  const socket = new WebSocket(url);
  const messages: ServerMessage[] = [];
  let joined: () => void = () => {};
  const isJoined = new Promise<void>((resolve) => {
    joined = resolve;
  });
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    messages.push(message);
    if (message.type !== 'Event') joined();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  socket.send(
    JSON.stringify(
      viaUrl
        ? { type: 'JoinChannel', userKey: String(userKey) }
        : { type: 'JoinChannel', userKey: String(userKey), accessToken: token },
    ),
  );
  await isJoined;
  return { socket, messages, closed, isOpen: () => socket.readyState === WebSocket.OPEN };
}

const within = <T>(promise: Promise<T>, ms = 4000) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('sin cierre')), ms)),
  ]);

describe('the session on /channelHub', () => {
  it('is read from the first message, not from ?access_token= in the URL', async () => {
    const abogado = await createAbogado(first.deps);
    const client = await join(first, abogado.id, abogado.token, true);
    expect(client.messages[0]).toMatchObject({ type: 'Error', code: 'CredencialesNoValidas' });
    expect(await within(client.closed)).toBe(4403);
  });

  it("closes a removed associated user's socket, and only that one", async () => {
    const titular = await createAbogado(first.deps);
    const colega = await createAbogado(first.deps, { esTitular: false, idTitular: titular.id });
    const delColega = await join(second, titular.id, colega.token);
    const delTitular = await join(second, titular.id, titular.token);
    expect(delColega.messages[0]).toEqual({ type: 'Joined', userKey: String(titular.id) });
    const removed = await first.app.inject({
      method: 'DELETE',
      url: `/api/Abogado/UsuariosAsociados/${colega.id}`,
      headers: titular.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(await within(delColega.closed)).toBe(CLOSE_SESSION_ENDED);
    expect(delColega.messages.at(-1)).toMatchObject({ type: 'Error', code: 'SesionExpirada' });
    expect(delTitular.isOpen()).toBe(true);
    delTitular.socket.close();
  });

  it('closes the other sockets of a user who changes the password', async () => {
    const abogado = await createAbogado(first.deps);
    const client = await join(second, abogado.id, abogado.token);
    const response = await first.app.inject({
      method: 'PUT',
      url: '/api/perfil/Contrasena',
      headers: abogado.auth,
      payload: {
        passwordActual: FACTORY_PASSWORD,
        password: 'NuevaClave2026',
        passwordRepetida: 'NuevaClave2026',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(await within(client.closed)).toBe(CLOSE_SESSION_ENDED);
    // The device that changed it joins again with its new token.
    const again = await join(second, abogado.id, response.json().token);
    expect(again.messages[0]).toEqual({ type: 'Joined', userKey: String(abogado.id) });
    again.socket.close();
  });

  it("closes every socket of a user who closes the sessions on every device, not a colleague's", async () => {
    const titular = await createAbogado(first.deps);
    const colega = await createAbogado(first.deps, { esTitular: false, idTitular: titular.id });
    const delTitular = await join(first, titular.id, titular.token);
    const delColega = await join(first, titular.id, colega.token);
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/perfil/CerrarSesiones',
      headers: titular.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(await within(delTitular.closed)).toBe(CLOSE_SESSION_ENDED);
    expect(delColega.isOpen()).toBe(true);
    delColega.socket.close();
  });

  it('closes the socket when its token expires', async () => {
    const abogado = await createAbogado(first.deps);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = await new SignJWT({ email: abogado.email, sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(abogado.id))
      .setIssuer('expediente-digital')
      .setIssuedAt(now)
      .setExpirationTime(now + 2)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const client = await join(first, abogado.id, shortLived);
    expect(client.messages[0]).toEqual({ type: 'Joined', userKey: String(abogado.id) });
    expect(await within(client.closed, 4000)).toBe(CLOSE_SESSION_ENDED);
  });
});
