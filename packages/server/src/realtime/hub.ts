/**
 * The WebSocket hub at /channelHub. A client connects with ?access_token=<JWT>, sends
 * JoinChannel with its user key, and may join only its own channel (its lawyer id).
 */
import {
  type ErrorMessage,
  type EventMessage,
  type JoinChannelMessage,
  MESSAGES,
  type ServerMessage,
} from '@expediente/domain';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { PublishedEvent } from '../events/publish.ts';
import type { SessionClaims, TokenService } from '../http/auth.ts';

export interface Hub {
  deliver(event: PublishedEvent): void;
  connectedCount(): number;
}

const CLOSE_POLICY = 4403;

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function errorMessage(code: keyof typeof MESSAGES): ErrorMessage {
  return { type: 'Error', code, message: MESSAGES[code] };
}

function parseJoin(raw: string): JoinChannelMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<JoinChannelMessage>;
    if (value.type === 'JoinChannel' && typeof value.userKey === 'string') return value as JoinChannelMessage;
  } catch {
    // fall through: not a JoinChannel message
  }
  return null;
}

export async function registerHub(app: FastifyInstance, tokens: TokenService): Promise<Hub> {
  const channels = new Map<string, Set<WebSocket>>();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get('/channelHub', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const token = new URL(request.url, 'http://localhost').searchParams.get('access_token');
    let session: SessionClaims | null = null;
    let joinedKey: string | null = null;
    const verified = token
      ? tokens
          .verify(token)
          .then((claims) => (session = claims))
          .catch(() => null)
      : Promise.resolve(null);

    socket.on('message', async (raw: Buffer) => {
      await verified;
      const join = parseJoin(raw.toString());
      if (!join) return send(socket, errorMessage('SolicitudInvalida'));
      if (!session) {
        send(socket, errorMessage('CredencialesNoValidas'));
        return socket.close(CLOSE_POLICY, 'unauthorized');
      }
      if (join.userKey !== String(session.idAbogado)) {
        send(socket, errorMessage('SinPermisos'));
        return socket.close(CLOSE_POLICY, 'forbidden');
      }
      joinedKey = join.userKey;
      const members = channels.get(joinedKey) ?? new Set<WebSocket>();
      members.add(socket);
      channels.set(joinedKey, members);
      send(socket, { type: 'Joined', userKey: joinedKey });
    });

    socket.on('close', () => {
      if (!joinedKey) return;
      const members = channels.get(joinedKey);
      members?.delete(socket);
      if (members?.size === 0) channels.delete(joinedKey);
    });
  });

  return {
    deliver(event) {
      const members = channels.get(String(event.idAbogado));
      if (!members) return;
      const message: EventMessage = { type: 'Event', name: event.name, data: event.data };
      for (const socket of members) send(socket, message);
    },
    connectedCount: () => [...channels.values()].reduce((total, members) => total + members.size, 0),
  };
}
