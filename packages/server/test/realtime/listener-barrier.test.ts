/**
 * The listener's barrier, on which the answer cache's freshness rests (decision 0018): once it
 * resolves, every notification committed before it was called has been handled — whichever
 * connection committed it.
 */
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNTS_CHANNEL, listenToEvents } from '../../src/realtime/listener.ts';

const databaseUrl = inject('databaseUrl');
const heard = new Set<number>();
const listener = await listenToEvents(databaseUrl, {
  onEvent: () => {},
  onAccountChanged: (id) => {
    if (id !== null) heard.add(id);
  },
});
const writer = new pg.Client({ connectionString: databaseUrl });
await writer.connect();
afterAll(async () => {
  await writer.end();
  await listener.close();
});

describe('listener barrier', () => {
  it('has handled every notification committed before it, 300 times in a row', async () => {
    // Ids far from any real account's, so other files' writes cannot stand in for these.
    const base = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
    const missed: number[] = [];
    for (let i = 0; i < 300; i++) {
      await writer.query('select pg_notify($1, $2)', [ACCOUNTS_CHANNEL, String(base + i)]);
      await listener.barrier();
      if (!heard.has(base + i)) missed.push(i);
    }
    expect(missed).toEqual([]);
  });

  it('lets many callers at once share the trips, each after its own notifications', async () => {
    const base = 1_900_000_000 + Math.floor(Math.random() * 50_000_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await writer.query('select pg_notify($1, $2)', [ACCOUNTS_CHANNEL, String(base + i)]);
        await listener.barrier();
        return heard.has(base + i);
      }),
    );
    expect(results.every(Boolean)).toBe(true);
  });
});
