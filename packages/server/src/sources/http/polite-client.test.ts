import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockedSourceError, SchemaDriftError, TransientSourceError } from '../errors.ts';
import type { Clock } from './options.ts';
import { PoliteHttpClient } from './polite-client.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | undefined;

async function startServer(handler: Handler): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Time that only moves when the client sleeps or the test says so: no real waiting for backoffs. */
function manualClock(): Clock & { advance(ms: number): void } {
  let now = 1_000_000;
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

const fast = { retryBaseDelayMs: 1, retryMaxDelayMs: 2, host: { minIntervalMs: 0 } };

describe('PoliteHttpClient', () => {
  it('sends the configured User-Agent with a contact address', async () => {
    let seen = '';
    const url = await startServer((request, response) => {
      seen = request.headers['user-agent'] ?? '';
      response.end('ok');
    });
    const client = new PoliteHttpClient({ ...fast, userAgent: 'Prueba/1.0 (+mailto:a@b.co)' });
    const response = await client.request(url);
    expect(response.text()).toBe('ok');
    expect(seen).toBe('Prueba/1.0 (+mailto:a@b.co)');
  });

  it('aborts a slow request after the timeout as a transient error', async () => {
    const url = await startServer((_request, response) => {
      setTimeout(() => response.end('tarde'), 1_000);
    });
    const client = new PoliteHttpClient({ ...fast, timeoutMs: 80, retries: 0 });
    const started = Date.now();
    const failure = await client.request(url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransientSourceError);
    expect((failure as TransientSourceError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('retries transient failures and then succeeds', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = hits <= 2 ? 503 : 200;
      response.end(hits <= 2 ? 'ocupado' : 'listo');
    });
    const client = new PoliteHttpClient({ ...fast, retries: 2 });
    const response = await client.request(url);
    expect(response.status).toBe(200);
    expect(response.text()).toBe('listo');
    expect(hits).toBe(3);
  });

  it('gives up with TransientSourceError once retries are exhausted', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = 500;
      response.end('error');
    });
    const client = new PoliteHttpClient({ ...fast, retries: 3, breaker: { failureThreshold: 100 } });
    const failure = await client.request(url).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransientSourceError);
    expect((failure as TransientSourceError).status).toBe(500);
    expect(hits).toBe(4);
  });

  it('lets a connector mark an odd answer as transient (CPNU "Timeout Expired" 404)', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = 404;
      response.end('Timeout Expired');
    });
    const client = new PoliteHttpClient({ ...fast, retries: 1 });
    const failure = await client
      .request(url, { classify: (response) => (response.text().includes('Timeout') ? 'transient' : 'ok') })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransientSourceError);
    expect(hits).toBe(2);
  });

  it('backs off a host for long after a 403 without calling it again', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = hits === 1 ? 403 : 200;
      response.end(hits === 1 ? 'bloqueado' : 'ok');
    });
    const clock = manualClock();
    const client = new PoliteHttpClient({ ...fast, clock, retries: 3, blockedBackoffMs: 60_000 });

    const first = await client.request(url).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(BlockedSourceError);
    expect(hits).toBe(1); // a 403 is never retried

    const during = await client.request(url).catch((error: unknown) => error);
    expect(during).toBeInstanceOf(BlockedSourceError);
    expect((during as BlockedSourceError).retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(hits).toBe(1);

    clock.advance(60_001);
    expect((await client.request(url)).status).toBe(200);
    expect(hits).toBe(2);
  });

  it('honours a Retry-After longer than the default pause on 429', async () => {
    const url = await startServer((_request, response) => {
      response.statusCode = 429;
      response.setHeader('Retry-After', '120');
      response.end();
    });
    const client = new PoliteHttpClient({ ...fast, clock: manualClock(), blockedBackoffMs: 1_000 });
    const failure = await client.request(url).catch((error: unknown) => error);
    expect((failure as BlockedSourceError).retryAfterMs).toBe(120_000);
  });

  it('opens the circuit after consecutive failures and half-opens after the cool-down', async () => {
    let hits = 0;
    let isHealthy = false;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = isHealthy ? 200 : 502;
      response.end();
    });
    const clock = manualClock();
    const client = new PoliteHttpClient({
      ...fast,
      clock,
      retries: 0,
      breaker: { failureThreshold: 2, coolDownMs: 10_000 },
    });
    await expect(client.request(url)).rejects.toBeInstanceOf(TransientSourceError);
    await expect(client.request(url)).rejects.toBeInstanceOf(TransientSourceError);
    expect(hits).toBe(2);

    const open = await client.request(url).catch((error: unknown) => error);
    expect((open as TransientSourceError).reason).toBe('circuit-open');
    expect(hits).toBe(2);

    clock.advance(10_000);
    isHealthy = true;
    expect((await client.request(url)).status).toBe(200);
    expect((await client.request(url)).status).toBe(200);
    expect(hits).toBe(4);
  });

  it('reopens at once when the half-open trial fails', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = 500;
      response.end();
    });
    const clock = manualClock();
    const client = new PoliteHttpClient({
      ...fast,
      clock,
      retries: 0,
      breaker: { failureThreshold: 1, coolDownMs: 5_000 },
    });
    await expect(client.request(url)).rejects.toBeInstanceOf(TransientSourceError);
    clock.advance(5_000);
    await expect(client.request(url)).rejects.toBeInstanceOf(TransientSourceError);
    expect(hits).toBe(2);
    const open = await client.request(url).catch((error: unknown) => error);
    expect((open as TransientSourceError).reason).toBe('circuit-open');
    expect(hits).toBe(2);
  });

  async function measureConcurrency(maxConcurrent: number): Promise<number> {
    let inFlight = 0;
    let peak = 0;
    const url = await startServer((_request, response) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.end('ok');
      }, 25);
    });
    const client = new PoliteHttpClient({ ...fast, host: { maxConcurrent, minIntervalMs: 0 } });
    await Promise.all(Array.from({ length: 6 }, (_, index) => client.request(`${url}/${index}`)));
    return peak;
  }

  it('sends one request at a time per host by default', async () => {
    expect(await measureConcurrency(1)).toBe(1);
  });

  it('allows more in flight when configured (so the measurement above can fail)', async () => {
    expect(await measureConcurrency(3)).toBe(3);
  });

  it('spaces request starts by the minimum interval', async () => {
    // Measured where the client starts each request: arrival times at the server also carry
    // connection set-up jitter, which is not what the gate controls.
    const starts: number[] = [];
    const url = await startServer((_request, response) => response.end('ok'));
    const client = new PoliteHttpClient({
      ...fast,
      host: { maxConcurrent: 4, minIntervalMs: 60 },
      fetch: (input, init) => {
        starts.push(Date.now());
        return fetch(input, init);
      },
    });
    await Promise.all([client.request(url), client.request(url), client.request(url)]);
    const gaps = starts.slice(1).map((start, index) => start - starts[index]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
  });

  it('computes backoff with exponential growth, jitter and a ceiling', () => {
    const low = new PoliteHttpClient({ retryBaseDelayMs: 100, retryMaxDelayMs: 1_000, random: () => 0 });
    const high = new PoliteHttpClient({ retryBaseDelayMs: 100, retryMaxDelayMs: 1_000, random: () => 1 });
    expect([0, 1, 2, 5].map((attempt) => low.backoffDelay(attempt))).toEqual([50, 100, 200, 500]);
    expect([0, 1, 2, 5].map((attempt) => high.backoffDelay(attempt))).toEqual([100, 200, 400, 1_000]);
  });
});

describe('PoliteHttpClient while a host is paused', () => {
  it('rejects queued callers at once instead of making them wait their interval', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.statusCode = 403;
      response.end();
    });
    const clock = manualClock();
    let slept = 0;
    const countingClock = {
      now: clock.now,
      sleep: async (ms: number) => {
        slept += ms;
        await clock.sleep(ms);
      },
    };
    const client = new PoliteHttpClient({ clock: countingClock, host: { minIntervalMs: 1_000 } });
    await expect(client.request(url)).rejects.toBeInstanceOf(BlockedSourceError);
    slept = 0;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.request(url)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(slept).toBe(0);
    expect(hits).toBe(1);
  });
});

describe('PoliteHttpClient and what a court answers (issue 20, item 12)', () => {
  it('follows a redirect within the court host, and refuses one to another host without calling it', async () => {
    const url = await startServer((request, response) => {
      if (request.url === '/antes') {
        response.writeHead(302, { location: '/despues' });
        return response.end();
      }
      if (request.url === '/fuera') {
        // 127.0.0.1 and localhost are the same machine but another host name.
        response.writeHead(301, { location: `${url.replace('127.0.0.1', 'localhost')}/despues` });
        return response.end();
      }
      response.end(`llegó a ${request.url}`);
    });
    const hits: string[] = [];
    const client = new PoliteHttpClient({
      ...fast,
      retries: 0,
      fetch: (input, init) => {
        hits.push(String(input));
        return fetch(input, init);
      },
    });
    expect((await client.request(`${url}/antes`)).text()).toBe('llegó a /despues');
    hits.length = 0;
    const failure = await client.request(`${url}/fuera`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SchemaDriftError);
    expect(hits).toEqual([`${url}/fuera`]);
  });

  it('stops after a few redirects', async () => {
    let hits = 0;
    const url = await startServer((_request, response) => {
      hits += 1;
      response.writeHead(302, { location: `/vuelta${hits}` });
      response.end();
    });
    const client = new PoliteHttpClient({ ...fast, retries: 0, maxRedirects: 3 });
    const failure = await client.request(`${url}/inicio`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SchemaDriftError);
    expect(hits).toBe(4);
  });

  it('refuses a body past the cap, announced or streamed', async () => {
    const url = await startServer((request, response) => {
      if (request.url === '/anunciado') {
        response.writeHead(200, { 'content-length': String(2048) });
        return response.end(Buffer.alloc(2048, 0x61));
      }
      // Chunked, no length: counted as it arrives.
      response.write(Buffer.alloc(1024, 0x61));
      response.end(Buffer.alloc(1024, 0x61));
    });
    const client = new PoliteHttpClient({ ...fast, retries: 0, maxBodyBytes: 1500 });
    for (const path of ['/anunciado', '/continuo']) {
      const failure = await client.request(`${url}${path}`).catch((error: unknown) => error);
      expect(failure, path).toBeInstanceOf(SchemaDriftError);
    }
    const roomy = new PoliteHttpClient({ ...fast, retries: 0, maxBodyBytes: 4096 });
    expect((await roomy.request(`${url}/continuo`)).body.byteLength).toBe(2048);
  });
});
