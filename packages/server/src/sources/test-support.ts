/** Helpers shared by the connectors' tests: read fixtures, and a fake fetch that answers by URL. */
import { readFileSync } from 'node:fs';
import { PoliteHttpClient } from './http/polite-client.ts';

export function fixtureReader(moduleUrl: string): (name: string) => string {
  return (name) => readFileSync(new URL(`./fixtures/${name}`, moduleUrl), 'utf8');
}

export function readExpected(moduleUrl: string, name: string): unknown {
  return JSON.parse(fixtureReader(moduleUrl)(name)) as unknown;
}

export interface FakeReply {
  status?: number;
  body: string | Uint8Array;
  contentType?: string;
}

/** A client whose fetch is a routing function; records every URL asked for. */
export function fakeHttp(route: (url: URL, init: RequestInit | undefined) => FakeReply) {
  const calls: string[] = [];
  const http = new PoliteHttpClient({
    retries: 0,
    host: { minIntervalMs: 0 },
    fetch: async (input, init) => {
      const url = new URL(String(input));
      calls.push(url.pathname + url.search);
      const reply = route(url, init);
      return new Response(reply.body, {
        status: reply.status ?? 200,
        headers: { 'content-type': reply.contentType ?? 'application/json' },
      });
    },
  });
  return { http, calls };
}
