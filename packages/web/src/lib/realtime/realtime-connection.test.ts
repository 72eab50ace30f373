/**
 * The realtime client sends the session token in its first message, never in the URL (issue 20
 * item 4), and does not retry a session the server ended. A stand-in WebSocket records what the
 * client does; no network.
 */
import { CLOSE_SESSION_ENDED } from '@expediente/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSocket {
  static created: FakeSocket[] = [];
  readonly sent: string[] = [];
  private readonly handlers = new Map<string, ((event: unknown) => void)[]>();
  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }
  addEventListener(name: string, handler: (event: unknown) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  emit(name: string, event: unknown = {}) {
    for (const handler of this.handlers.get(name) ?? []) handler(event);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.created = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'app.ejemplo.co' } });
});

afterEach(async () => {
  const { stopRealtime } = await import('./realtime-connection.ts');
  stopRealtime();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('realtime connection', () => {
  it('opens the bare /channelHub and sends the token in JoinChannel', async () => {
    const { startRealtime } = await import('./realtime-connection.ts');
    startRealtime('token.secreto.jwt', '42');
    const [socket] = FakeSocket.created;
    expect(socket.url).toBe('wss://app.ejemplo.co/channelHub');
    expect(socket.url).not.toContain('token');
    socket.emit('open');
    expect(socket.sent.map((raw) => JSON.parse(raw))).toEqual([
      { type: 'JoinChannel', userKey: '42', accessToken: 'token.secreto.jwt' },
    ]);
  });

  it('reconnects after a dropped connection, but not after the server ended the session', async () => {
    const { startRealtime, renewRealtimeToken } = await import('./realtime-connection.ts');
    startRealtime('primero', '7');
    FakeSocket.created[0].emit('close', { code: 1006 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.created).toHaveLength(2);
    FakeSocket.created[1].emit('close', { code: CLOSE_SESSION_ENDED });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeSocket.created).toHaveLength(2);
    // A new token (password changed on this device) joins again.
    renewRealtimeToken('nuevo');
    expect(FakeSocket.created).toHaveLength(3);
    FakeSocket.created[2].emit('open');
    expect(JSON.parse(FakeSocket.created[2].sent[0])).toMatchObject({ accessToken: 'nuevo', userKey: '7' });
  });
});
