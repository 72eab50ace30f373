/**
 * Listens to the events channel on a dedicated connection, so that every server process pushes
 * the events committed by any other process (fan-out through PostgreSQL LISTEN/NOTIFY).
 */
import pg from 'pg';
import { EVENTS_CHANNEL, type PublishedEvent } from '../events/publish.ts';

export interface EventListener {
  close(): Promise<void>;
}

export async function listenToEvents(
  databaseUrl: string,
  onEvent: (event: PublishedEvent) => void,
  onError: (error: Error) => void = () => {},
): Promise<EventListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        onEvent(JSON.parse(message.payload) as PublishedEvent);
      } catch (error) {
        onError(error as Error);
      }
    });
    next.on('error', (error) => {
      onError(error);
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    client = next;
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
