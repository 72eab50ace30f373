/**
 * The WebSocket hub at /channelHub. A client connects to the bare path and sends JoinChannel with
 * its session token and user key; it may join only its own channel (its account's id). The token
 * never rides in the URL, so no access log or proxy keeps it (issue 20 item 4).
 *
 * A socket lives only as long as its session (issue 20 item 5): it is closed when the token
 * expires, and when an account's sessions are revoked (password changed, sessions closed on every
 * device, associated user removed) every socket of that account is checked again against the
 * database, in every server process, since the revocation travels as an internal event.
 */
import {
  CLOSE_SESSION_ENDED,
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
import { AppError } from '../http/errors.ts';

export interface Hub {
  deliver(event: PublishedEvent): void;
  connectedCount(): number;
}

const CLOSE_POLICY = 4403;
/** A socket that has not joined by then is closed: an open socket without a session holds nothing. */
const JOIN_TIMEOUT_MS = 10_000;
/**
 * Sockets one account may hold in this process: every event of the account goes to each of them,
 * and one account opened a thousand in a second (adversarial audit). Enough for an office's
 * people, tabs and devices; past it the account's oldest socket is told so and closed.
 */
export const MAX_SOCKETS_POR_CUENTA = 50;
/** setTimeout's largest delay; a longer session is re-armed when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

interface Member {
  socket: WebSocket;
  token: string;
  idUsuario: number;
  expiryTimer?: NodeJS.Timeout;
}

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

function endSession(member: Member): void {
  clearTimeout(member.expiryTimer);
  send(member.socket, errorMessage('SesionExpirada'));
  member.socket.close(CLOSE_SESSION_ENDED, 'session ended');
}

/** Closes the socket when its token expires. */
function armExpiry(member: Member, exp: number): void {
  const delay = exp * 1000 - Date.now();
  if (delay <= 0) {
    endSession(member);
    return;
  }
  member.expiryTimer = setTimeout(
    () => (delay > MAX_TIMER_MS ? armExpiry(member, exp) : endSession(member)),
    Math.min(delay, MAX_TIMER_MS),
  );
  member.expiryTimer.unref();
}

export async function registerHub(app: FastifyInstance, tokens: TokenService): Promise<Hub> {
  const channels = new Map<string, Set<Member>>();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  function leave(key: string, member: Member): void {
    clearTimeout(member.expiryTimer);
    const members = channels.get(key);
    members?.delete(member);
    if (members?.size === 0) channels.delete(key);
  }

  /** Checks the account's sockets again; those whose session is no longer valid are closed. */
  function recheck(idAbogado: number, idUsuario: number): void {
    for (const member of channels.get(String(idAbogado)) ?? []) {
      if (member.idUsuario !== idUsuario) continue;
      tokens.verify(member.token).then(
        (claims) => {
          if (String(claims.idAbogado) !== String(idAbogado)) endSession(member);
        },
        (error: unknown) => {
          // Only a refused session ends the socket; a database hiccup must not drop everyone.
          if (error instanceof AppError && error.status === 401) endSession(member);
        },
      );
    }
  }

  app.get('/channelHub', { websocket: true, schema: { hide: true } }, (socket) => {
    let joined: { key: string; member: Member } | null = null;
    const joinTimer = setTimeout(() => {
      if (!joined) socket.close(CLOSE_POLICY, 'join timeout');
    }, JOIN_TIMEOUT_MS);
    joinTimer.unref();

    socket.on('message', async (raw: Buffer) => {
      const join = parseJoin(raw.toString());
      if (!join) return send(socket, errorMessage('SolicitudInvalida'));
      if (joined) return send(socket, { type: 'Joined', userKey: joined.key });
      const token = typeof join.accessToken === 'string' ? join.accessToken : '';
      const session: SessionClaims | null = token ? await tokens.verify(token).catch(() => null) : null;
      if (!session) {
        send(socket, errorMessage('CredencialesNoValidas'));
        return socket.close(CLOSE_POLICY, 'unauthorized');
      }
      if (join.userKey !== String(session.idAbogado)) {
        send(socket, errorMessage('SinPermisos'));
        return socket.close(CLOSE_POLICY, 'forbidden');
      }
      if (socket.readyState !== socket.OPEN || joined) return;
      clearTimeout(joinTimer);
      const member: Member = { socket, token, idUsuario: session.idUsuario };
      joined = { key: join.userKey, member };
      const members = channels.get(joined.key) ?? new Set<Member>();
      // A Set iterates in insertion order: the first member is the account's oldest socket.
      const oldest = members.size >= MAX_SOCKETS_POR_CUENTA ? members.values().next().value : undefined;
      if (oldest) {
        leave(joined.key, oldest);
        send(oldest.socket, errorMessage('DemasiadasConexiones'));
        oldest.socket.close(CLOSE_POLICY, 'too many connections');
      }
      members.add(member);
      channels.set(joined.key, members);
      armExpiry(member, session.exp);
      send(socket, { type: 'Joined', userKey: joined.key });
    });

    socket.on('close', () => {
      clearTimeout(joinTimer);
      if (joined) leave(joined.key, joined.member);
    });
  });

  return {
    deliver(event) {
      if (event.name === 'SesionesRevocadas') {
        const { idUsuario } = event.data as { idUsuario: number };
        recheck(event.idAbogado, idUsuario);
        return;
      }
      const members = channels.get(String(event.idAbogado));
      if (!members) return;
      const message: EventMessage = { type: 'Event', name: event.name, data: event.data };
      for (const member of members) send(member.socket, message);
    },
    connectedCount: () => [...channels.values()].reduce((total, members) => total + members.size, 0),
  };
}
