/** Builds the one Fastify server that hosts every simulated source, the control API and the hooks. */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Actividad } from './actividad.ts';
import { createClock, type SimClock } from './clock.ts';
import { createContext } from './context.ts';
import {
  applySchemaDrift,
  type FaultConfig,
  type FaultDecision,
  FaultInjector,
  faultResponse,
  malform,
  UNAUTHORIZED,
} from './faults.ts';
import { registerControlRoutes } from './routes/control.ts';
import { registerCpnuRoutes } from './routes/cpnu.ts';
import { registerPublicacionesRoutes } from './routes/publicaciones.ts';
import { registerSamaiRoutes } from './routes/samai.ts';
import { registerSiugjRoutes } from './routes/siugj.ts';
import { emptyStats, type SimSource, type SimStats, sourceOfPath } from './stats.ts';

export interface CourtSimOptions {
  port?: number;
  host?: string;
  /** 'YYYY-MM-DD'; defaults to today in America/Bogota. */
  today?: string;
  logger?: boolean;
  /**
   * Which days processes move: 'hoy' (default, per-day draws the demo and the tests rely on) or
   * 'ajustada' (the chain fitted to real timelines; actividad-ajustada.ts).
   */
  actividad?: Actividad;
}

export interface CourtSim {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
  clock: SimClock;
  faults: {
    set(source: SimSource, config: FaultConfig): void;
    clear(source?: SimSource): void;
    get(): Partial<Record<SimSource, FaultConfig>>;
  };
  stats(): SimStats;
  resetStats(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function buildCourtSim(options: CourtSimOptions = {}) {
  const clock = createClock(options.today);
  const context = createContext(clock, options.actividad);
  const faults = new FaultInjector();
  let stats = emptyStats();
  const decisions = new WeakMap<FastifyRequest, { source: SimSource; decision: FaultDecision }>();
  const app = Fastify({ logger: options.logger ?? false });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    const source = sourceOfPath(request.url);
    if (!source) return;
    const route = `${request.method} ${request.routeOptions.url ?? 'sin-ruta'}`;
    stats.total++;
    stats.bySource[source]++;
    stats.byRoute[route] = (stats.byRoute[route] ?? 0) + 1;
    if (faults.isUnauthorized(source, request.url, request.headers.apikey)) {
      stats.faults[source].unauthorized++;
      decisions.set(request, { source, decision: UNAUTHORIZED });
      const { contentType, body } = faultResponse(source, UNAUTHORIZED);
      return reply.code(401).type(contentType).send(body);
    }
    const decision = faults.decide(source);
    decisions.set(request, { source, decision });
    if (decision.latencyMs > 0) {
      stats.faults[source].latency++;
      await sleep(decision.latencyMs);
    }
    if (decision.outcome === 'none') return;
    const kind = decision.outcome === 'forbidden' ? 'forbidden' : decision.outcome;
    stats.faults[source][kind]++;
    const { contentType, body } = faultResponse(source, decision);
    return reply.code(decision.status).type(contentType).send(body);
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const entry = decisions.get(request);
    if (entry?.decision.outcome !== 'none') return payload;
    let result = payload;
    if (entry.decision.schemaDrift && typeof result === 'string') result = applySchemaDrift(result);
    if (entry.decision.malformed) {
      stats.faults[entry.source].malformed++;
      if (typeof result === 'string') result = malform(result);
      else if (Buffer.isBuffer(result)) result = result.subarray(0, Math.floor(result.length * 0.6));
    }
    return result;
  });

  registerCpnuRoutes(app, context);
  registerSamaiRoutes(app, context);
  registerPublicacionesRoutes(app, context, { prefix: '/publicaciones', onlySiugj: false });
  registerPublicacionesRoutes(app, context, { prefix: '/siugj/publicaciones', onlySiugj: true });
  registerSiugjRoutes(app, context);
  registerControlRoutes(app, {
    clock,
    faults,
    stats: () => stats,
    resetStats: () => {
      stats = emptyStats();
    },
  });

  return {
    app,
    clock,
    faults: {
      set: (source: SimSource, config: FaultConfig) => faults.set(source, config),
      clear: (source?: SimSource) => faults.clear(source),
      get: () => faults.get(),
    },
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = emptyStats();
    },
  };
}

export async function startCourtSim(options: CourtSimOptions = {}): Promise<CourtSim> {
  const sim = buildCourtSim(options);
  const host = options.host ?? '127.0.0.1';
  await sim.app.listen({ port: options.port ?? 0, host });
  const address = sim.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { ...sim, url: `http://${urlHost}:${port}`, close: () => sim.app.close() };
}
