import type { ServerMessage } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishEvent } from '../../src/events/publish.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

// Two app instances stand for two server processes sharing one PostgreSQL.
const first = await createTestApp();
const second = await createTestApp();
// Each app listens to the database (buildApp's listenUrl), as each server process does.
for (const instance of [first, second]) await instance.app.listen({ port: 0, host: '127.0.0.1' });

function address(instance: typeof first): string {
  const info = instance.app.server.address();
  if (!info || typeof info === 'string') throw new Error('sin dirección');
  return `ws://127.0.0.1:${info.port}/channelHub`;
}

interface Client {
  socket: WebSocket;
  next(): Promise<ServerMessage>;
  closed: Promise<number>;
}

async function connect(url: string): Promise<Client> {
  const socket = new WebSocket(url);
  const queue: ServerMessage[] = [];
  const waiters: ((message: ServerMessage) => void)[] = [];
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as ServerMessage;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error('sin mensaje')), 3000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  return { socket, next, closed };
}

describe('/channelHub', () => {
  it('lets a lawyer join its own channel and pushes events committed by another process', async () => {
    const abogado = await createAbogado(first.deps);
    const client = await connect(address(second));
    client.socket.send(
      JSON.stringify({ type: 'JoinChannel', userKey: String(abogado.id), accessToken: abogado.token }),
    );
    expect(await client.next()).toEqual({ type: 'Joined', userKey: String(abogado.id) });

    await first.deps.db.transaction(async (tx) => {
      await publishEvent(tx, abogado.id, 'NuevoProceso', {
        idExpediente: 7,
        numero: '11001418903620250045100',
      });
    });
    expect(await client.next()).toEqual({
      type: 'Event',
      name: 'NuevoProceso',
      data: { idExpediente: 7, numero: '11001418903620250045100' },
    });
    client.socket.close();
  });

  it('delivers nothing for a transaction that rolled back, and nothing of other lawyers', async () => {
    const abogado = await createAbogado(first.deps);
    const other = await createAbogado(first.deps);
    const client = await connect(address(first));
    client.socket.send(
      JSON.stringify({ type: 'JoinChannel', userKey: String(abogado.id), accessToken: abogado.token }),
    );
    await client.next();
    await first.deps.db
      .transaction(async (tx) => {
        await publishEvent(tx, abogado.id, 'Notificacion', { titulo: 'revertido', mensaje: 'no' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await publishEvent(first.deps.db, other.id, 'Notificacion', { titulo: 'ajeno', mensaje: 'no' });
    await publishEvent(first.deps.db, abogado.id, 'Notificacion', { titulo: 'propio', mensaje: 'si' });
    expect(await client.next()).toMatchObject({ name: 'Notificacion', data: { titulo: 'propio' } });
    client.socket.close();
  });

  it("refuses to join another lawyer's channel", async () => {
    const abogado = await createAbogado(first.deps);
    const client = await connect(address(first));
    client.socket.send(
      JSON.stringify({ type: 'JoinChannel', userKey: String(abogado.id + 1), accessToken: abogado.token }),
    );
    expect(await client.next()).toMatchObject({ type: 'Error', code: 'SinPermisos' });
    expect(await client.closed).toBe(4403);
  });

  it('refuses an unauthenticated join', async () => {
    const client = await connect(address(first));
    client.socket.send(JSON.stringify({ type: 'JoinChannel', userKey: '1' }));
    expect(await client.next()).toMatchObject({ type: 'Error', code: 'CredencialesNoValidas' });
    expect(await client.closed).toBe(4403);
  });
});
