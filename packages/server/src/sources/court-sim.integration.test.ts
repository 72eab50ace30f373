/** The connectors against the court simulator: the same contracts, end to end over HTTP. */
import {
  type CourtSim,
  ENTIDADES_SAMAI,
  estadoDelDia,
  isNotFound,
  isPrivate,
  isSiugjDespacho,
  sampleRadicados,
  startCourtSim,
  toDay,
  toIso,
} from '@expediente/court-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CpnuConnector } from './cpnu/client.ts';
import { BlockedSourceError, SchemaDriftError, TransientSourceError } from './errors.ts';
import { createSourceRegistry, type SourceRegistry, simulatorBaseUrls } from './registry.ts';

const TODAY = '2026-03-20';
const PUBLIC = sampleRadicados(400, 42).filter((radicado) => !isNotFound(radicado) && !isPrivate(radicado));
const isAdministrative = (radicado: string) => ENTIDADES_SAMAI.has(radicado.slice(5, 7));

let sim: CourtSim;
let registry: SourceRegistry;

function freshRegistry(): SourceRegistry {
  return createSourceRegistry({
    baseUrls: simulatorBaseUrls(sim.url),
    http: { host: { minIntervalMs: 0 }, retries: 0, timeoutMs: 10_000, blockedBackoffMs: 60_000 },
    siugjUseBuscador: true,
  });
}

beforeAll(async () => {
  sim = await startCourtSim({ port: 0, today: TODAY });
  registry = freshRegistry();
});

afterAll(async () => {
  await sim.close();
});

describe('connectors against the court simulator', () => {
  it('finds a radicado in CPNU and reads its actuaciones since a known key', async () => {
    const unificada = registry.get(2);
    let chosen: { radicado: string; keys: string[] } | undefined;
    for (const radicado of PUBLIC.filter((candidate) => !isAdministrative(candidate)).slice(0, 20)) {
      const [proceso] = await unificada.findRadicado(radicado);
      if (!proceso) continue;
      const all = await unificada.getActuacionesSince(proceso.ref);
      if (all.length >= 3) {
        chosen = { radicado, keys: all.map((actuacion) => actuacion.key) };
        const since = await unificada.getActuacionesSince(proceso.ref, all[2].key);
        expect(since).toEqual(all.slice(0, 2));
        expect(all[0].fechaActuacion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(proceso.fechaUltimaActuacion).toBe(all[0].fechaActuacion);
        const detail = await unificada.getDetail(proceso.ref);
        expect(detail.radicado).toBe(radicado);
        expect(detail.codigoDespacho).toMatch(/^\d{12}$/);
        break;
      }
    }
    expect(chosen).toBeDefined();
  });

  it('lists an actuación’s documents in CPNU and downloads the PDF', async () => {
    const unificada = registry.get(2) as CpnuConnector;
    let downloaded: Uint8Array | undefined;
    for (const radicado of PUBLIC.filter((candidate) => !isAdministrative(candidate)).slice(0, 20)) {
      const [proceso] = await unificada.findRadicado(radicado);
      const documents = proceso ? await unificada.getDocuments(proceso.ref) : [];
      if (documents.length === 0) continue;
      expect(documents[0].actuacionKey).toMatch(/^\d+$/);
      downloaded = await unificada.downloadDocument(documents[0].id);
      break;
    }
    expect(downloaded).toBeDefined();
    expect(new TextDecoder().decode(downloaded?.slice(0, 5))).toBe('%PDF-');
  });

  it('splits CPNU procesos between Rama and Tyba without overlap', async () => {
    const radicados = PUBLIC.filter((candidate) => !isAdministrative(candidate)).slice(0, 30);
    let tybaCount = 0;
    let ramaCount = 0;
    for (const radicado of radicados) {
      const ids = async (fuenteId: 0 | 1 | 2) =>
        (await registry.get(fuenteId).findRadicado(radicado)).map((proceso) => proceso.ref.idProceso);
      const [rama, tyba, unificada] = [await ids(0), await ids(1), await ids(2)];
      expect([...rama, ...tyba].sort()).toEqual([...unificada].sort());
      tybaCount += tyba.length;
      ramaCount += rama.length;
    }
    // Both sides must be populated, or the split proves nothing.
    expect(tybaCount).toBeGreaterThan(0);
    expect(ramaCount).toBeGreaterThan(0);
  });

  it('finds an administrative radicado in SAMAI and reads its historial since an Orden', async () => {
    const samai = registry.get(4);
    const radicado = PUBLIC.find(isAdministrative);
    expect(radicado).toBeDefined();
    const [proceso] = await samai.findRadicado(radicado as string);
    expect(proceso.ref.idProceso.startsWith(radicado as string)).toBe(true);
    const all = await samai.getActuacionesSince(proceso.ref);
    expect(all.length).toBeGreaterThan(0);
    const since = await samai.getActuacionesSince(proceso.ref, all.at(-1)?.key);
    expect(since).toEqual(all.slice(0, -1));
    const detail = await samai.getDetail(proceso.ref);
    expect(detail.urlDespacho).toContain(proceso.ref.idProceso);
  });

  it('SAMAI wanting an ApiKey (401 on search and historial): the case is still found and read, host not paused', async () => {
    const radicado = PUBLIC.find(isAdministrative) as string;
    const expected = await registry
      .get(4)
      .getActuacionesSince((await registry.get(4).findRadicado(radicado))[0].ref);
    sim.faults.set('samai', { requireApiKey: 'clave-del-consejo' });
    sim.resetStats();
    try {
      const withoutKey = freshRegistry().get(4);
      const [proceso] = await withoutKey.findRadicado(radicado);
      expect(proceso.radicado).toBe(radicado);
      expect(await withoutKey.getActuacionesSince(proceso.ref)).toEqual(expected);
      expect((await withoutKey.getDetail(proceso.ref)).radicado).toBe(radicado);
      const refused = sim.stats();
      expect(refused.faults.samai.unauthorized).toBe(2);
      expect(refused.faults.samai.forbidden).toBe(0);

      sim.resetStats();
      const withKey = createSourceRegistry({
        baseUrls: simulatorBaseUrls(sim.url),
        http: { host: { minIntervalMs: 0 }, retries: 0, timeoutMs: 10_000 },
        samaiApiKey: 'clave-del-consejo',
      }).get(4);
      const [keyed] = await withKey.findRadicado(radicado);
      expect(await withKey.getActuacionesSince(keyed.ref)).toEqual(expected);
      const accepted = sim.stats();
      expect(accepted.faults.samai.unauthorized).toBe(0);
      expect(
        accepted.byRoute['GET /samai/api/Procesos/HistorialActuaciones/:corporacion/:radicado/:modo'],
      ).toBe(1);
    } finally {
      sim.faults.clear('samai');
    }
  });

  it('reads SIUGJ actuaciones with the same keys CPNU gives', async () => {
    const radicado = PUBLIC.find(
      (candidate) => !isAdministrative(candidate) && isSiugjDespacho(candidate.slice(0, 12)),
    );
    expect(radicado).toBeDefined();
    const [proceso] = await registry.get(5).findRadicado(radicado as string);
    expect(proceso.radicado).toBe(radicado);
    const siugj = await registry.get(5).getActuacionesSince(proceso.ref);
    const [cpnuProceso] = await registry.get(2).findRadicado(radicado as string);
    const cpnu = await registry.get(2).getActuacionesSince(cpnuProceso.ref);
    expect(siugj.map((actuacion) => actuacion.key)).toEqual(cpnu.map((actuacion) => actuacion.key));
  });

  it('lists a despacho’s publications for a date and extracts the estado PDF’s text', async () => {
    const publicaciones = registry.getPublications(6);
    const radicado = PUBLIC.find((candidate) => !isAdministrative(candidate)) as string;
    const codigo = radicado.slice(0, 12);
    let day = toDay(TODAY);
    while (estadoDelDia(codigo, day).length === 0) day -= 1;
    const date = toIso(day);

    const listed = await publicaciones.listPublications(codigo, date);
    expect(listed).toHaveLength(1);
    expect(listed[0].fecha).toBe(date);
    expect(listed[0].tipo).toBe('Notificaciones por Estados');

    const documents = await publicaciones.getPublicationDocuments(listed[0].articleId);
    expect(documents).toHaveLength(1);
    const pages = await publicaciones.getDocumentText(documents[0].url);
    const text = pages.join('\n');
    for (const fila of estadoDelDia(codigo, day)) expect(text).toContain(fila.radicadoImpreso);
  });

  it('fails loudly on schema drift and backs off on 403', async () => {
    const radicado = PUBLIC.find((candidate) => !isAdministrative(candidate)) as string;
    sim.faults.set('cpnu', { schemaDrift: true });
    await expect(registry.get(2).findRadicado(radicado)).rejects.toBeInstanceOf(SchemaDriftError);

    sim.faults.set('cpnu', { timeoutRate: 1 });
    await expect(registry.get(2).findRadicado(radicado)).rejects.toBeInstanceOf(TransientSourceError);

    sim.faults.set('cpnu', { malformedRate: 1 });
    await expect(registry.get(2).findRadicado(radicado)).rejects.toBeInstanceOf(SchemaDriftError);
    sim.faults.set('publicaciones', { malformedRate: 1 });
    await expect(
      registry.getPublications(6).listPublications(radicado.slice(0, 12), TODAY),
    ).rejects.toBeInstanceOf(SchemaDriftError);
    sim.faults.clear();

    const isolated = freshRegistry();
    sim.faults.set('cpnu', { burst403: { afterRequests: 0, forMs: 60_000 } });
    await expect(isolated.get(2).findRadicado(radicado)).rejects.toBeInstanceOf(BlockedSourceError);
    const before = sim.stats().total;
    await expect(isolated.get(2).findRadicado(radicado)).rejects.toBeInstanceOf(BlockedSourceError);
    expect(sim.stats().total).toBe(before);
    sim.faults.clear();
  });
});
