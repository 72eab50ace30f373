/**
 * Chooses where the engine reads the courts: the court simulator (started in this process, or a
 * running one) in development, demo and tests; the courts' real hosts in production.
 */

import { type Clock, simulatorClock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { fetchPorProxy } from './sources/http/egreso.ts';
import {
  createSourceRegistry,
  PRODUCTION_BASE_URLS,
  type SourceBaseUrls,
  type SourceRegistry,
  simulatorBaseUrls,
} from './sources/registry.ts';

export interface SourcesSetup {
  sources: SourceRegistry;
  clock: Clock;
  simulatorUrl: string | null;
  close(): Promise<void>;
}

async function simulatorUrlFor(config: Config): Promise<{ url: string; close(): Promise<void> }> {
  if (config.COURT_SIM_URL) return { url: config.COURT_SIM_URL.replace(/\/+$/, ''), close: async () => {} };
  const existing = `http://127.0.0.1:${config.COURT_SIM_PORT}`;
  // A web process and a `npm run sweep` share one simulator: reuse it when it already runs.
  const isRunning = await fetch(`${existing}/__control/clock`, { signal: AbortSignal.timeout(500) }).then(
    (response) => response.ok,
    () => false,
  );
  if (isRunning && config.COURT_SIM_PORT !== 0) return { url: existing, close: async () => {} };
  // Imported only here: production never loads the simulator.
  const { startCourtSim } = await import('@expediente/court-sim');
  const sim = await startCourtSim({
    port: config.COURT_SIM_PORT,
    host: '127.0.0.1',
    today: config.COURT_SIM_TODAY,
  });
  return { url: sim.url, close: () => sim.close() };
}

export async function setupSources(config: Config): Promise<SourcesSetup> {
  let baseUrls: SourceBaseUrls = PRODUCTION_BASE_URLS;
  let clock: Clock = systemClock;
  let simulatorUrl: string | null = null;
  let close = async () => {};
  if (config.useSimulator) {
    const sim = await simulatorUrlFor(config);
    simulatorUrl = sim.url;
    baseUrls = simulatorBaseUrls(sim.url);
    clock = simulatorClock(sim.url);
    close = sim.close;
  }
  baseUrls = {
    ...baseUrls,
    cpnu: config.SOURCE_CPNU_URL ?? baseUrls.cpnu,
    samai: config.SOURCE_SAMAI_URL ?? baseUrls.samai,
    publicaciones: config.SOURCE_PUBLICACIONES_URL ?? baseUrls.publicaciones,
    siugj: config.SOURCE_SIUGJ_URL ?? baseUrls.siugj,
  };
  const proxy = config.EGRESS_PROXY_URL ? fetchPorProxy(config.EGRESS_PROXY_URL) : null;
  if (proxy) {
    const closeSim = close;
    close = async () => {
      await proxy.close();
      await closeSim();
    };
  }
  const sources = createSourceRegistry({
    baseUrls,
    samaiApiKey: config.SOURCE_SAMAI_API_KEY,
    http: {
      userAgent: `ExpedienteDigital/1.0 (+mailto:${config.SOURCE_CONTACT})`,
      timeoutMs: config.SOURCE_TIMEOUT_MS,
      ...(proxy ? { fetch: proxy.fetch } : {}),
      host: {
        maxConcurrent: config.SOURCE_MAX_CONCURRENT ?? (config.useSimulator ? 8 : 1),
        minIntervalMs: config.SOURCE_MIN_INTERVAL_MS ?? (config.useSimulator ? 0 : 1000),
      },
      ...(config.useSimulator ? { retryBaseDelayMs: 200, blockedBackoffMs: 5_000 } : {}),
    },
  });
  return { sources, clock, simulatorUrl, close };
}
