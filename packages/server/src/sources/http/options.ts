/** Everything the polite client can be told; the app's config module fills it, defaults follow sources.md §1.1/§6. */

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export interface HostPolicy {
  /** Requests in flight at once against one host (1 = strictly sequential). */
  maxConcurrent: number;
  /** Minimum gap between the starts of two requests to the host (1000 ms ≈ 1 req/s). */
  minIntervalMs: number;
}

export interface HttpOptions {
  userAgent: string;
  timeoutMs: number;
  /** Extra attempts after the first one, for transient failures only. */
  retries: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
  host: HostPolicy;
  /** Per-host overrides keyed by `host[:port]`. */
  hostOverrides: Record<string, Partial<HostPolicy>>;
  /** How long a host is left alone after a 403/429 (unless it sends a longer Retry-After). */
  blockedBackoffMs: number;
  breaker: { failureThreshold: number; coolDownMs: number };
  /** A court's answer larger than this is refused (a court page or estado PDF is a few MB). */
  maxBodyBytes: number;
  /** Redirects followed, and only within the requested host. */
  maxRedirects: number;
  clock: Clock;
  random: () => number;
  fetch: typeof fetch;
}

export const DEFAULT_USER_AGENT = 'ExpedienteDigital/1.0 (+mailto:soporte@expedientedigital.co)';

export const DEFAULT_HTTP_OPTIONS: HttpOptions = {
  userAgent: DEFAULT_USER_AGENT,
  timeoutMs: 30_000,
  retries: 2,
  retryBaseDelayMs: 1_000,
  retryMaxDelayMs: 30_000,
  host: { maxConcurrent: 1, minIntervalMs: 1_000 },
  hostOverrides: {},
  blockedBackoffMs: 15 * 60_000,
  breaker: { failureThreshold: 5, coolDownMs: 5 * 60_000 },
  maxBodyBytes: 30 * 1024 * 1024,
  maxRedirects: 5,
  clock: systemClock,
  random: Math.random,
  fetch: (input, init) => fetch(input, init),
};

export type HttpOptionsInput = Partial<Omit<HttpOptions, 'host' | 'breaker'>> & {
  host?: Partial<HostPolicy>;
  breaker?: Partial<HttpOptions['breaker']>;
};

export function resolveHttpOptions(input: HttpOptionsInput = {}): HttpOptions {
  return {
    ...DEFAULT_HTTP_OPTIONS,
    ...input,
    host: { ...DEFAULT_HTTP_OPTIONS.host, ...input.host },
    breaker: { ...DEFAULT_HTTP_OPTIONS.breaker, ...input.breaker },
  };
}
