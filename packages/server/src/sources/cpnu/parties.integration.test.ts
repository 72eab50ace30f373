/** CPNU's parties end to end over HTTP: the simulator sends them as CPNU does, the connector cleans them. */
import {
  type CourtSim,
  hasEmplazados,
  isPrivate,
  procesosOf,
  sampleRadicados,
  startCourtSim,
} from '@expediente/court-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceRegistry, simulatorBaseUrls } from '../registry.ts';
import type { CpnuConnector } from './client.ts';
import { PROCESO_PRIVADO } from './parties.ts';

const SAMPLE = sampleRadicados(3000, 17);
let sim: CourtSim;
let unificada: CpnuConnector;

beforeAll(async () => {
  sim = await startCourtSim({ port: 0, today: '2026-03-20' });
  const registry = createSourceRegistry({
    baseUrls: simulatorBaseUrls(sim.url),
    http: { host: { minIntervalMs: 0 }, retries: 0, timeoutMs: 10_000 },
  });
  unificada = registry.get(2) as CpnuConnector;
});

afterAll(async () => {
  await sim.close();
});

async function searchRow(radicado: string) {
  const url = `${sim.url}/cpnu/api/v2/Procesos/Consulta/NumeroRadicacion?numero=${radicado}&SoloActivos=false&pagina=1`;
  const body = (await (await fetch(url)).json()) as { procesos: { sujetosProcesales: string }[] };
  return body.procesos[0];
}

describe('CPNU parties against the court simulator', () => {
  it('reads every emplazado of a cut list from /Proceso/Sujetos, across pages, with clean names', async () => {
    const radicado = SAMPLE.find(
      (candidate) =>
        hasEmplazados(candidate) && !isPrivate(candidate) && procesosOf(candidate)[0].emplazados.length > 45,
    ) as string;
    expect(radicado).toBeDefined();
    expect((await searchRow(radicado)).sujetosProcesales).toMatch(/\(Emplazado\) \.\.\.$/);
    const [simulado] = procesosOf(radicado);
    const before = sim.stats().byRoute['GET /cpnu/api/v2/Proceso/Sujetos/:idProceso'] ?? 0;
    const [proceso] = await unificada.findRadicado(radicado);
    const pages = (sim.stats().byRoute['GET /cpnu/api/v2/Proceso/Sujetos/:idProceso'] ?? 0) - before;
    expect(pages).toBe(2);
    expect(proceso.demandados).toHaveLength(simulado.demandados.length + simulado.emplazados.length);
    for (const nombre of [...proceso.demandantes, ...proceso.demandados]) {
      expect(nombre).not.toMatch(/[\r\n\t]|Emplazado|\s{2}|^\s|\s$/);
    }
  });

  it('cleans the Justicia XXI Web line breaks of a Tyba process with emplazados', async () => {
    const radicado = SAMPLE.find(
      (candidate) => hasEmplazados(candidate) && !isPrivate(candidate) && procesosOf(candidate)[0].esTyba,
    ) as string;
    expect(radicado).toBeDefined();
    expect((await searchRow(radicado)).sujetosProcesales).toMatch(/\r\n\t/);
    const [proceso] = await unificada.findRadicado(radicado);
    expect(proceso.sujetos[0].rol).toBe('Demandante/accionante');
    for (const sujeto of proceso.sujetos) expect(sujeto.nombre).not.toMatch(/[\r\n\t]|Emplazado/);
  });

  it('gives a private process no parties, though CPNU sends the marker', async () => {
    const radicado = SAMPLE.find(isPrivate) as string;
    expect((await searchRow(radicado)).sujetosProcesales).toBe(PROCESO_PRIVADO);
    const [proceso] = await unificada.findRadicado(radicado);
    expect(proceso).toMatchObject({ esPrivado: true, sujetos: [], demandantes: [], demandados: [] });
  });
});
