/**
 * One WebSocket to /channelHub per tab. It joins the lawyer's channel, hands pushed events to
 * subscribers, and reconnects (and re-joins) by itself with backoff until it is stopped.
 */
import type { RealtimeEventName, RealtimeEvents, ServerMessage } from '@expediente/domain';
import { reconnectDelay } from './backoff.ts';

type Listener<Name extends RealtimeEventName> = (data: RealtimeEvents[Name]) => void;
type AnyListener = (data: RealtimeEvents[RealtimeEventName]) => void;

const listeners = new Map<RealtimeEventName, Set<AnyListener>>();

let socket: WebSocket | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let current: { token: string; userKey: string } | null = null;

function hubUrl(token: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/channelHub?access_token=${encodeURIComponent(token)}`;
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
  const ws = new WebSocket(hubUrl(token));
  socket = ws;
  ws.addEventListener('open', () => {
    ws.send(JSON.stringify({ type: 'JoinChannel', userKey }));
  });
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    try {
      dispatch(JSON.parse(event.data) as ServerMessage);
    } catch {
      console.warn('Canal en tiempo real: mensaje ilegible');
    }
  });
  ws.addEventListener('close', () => {
    if (socket !== ws) return;
    socket = null;
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
