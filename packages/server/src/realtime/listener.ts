/**
 * Listens on a dedicated connection to what other server processes (and this one) commit:
 * the realtime events, pushed to the hub (fan-out through PostgreSQL LISTEN/NOTIFY), and the
 * accounts whose cases changed, which the answer cache drops (migration 0017, decision 0018).
 * Both channels share the connection, so an account's change is never read after an event that
 * a later transaction published.
 */
import pg from 'pg';
import { EVENTS_CHANNEL, type PublishedEvent } from '../events/publish.ts';

/** The channel the write triggers notify on: an account id, or '*' for every account. */
export const ACCOUNTS_CHANNEL = 'expediente_cuentas';

export interface ListenerHandlers {
  onEvent(event: PublishedEvent): void;
  /** An account whose cases changed; null when any may have. */
  onAccountChanged?(idAbogado: number | null): void;
  /** Listening (again): notifications sent while it was not are lost. */
  onConnected?(): void;
  /** Not listening until onConnected. */
  onDisconnected?(): void;
  onError?(error: Error): void;
}

export interface EventListener {
  /**
   * Resolves once every notification committed before the call has been handled: a round trip on
   * the listening connection, whose server sends pending notifications before it answers.
   * Calls made while one is on its way wait for the next, so many callers share a few trips.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
}

export async function listenToEvents(
  databaseUrl: string,
  handlers: ListenerHandlers,
): Promise<EventListener> {
  const onError = handlers.onError ?? (() => {});
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  function onNotification(message: pg.Notification): void {
    try {
      if (message.channel === ACCOUNTS_CHANNEL) {
        const id = message.payload === '*' ? null : Number(message.payload);
        handlers.onAccountChanged?.(Number.isInteger(id) ? id : null);
      } else if (message.channel === EVENTS_CHANNEL && message.payload) {
        const event = JSON.parse(message.payload) as PublishedEvent;
        // An event tells of a change: the cache drops the account before the client hears of it.
        handlers.onAccountChanged?.(event.idAbogado);
        handlers.onEvent(event);
      }
    } catch (error) {
      onError(error as Error);
    }
  }

  async function connect(): Promise<void> {
    const candidate = new pg.Client({ connectionString: databaseUrl });
    candidate.on('notification', onNotification);
    candidate.on('error', (error) => {
      onError(error);
      scheduleReconnect();
    });
    await candidate.connect();
    await candidate.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${ACCOUNTS_CHANNEL}`);
    client = candidate;
    handlers.onConnected?.();
  }

  function scheduleReconnect(): void {
    if (client) handlers.onDisconnected?.();
    if (closed || retryTimer) return;
    client?.end().catch(() => {});
    client = null;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error) => {
        onError(error as Error);
        scheduleReconnect();
      });
    }, 1000);
  }

  function trip(): Promise<void> {
    if (!client) return Promise.reject(new Error('sin conexión de avisos'));
    const started = client.query('select 1').then(() => undefined);
    inFlight = started.finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  await connect();
  return {
    barrier() {
      if (!inFlight) return trip();
      // The trip on its way may have left before the caller's notifications arrived.
      next ??= inFlight
        .catch(() => {})
        .then(() => {
          next = null;
          return inFlight ?? trip();
        });
      return next;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      handlers.onDisconnected?.();
      await client?.end().catch(() => {});
    },
  };
}
