/**
 * The HTTP client every connector shares: timeouts, retries with backoff and jitter, one request at a
 * time per host, a long pause after 403/429 and a circuit breaker (sources.md §1.1 "Blocking", §6).
 */
import { BlockedSourceError, SchemaDriftError, TransientSourceError } from '../errors.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { HostGate } from './host-gate.ts';
import { type HttpOptions, type HttpOptionsInput, resolveHttpOptions } from './options.ts';
import { reservarSiHay } from './reserva.ts';

export interface SourceResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  text(): string;
}

/** How a connector reads an answer: some courts say "try again" with a 404 (CPNU "Timeout Expired"). */
export type ResponseVerdict = 'ok' | 'transient' | 'blocked';

export interface SourceRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Overrides the client's timeout for a slow endpoint (SAMAI's process data takes up to 60 s). */
  timeoutMs?: number;
  classify?: (response: SourceResponse) => ResponseVerdict;
}

export function classifyByStatus(response: SourceResponse): ResponseVerdict {
  if (response.status === 403 || response.status === 429) return 'blocked';
  if (response.status >= 500) return 'transient';
  return 'ok';
}

interface HostState {
  gate: HostGate;
  breaker: CircuitBreaker;
  blockedUntil: number;
}

export class PoliteHttpClient {
  readonly options: HttpOptions;
  private readonly hosts = new Map<string, HostState>();

  constructor(options: HttpOptionsInput = {}) {
    this.options = resolveHttpOptions(options);
  }

  async request(url: string, request: SourceRequest = {}): Promise<SourceResponse> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attemptOnce(url, request);
      } catch (error) {
        const isRetryable =
          error instanceof TransientSourceError &&
          error.reason !== 'circuit-open' &&
          attempt < this.options.retries;
        if (!isRetryable) throw error;
        await this.options.clock.sleep(this.backoffDelay(attempt));
      }
    }
  }

  /** Exponential backoff with "equal jitter": half fixed, half random, so retries from many workers spread. */
  backoffDelay(attempt: number): number {
    const ceiling = Math.min(this.options.retryMaxDelayMs, this.options.retryBaseDelayMs * 2 ** attempt);
    return Math.round(ceiling / 2 + (ceiling / 2) * this.options.random());
  }

  private hostState(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      const policy = { ...this.options.host, ...this.options.hostOverrides[host] };
      const { failureThreshold, coolDownMs } = this.options.breaker;
      state = {
        gate: new HostGate(policy, this.options.clock),
        breaker: new CircuitBreaker(failureThreshold, coolDownMs),
        blockedUntil: 0,
      };
      this.hosts.set(host, state);
    }
    return state;
  }

  private async attemptOnce(url: string, request: SourceRequest): Promise<SourceResponse> {
    const state = this.hostState(new URL(url).host);
    const { clock } = this.options;
    // Checked before queueing too, so a paused host does not hold every caller for its turn.
    this.rejectIfPaused(state, url, clock.now());
    // Counted before the turn is taken: a request refused by the budget never holds the host's gate.
    await reservarSiHay(url);
    await state.gate.acquire();
    try {
      const now = clock.now();
      this.rejectIfPaused(state, url, now);
      if (!state.breaker.tryPass(now)) {
        throw new TransientSourceError('Circuito abierto para la fuente', 'circuit-open', { url });
      }
      const response = await this.fetchWithTimeout(url, request).catch((error: unknown) => {
        state.breaker.recordFailure(clock.now());
        throw error;
      });
      const verdict = (request.classify ?? classifyByStatus)(response);
      if (verdict === 'ok') {
        state.breaker.recordSuccess();
        return response;
      }
      state.breaker.recordFailure(clock.now());
      if (verdict === 'blocked') {
        const pauseMs = Math.max(this.options.blockedBackoffMs, retryAfterMs(response.headers));
        state.blockedUntil = clock.now() + pauseMs;
        throw new BlockedSourceError(`La fuente respondió ${response.status}`, pauseMs, {
          url,
          status: response.status,
        });
      }
      throw new TransientSourceError(`La fuente respondió ${response.status}`, 'server', {
        url,
        status: response.status,
      });
    } finally {
      state.gate.release();
    }
  }

  private rejectIfPaused(state: HostState, url: string, now: number): void {
    if (state.blockedUntil > now) {
      throw new BlockedSourceError('La fuente bloqueó las consultas; en pausa', state.blockedUntil - now, {
        url,
      });
    }
    if (state.breaker.isRejecting(now)) {
      throw new TransientSourceError('Circuito abierto para la fuente', 'circuit-open', { url });
    }
  }

  /**
   * Redirects are followed by hand, and only within the court's host (scheme and port may change
   * to https on the same name): a court page must not send the server to another site (issue 20,
   * item 12). A redirect elsewhere is a changed source, not a retry.
   */
  private async fetchWithinHost(url: string, request: SourceRequest, signal: AbortSignal): Promise<Response> {
    const hostname = new URL(url).hostname;
    let current = url;
    let method = request.method ?? 'GET';
    let body = request.body;
    for (let hop = 0; ; hop += 1) {
      const response = await this.options.fetch(current, {
        method,
        headers: { 'User-Agent': this.options.userAgent, ...request.headers },
        body,
        signal,
        redirect: 'manual',
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      const next = new URL(location, current);
      if (next.hostname !== hostname || !['http:', 'https:'].includes(next.protocol))
        throw new SchemaDriftError('La fuente redirigió a otro sitio', [next.host], {
          url,
          status: response.status,
        });
      if (hop >= this.options.maxRedirects)
        throw new SchemaDriftError('La fuente redirigió demasiadas veces', [next.pathname], { url });
      // 303, and 301/302 after a POST, become a GET without body, as browsers do.
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        body = undefined;
      }
      current = next.toString();
    }
  }

  private async fetchWithTimeout(url: string, request: SourceRequest): Promise<SourceResponse> {
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await this.fetchWithinHost(url, request, controller.signal);
      const body = await readCapped(response, this.options.maxBodyBytes, url);
      return {
        url,
        status: response.status,
        headers: response.headers,
        body,
        text: () => new TextDecoder('utf-8').decode(body),
      };
    } catch (error) {
      if (error instanceof SchemaDriftError) throw error;
      if (controller.signal.aborted) {
        throw new TransientSourceError(`Sin respuesta en ${timeoutMs} ms`, 'timeout', { url });
      }
      const detail = error instanceof Error ? error.message : String(error);
      throw new TransientSourceError(`Error de red: ${detail}`, 'network', { url });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The body, refused past `max` bytes (by its Content-Length at once, or while it streams in). */
async function readCapped(response: Response, max: number, url: string): Promise<Uint8Array> {
  const tooLarge = () =>
    new SchemaDriftError('La fuente respondió un cuerpo demasiado grande', [`más de ${max} bytes`], {
      url,
      status: response.status,
    });
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function retryAfterMs(headers: Headers): number {
  const value = headers.get('retry-after');
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - Date.now());
}
