/**
 * Listens to the events channel on a dedicated connection, so that every server process pushes
 * the events committed by any other process (fan-out through PostgreSQL LISTEN/NOTIFY).
 */
import pg from 'pg';
import { EVENTS_CHANNEL, type PublishedEvent } from '../events/publish.ts';

export interface ListenerHandlers {
  onEvent(event: PublishedEvent): void;
  onError?(error: Error): void;
}

export interface EventListener {
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

  function onNotification(message: pg.Notification): void {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    try {
      handlers.onEvent(JSON.parse(message.payload) as PublishedEvent);
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
    await candidate.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = candidate;
  }

  function scheduleReconnect(): void {
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

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
