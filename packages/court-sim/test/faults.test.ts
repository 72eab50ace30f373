import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CourtSim, startCourtSim } from '../src/index.ts';
import { publicRadicados, TODAY } from './helpers.ts';

let sim: CourtSim;
beforeEach(async () => {
  sim = await startCourtSim({ today: TODAY });
});
afterEach(async () => {
  await sim.close();
});

const searchUrl = (numero: string) =>
  `${sim.url}/cpnu/api/v2/Procesos/Consulta/NumeroRadicacion?numero=${numero}&SoloActivos=false&pagina=1`;

async function statuses(count: number): Promise<number[]> {
  const radicado = publicRadicados()[0];
  const result: number[] = [];
  for (let index = 0; index < count; index++) result.push((await fetch(searchUrl(radicado))).status);
  return result;
}

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${sim.url}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('fault injection', () => {
  it('is reproducible: the same configuration fails the same requests', async () => {
    await control('faults', 'POST', { source: 'cpnu', errorRate: 0.3, timeoutRate: 0.2 });
    const first = await statuses(40);
    await control('faults', 'POST', { source: 'cpnu', errorRate: 0.3, timeoutRate: 0.2 });
    const second = await statuses(40);
    expect(second).toEqual(first);
    expect(first.filter((status) => status === 200).length).toBeGreaterThan(10);
    expect(first.some((status) => status >= 500)).toBe(true);
    expect(first).toContain(404);
    const stats = (await control('stats', 'GET')).body as {
      faults: { cpnu: { error: number; timeout: number } };
    };
    expect(stats.faults.cpnu.error).toBe(2 * first.filter((status) => status >= 500).length);
  });

  it('returns CPNU transient timeouts as a 404 with "Timeout Expired"', async () => {
    sim.faults.set('cpnu', { timeoutRate: 1 });
    const response = await fetch(searchUrl(publicRadicados()[0]));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { Message: string }).Message).toMatch(/^Timeout Expired/);
  });

  it('answers 403 after a burst and recovers after the ban', async () => {
    // A ban long enough that the fifth request still falls in it on a loaded machine (150 ms did
    // not once, with CI and two servers beside it).
    sim.faults.set('cpnu', { burst403: { afterRequests: 3, forMs: 2_000 } });
    expect(await statuses(5)).toEqual([200, 200, 200, 403, 403]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await statuses(1)).toEqual([200]);
  });

  it('drifts the schema and truncates bodies when asked', async () => {
    sim.faults.set('cpnu', { schemaDrift: true });
    const drifted = (await (await fetch(searchUrl(publicRadicados()[0]))).json()) as Record<string, unknown>;
    expect(drifted.listaProcesos).toBeDefined();
    expect(drifted.procesos).toBeUndefined();
    sim.faults.set('cpnu', { malformedRate: 1 });
    const text = await (await fetch(searchUrl(publicRadicados()[0]))).text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('leaves other sources alone and can be cleared', async () => {
    sim.faults.set('cpnu', { errorRate: 1 });
    const samai = await fetch(`${sim.url}/samai/api/BuscarProcesoTodoSamai/${publicRadicados()[0]}/2`);
    expect(samai.status).toBe(200);
    expect((await control('faults', 'DELETE')).body).toEqual({});
    expect(await statuses(2)).toEqual([200, 200]);
  });

  it('counts requests per source and route, and resets', async () => {
    await statuses(3);
    const stats = (await control('stats', 'GET')).body as {
      bySource: { cpnu: number };
      byRoute: Record<string, number>;
    };
    expect(stats.bySource.cpnu).toBe(3);
    expect(stats.byRoute['GET /cpnu/api/v2/Procesos/Consulta/NumeroRadicacion']).toBe(3);
    const reset = (await control('stats/reset', 'POST')).body as { total: number };
    expect(reset.total).toBe(0);
  });

  it('rejects bad control input', async () => {
    expect((await control('faults', 'POST', { source: 'tyba' })).status).toBe(400);
    expect((await control('faults', 'POST', { source: 'cpnu', errorRate: 2 })).status).toBe(400);
    expect((await control('clock/set', 'POST', { date: '2026-02-30' })).status).toBe(400);
    expect((await control('clock/set', 'POST', { date: '2026-05-04' })).body).toEqual({
      today: '2026-05-04',
    });
  });
});
