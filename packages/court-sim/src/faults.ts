/**
 * Fault injection per source. Random faults are drawn from a PRNG seeded by the source and the
 * request's ordinal since the faults were set, so the same request sequence fails the same way
 * on every run. The 403 burst is the only time-based fault (it models a WAF's sliding window).
 */
import { combine, createRandom, hashString } from './prng.ts';
import type { SimSource } from './stats.ts';

export interface FaultConfig {
  latencyMs?: number;
  errorRate?: number;
  timeoutRate?: number;
  /** More than `afterRequests` requests within `windowMs` (default 60 s) → 403 for `forMs`. */
  burst403?: { afterRequests: number; forMs: number; windowMs?: number };
  malformedRate?: number;
  schemaDrift?: boolean;
  /**
   * samaicore's ApiKey requirement (reported since 2026, sources.md §1.4): BuscarProcesoTodoSamai,
   * HistorialActuaciones and SujetosProcesales answer 401 unless the request's `ApiKey` header holds this
   * value; ObtenerDatosProcesoGet and the downloads stay public. Only for source `samai`.
   */
  requireApiKey?: string;
}

export type FaultOutcome = 'none' | 'timeout' | 'error' | 'forbidden' | 'unauthorized';

export interface FaultDecision {
  outcome: FaultOutcome;
  status: number;
  latencyMs: number;
  malformed: boolean;
  schemaDrift: boolean;
}

/** A request refused for lack of the ApiKey (`requireApiKey`). */
export const UNAUTHORIZED: FaultDecision = {
  outcome: 'unauthorized',
  status: 401,
  latencyMs: 0,
  malformed: false,
  schemaDrift: false,
};

const NO_FAULT: FaultDecision = {
  outcome: 'none',
  status: 200,
  latencyMs: 0,
  malformed: false,
  schemaDrift: false,
};

function checkRate(name: string, value: number | undefined): void {
  if (value === undefined) return;
  if (typeof value !== 'number' || !(value >= 0 && value <= 1))
    throw new Error(`${name} debe estar entre 0 y 1`);
}

export function validateFaultConfig(config: FaultConfig): void {
  checkRate('errorRate', config.errorRate);
  checkRate('timeoutRate', config.timeoutRate);
  checkRate('malformedRate', config.malformedRate);
  if (config.latencyMs !== undefined && !(config.latencyMs >= 0)) throw new Error('latencyMs debe ser >= 0');
  const burst = config.burst403;
  if (burst && !(burst.afterRequests >= 0 && burst.forMs >= 0)) {
    throw new Error('burst403 requiere afterRequests >= 0 y forMs >= 0');
  }
  if (config.requireApiKey !== undefined && !/^[!-~]+$/.test(String(config.requireApiKey))) {
    throw new Error('requireApiKey debe ser un texto sin espacios');
  }
}

/** The samaicore calls that want an ApiKey; the rest of the host stays public. */
const SAMAI_KEYED_PATH =
  /\/(BuscarProcesoTodoSamai|Procesos\/HistorialActuaciones|Procesos\/SujetosProcesales)\//;

/** ASP.NET Web API's stock answer to an unauthenticated call (the real body is not recorded). */
export const UNAUTHORIZED_BODY = JSON.stringify({
  Message: 'Authorization has been denied for this request.',
});

interface SourceFaultState {
  config: FaultConfig;
  requests: number;
  recent: number[];
  blockedUntil: number;
}

export class FaultInjector {
  private readonly states = new Map<SimSource, SourceFaultState>();

  set(source: SimSource, config: FaultConfig): void {
    validateFaultConfig(config);
    this.states.set(source, { config: { ...config }, requests: 0, recent: [], blockedUntil: 0 });
  }

  clear(source?: SimSource): void {
    if (source) this.states.delete(source);
    else this.states.clear();
  }

  /**
   * Whether this request is refused with a 401 for lack of the ApiKey. Checked before `decide`, as an
   * API gateway would, and without drawing from the fault sequence.
   */
  isUnauthorized(source: SimSource, path: string, apiKey: string | string[] | undefined): boolean {
    const required = this.states.get(source)?.config.requireApiKey;
    if (source !== 'samai' || required === undefined || !SAMAI_KEYED_PATH.test(path)) return false;
    return apiKey !== required;
  }

  get(): Partial<Record<SimSource, FaultConfig>> {
    return Object.fromEntries([...this.states].map(([source, state]) => [source, state.config]));
  }

  decide(source: SimSource, now: number = Date.now()): FaultDecision {
    const state = this.states.get(source);
    if (!state) return NO_FAULT;
    const { config } = state;
    state.requests++;
    const random = createRandom(combine(hashString(source), state.requests));
    const decision: FaultDecision = {
      outcome: 'none',
      status: 200,
      latencyMs: config.latencyMs ?? 0,
      malformed: false,
      schemaDrift: config.schemaDrift === true,
    };
    // Draw every value in a fixed order so one setting never shifts another's sequence.
    const timeoutDraw = random.next();
    const errorDraw = random.next();
    const malformedDraw = random.next();
    const statusDraw = random.next();
    if (this.isForbidden(state, now)) return { ...decision, outcome: 'forbidden', status: 403 };
    if (timeoutDraw < (config.timeoutRate ?? 0)) {
      return { ...decision, outcome: 'timeout', status: source === 'cpnu' ? 404 : 504 };
    }
    if (errorDraw < (config.errorRate ?? 0)) {
      return { ...decision, outcome: 'error', status: [500, 502, 503][Math.floor(statusDraw * 3)] };
    }
    decision.malformed = malformedDraw < (config.malformedRate ?? 0);
    return decision;
  }

  private isForbidden(state: SourceFaultState, now: number): boolean {
    const burst = state.config.burst403;
    if (!burst) return false;
    if (now < state.blockedUntil) return true;
    const windowMs = burst.windowMs ?? 60_000;
    state.recent = state.recent.filter((time) => now - time < windowMs);
    state.recent.push(now);
    if (state.recent.length <= burst.afterRequests) return false;
    state.blockedUntil = now + burst.forMs;
    state.recent = [];
    return true;
  }
}

const WAF_403 =
  '<html><head><title>403 Forbidden</title></head><body><center><h1>403 Forbidden</h1></center><hr><center>Microsoft-Azure-Application-Gateway/v2</center></body></html>';

/** Body and content type of an injected failure, shaped as each source really fails. */
export function faultResponse(
  source: SimSource,
  decision: FaultDecision,
): { contentType: string; body: string } {
  if (decision.outcome === 'forbidden') return { contentType: 'text/html', body: WAF_403 };
  if (decision.outcome === 'unauthorized') {
    return { contentType: 'application/json; charset=utf-8', body: UNAUTHORIZED_BODY };
  }
  if (decision.outcome === 'timeout') {
    if (source === 'cpnu') {
      return {
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({
          StatusCode: 404,
          Message:
            'Timeout Expired.  The timeout period elapsed prior to completion of the operation or the server is not responding.',
        }),
      };
    }
    return { contentType: 'text/html', body: '<html><body><h1>504 Gateway Time-out</h1></body></html>' };
  }
  if (decision.status === 500 && (source === 'cpnu' || source === 'samai')) {
    return {
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({
        StatusCode: 500,
        Message: 'Object reference not set to an instance of an object.',
      }),
    };
  }
  return {
    contentType: 'text/html',
    body: `<html><head><title>${decision.status} - Error</title></head><body><h1>Server Error</h1><h2>${decision.status}</h2></body></html>`,
  };
}

/** Renamed fields, as when a court ships a new API version without notice. */
const DRIFTS: [RegExp, string][] = [
  [/"procesos":/g, '"listaProcesos":'],
  [/"idRegActuacion":/g, '"idRegistroActuacion":'],
  [/"Orden":/g, '"OrdenActuacion":'],
  [/"registros":/g, '"resultados":'],
  [/"sujetos":/g, '"listaSujetos":'],
  [/titulo-publicacion/g, 'titulo-publicacion-v2'],
  [/publish-date/g, 'fecha-publicacion'],
];

export function applySchemaDrift(body: string): string {
  return DRIFTS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), body);
}

/** Truncated JSON or HTML cut mid-tag: what a dropped connection or a broken proxy delivers. */
export function malform(body: string): string {
  const cut = Math.max(1, Math.floor(body.length * 0.6));
  return body.slice(0, cut);
}
