/**
 * One WebSocket to /channelHub per tab. It joins the lawyer's channel, hands pushed events to
 * subscribers, and reconnects (and re-joins) by itself with backoff until it is stopped. The
 * session token goes in the JoinChannel message, never in the URL (no log or proxy keeps it).
 */
import {
  CLOSE_SESSION_ENDED,
  type JoinChannelMessage,
  type RealtimeEventName,
  type RealtimeEvents,
  type ServerMessage,
} from '@expediente/domain';
import { reconnectDelay } from './backoff.ts';

type Listener<Name extends RealtimeEventName> = (data: RealtimeEvents[Name]) => void;
type AnyListener = (data: RealtimeEvents[RealtimeEventName]) => void;

const listeners = new Map<RealtimeEventName, Set<AnyListener>>();

let socket: WebSocket | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let current: { token: string; userKey: string } | null = null;

/** Close codes after which the same token would be refused again: no reconnection with it. */
const SESSION_CLOSE_CODES = new Set([CLOSE_SESSION_ENDED, 4403]);

export function hubUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/channelHub`;
}

function dispatch(message: ServerMessage): void {
  if (message.type === 'Joined') {
    attempt = 0;
    return;
  }
  if (message.type === 'Error') {
    console.warn(`Canal en tiempo real: ${message.code} ${message.message}`);
    return;
  }
  for (const listener of listeners.get(message.name) ?? []) listener(message.data);
}

function scheduleReconnect(): void {
  if (!current || reconnectTimer) return;
  const delay = reconnectDelay(attempt);
  attempt += 1;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    open();
  }, delay);
}

function open(): void {
  if (!current) return;
  const { token, userKey } = current;
  const ws = new WebSocket(hubUrl());
  socket = ws;
  ws.addEventListener('open', () => {
    const join: JoinChannelMessage = { type: 'JoinChannel', userKey, accessToken: token };
    ws.send(JSON.stringify(join));
  });
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    try {
      dispatch(JSON.parse(event.data) as ServerMessage);
    } catch {
      console.warn('Canal en tiempo real: mensaje ilegible');
    }
  });
  ws.addEventListener('close', (event) => {
    if (socket !== ws) return;
    socket = null;
    // The session ended (expired, password changed, signed out everywhere, user removed): the next
    // API call answers 401 and the app goes to sign-in; a new token restarts it (renewRealtimeToken).
    if (SESSION_CLOSE_CODES.has(event.code)) return;
    scheduleReconnect();
  });
}

/** Starts (or restarts, when the user or token changed) the connection. */
export function startRealtime(token: string, userKey: string): void {
  if (current && current.token === token && current.userKey === userKey) return;
  stopRealtime();
  current = { token, userKey };
  attempt = 0;
  open();
}

/** The same user got a new session token (password changed here): join again with it. */
export function renewRealtimeToken(token: string): void {
  if (current) startRealtime(token, current.userKey);
}

export function stopRealtime(): void {
  current = null;
  if (reconnectTimer) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  const ws = socket;
  socket = null;
  ws?.close();
}

export function subscribe<Name extends RealtimeEventName>(name: Name, listener: Listener<Name>): () => void {
  const set = listeners.get(name) ?? new Set<AnyListener>();
  listeners.set(name, set);
  // The map holds listeners of every event; each set only ever receives its own event's data.
  const stored = listener as AnyListener;
  set.add(stored);
  return () => {
    set.delete(stored);
  };
}
