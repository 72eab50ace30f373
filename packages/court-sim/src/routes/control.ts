/** JSON control API under /__control: move the clock, inject faults, read request counters. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimClock } from '../clock.ts';
import type { FaultConfig, FaultInjector } from '../faults.ts';
import { type SimSource, type SimStats, SOURCES } from '../stats.ts';

export interface ControlDeps {
  clock: SimClock;
  faults: FaultInjector;
  stats(): SimStats;
  resetStats(): void;
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ error: message });
}

export function registerControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { clock, faults } = deps;

  app.get('/__control/clock', async () => ({ today: clock.today() }));

  // {"days": n} moves n calendar days; {"habiles": n} to the n-th next business day, where a
  // court can have news (a Saturday, Sunday or holiday brings none).
  app.post('/__control/clock/advance', async (request, reply) => {
    const body = (request.body ?? {}) as { days?: unknown; habiles?: unknown };
    if (body.habiles !== undefined) {
      if (typeof body.habiles !== 'number' || !Number.isInteger(body.habiles) || body.habiles < 1)
        return badRequest(reply, 'habiles debe ser un entero positivo');
      clock.advanceBusinessDays(body.habiles);
      return { today: clock.today() };
    }
    const days = body.days ?? 1;
    if (typeof days !== 'number' || !Number.isInteger(days))
      return badRequest(reply, 'days debe ser un entero');
    clock.advance(days);
    return { today: clock.today() };
  });

  app.post('/__control/clock/set', async (request, reply) => {
    const date = (request.body as { date?: unknown } | undefined)?.date;
    if (typeof date !== 'string') return badRequest(reply, 'date es obligatorio (AAAA-MM-DD)');
    try {
      clock.set(date);
    } catch (error) {
      return badRequest(reply, (error as Error).message);
    }
    return { today: clock.today() };
  });

  app.get('/__control/faults', async () => faults.get());

  app.post('/__control/faults', async (request, reply) => {
    const body = (request.body ?? {}) as FaultConfig & { source?: string };
    const { source, ...config } = body;
    if (!SOURCES.includes(source as SimSource))
      return badRequest(reply, `source debe ser uno de: ${SOURCES.join(', ')}`);
    try {
      faults.set(source as SimSource, config);
    } catch (error) {
      return badRequest(reply, (error as Error).message);
    }
    return faults.get();
  });

  app.delete('/__control/faults', async (request) => {
    const source = (request.query as { source?: string }).source;
    faults.clear(SOURCES.includes(source as SimSource) ? (source as SimSource) : undefined);
    return faults.get();
  });

  app.get('/__control/stats', async () => deps.stats());

  app.post('/__control/stats/reset', async () => {
    deps.resetStats();
    return deps.stats();
  });
}
