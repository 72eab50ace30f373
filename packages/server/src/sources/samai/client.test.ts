import { describe, expect, it } from 'vitest';
import { BlockedSourceError, NotFoundInSourceError } from '../errors.ts';
import { PoliteHttpClient } from '../http/polite-client.ts';
import { fakeHttp, fixtureReader } from '../test-support.ts';
import { corporacionesPublicas, SamaiConnector } from './client.ts';

const fixture = fixtureReader(import.meta.url);
/** The recorded process (fixtures/*.provenance.txt): an acción popular at the Tribunal del Tolima. */
const RADICADO = '73001233300020190034300';
const TOLIMA = '7300123';
const NO_ENCONTRADO = '{"auditoria": {}}';

function samai(
  http: ReturnType<typeof fakeHttp>['http'],
  options: { apiKey?: string; extra?: string[] } = {},
) {
  return new SamaiConnector({
    fuenteId: 4,
    baseUrl: 'https://samai.test/api',
    http,
    apiKey: options.apiKey,
    extraCorporaciones: options.extra,
  });
}

describe('SamaiConnector', () => {
  it('asks the radicado’s corporación, then the extra ones; {"auditoria": {}} means not there', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.pathname.includes(`/${TOLIMA}/`)
        ? { body: fixture('datos-proceso.json') }
        : { body: NO_ENCONTRADO },
    );
    const found = await samai(http, { extra: ['1100103'] }).findRadicado(RADICADO);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual([`${RADICADO}${TOLIMA}`]);
    expect(found[0].despacho).toBe('TRIBUNAL ADMINISTRATIVO DE TOLIMA');
    expect(calls).toEqual([
      `/api/BuscarProcesoTodoSamai/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/${TOLIMA}/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/1100103/${RADICADO}/2`,
    ]);
  });

  it('finds nothing when every corporación answers {"auditoria": {}}', async () => {
    const { http } = fakeHttp(() => ({ body: NO_ENCONTRADO }));
    expect(await samai(http).findRadicado(RADICADO)).toEqual([]);
    await expect(
      samai(http).getDetail({ radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` }),
    ).rejects.toBeInstanceOf(NotFoundInSourceError);
  });

  it('keeps one process when two corporations answer with the same office', async () => {
    const { http } = fakeHttp((url) =>
      url.pathname.includes('BuscarProcesoTodoSamai')
        ? { body: '[{"Corporacion":"1100103"}]' }
        : { body: fixture('datos-proceso.json') },
    );
    const found = await samai(http).findRadicado(RADICADO);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual([`${RADICADO}${TOLIMA}`]);
  });

  it('reads actuaciones since a known Orden from HistorialActuaciones and sends the ApiKey', async () => {
    const apiKeys: (string | null)[] = [];
    const { http, calls } = fakeHttp((_url, init) => {
      apiKeys.push(new Headers(init?.headers).get('ApiKey'));
      return { body: fixture('historial.json') };
    });
    const fresh = await samai(http, { apiKey: 'clave-de-prueba' }).getActuacionesSince(
      { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` },
      '175',
    );
    expect(fresh.map((actuacion) => actuacion.key)).toEqual(['177', '176']);
    expect(calls).toEqual([`/api/Procesos/HistorialActuaciones/${TOLIMA}/${RADICADO}/2`]);
    expect(apiKeys).toEqual(['clave-de-prueba']);
  });

  it('sends no ApiKey header when none is configured', async () => {
    let hasApiKey = true;
    const { http } = fakeHttp((_url, init) => {
      hasApiKey = new Headers(init?.headers).has('ApiKey');
      return { body: fixture('historial.json') };
    });
    await samai(http).getActuacionesSince({ radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` });
    expect(hasApiKey).toBe(false);
  });

  it('reads documents from ObtenerDatosProcesoGet, the only answer that lists them', async () => {
    const { http, calls } = fakeHttp(() => ({ body: fixture('datos-proceso.json') }));
    const documentos = await samai(http).getDocuments({
      radicado: RADICADO,
      idProceso: `${RADICADO}${TOLIMA}`,
    });
    expect(documentos).toHaveLength(5);
    expect(documentos[0].url).toBe(
      `https://samai.test/api/DescargarProvidenciaPublica/${TOLIMA}/${RADICADO}/${documentos[0].id}/2`,
    );
    expect(calls).toEqual([`/api/ObtenerDatosProcesoGet/${TOLIMA}/${RADICADO}/2`]);
  });

  it('a 401 on HistorialActuaciones falls back to the envelope’s actuaciones and marks only that call', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.pathname.includes('HistorialActuaciones')
        ? { status: 401, body: '{"Message":"Authorization has been denied for this request."}' }
        : { body: fixture('datos-proceso.json') },
    );
    const connector = samai(http);
    const ref = { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` };
    const fresh = await connector.getActuacionesSince(ref, '175');
    expect(fresh.map((actuacion) => actuacion.key)).toEqual(['177', '176']);
    expect(connector.endpointsNeedingApiKey()).toEqual(['HistorialActuaciones']);
    // Within the window the 401 call is not asked again; the public calls of the host go on.
    await connector.getActuacionesSince(ref, '175');
    expect((await connector.getDetail(ref)).radicado).toBe(RADICADO);
    expect(calls).toEqual([
      `/api/Procesos/HistorialActuaciones/${TOLIMA}/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/${TOLIMA}/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/${TOLIMA}/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/${TOLIMA}/${RADICADO}/2`,
    ]);
  });

  it('the envelope’s fallback gives the same actuaciones HistorialActuaciones gives', async () => {
    const ref = { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` };
    const direct = await samai(
      fakeHttp(() => ({ body: fixture('historial.json') })).http,
    ).getActuacionesSince(ref);
    const { http } = fakeHttp((url) =>
      url.pathname.includes('HistorialActuaciones')
        ? { status: 401, body: '' }
        : { body: fixture('datos-proceso.json') },
    );
    expect(await samai(http).getActuacionesSince(ref)).toEqual(direct);
  });

  it('a case is still found when the search answers 401, through the public ObtenerDatosProcesoGet', async () => {
    const { http, calls } = fakeHttp((url) => {
      if (url.pathname.includes('BuscarProcesoTodoSamai')) return { status: 401, body: '' };
      return url.pathname.includes(`/${TOLIMA}/`)
        ? { body: fixture('datos-proceso.json') }
        : { body: NO_ENCONTRADO };
    });
    const connector = samai(http, { extra: ['1100103'] });
    const found = await connector.findRadicado(RADICADO);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual([`${RADICADO}${TOLIMA}`]);
    expect(connector.endpointsNeedingApiKey()).toEqual(['BuscarProcesoTodoSamai']);
    await connector.findRadicado(RADICADO);
    expect(calls.filter((call) => call.includes('BuscarProcesoTodoSamai'))).toHaveLength(1);
    expect(calls.filter((call) => call.includes('ObtenerDatosProcesoGet'))).toHaveLength(4);
  });

  it('without the search, asks the radicado’s corporación, its department’s tribunal and the Consejo de Estado', async () => {
    const juzgado = '11001333503020240010001';
    const { http, calls } = fakeHttp((url) =>
      url.pathname.includes('BuscarProcesoTodoSamai') ? { status: 401, body: '' } : { body: NO_ENCONTRADO },
    );
    expect(await samai(http).findRadicado(juzgado)).toEqual([]);
    expect(calls.slice(1)).toEqual([
      `/api/ObtenerDatosProcesoGet/1100133/${juzgado}/2`,
      `/api/ObtenerDatosProcesoGet/2500023/${juzgado}/2`,
      `/api/ObtenerDatosProcesoGet/1100103/${juzgado}/2`,
    ]);
    expect(corporacionesPublicas('73001233300020190034300')).toEqual([TOLIMA, '1100103']);
    expect(corporacionesPublicas('91001333300120240000100')).toEqual(['9100133', '1100103']);
  });

  it('asks a 401 endpoint again after the recheck window, and forgets the mark when it answers', async () => {
    let now = 0;
    let isRestricted = true;
    const calls: string[] = [];
    const http = new PoliteHttpClient({
      retries: 0,
      host: { minIntervalMs: 0 },
      clock: { now: () => now, sleep: async () => {} },
      fetch: async (input) => {
        const url = new URL(String(input));
        calls.push(url.pathname);
        if (url.pathname.includes('HistorialActuaciones')) {
          return isRestricted
            ? new Response('', { status: 401 })
            : new Response(fixture('historial.json'), { status: 200 });
        }
        return new Response(fixture('datos-proceso.json'), { status: 200 });
      },
    });
    const connector = new SamaiConnector({
      fuenteId: 4,
      baseUrl: 'https://samai.test/api',
      http,
      apiKeyRecheckMs: 1_000,
    });
    const ref = { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` };
    await connector.getActuacionesSince(ref);
    now = 999;
    await connector.getActuacionesSince(ref);
    expect(calls.filter((call) => call.includes('HistorialActuaciones'))).toHaveLength(1);
    now = 1_000;
    isRestricted = false;
    await connector.getActuacionesSince(ref);
    expect(calls.filter((call) => call.includes('HistorialActuaciones'))).toHaveLength(2);
    expect(connector.endpointsNeedingApiKey()).toEqual([]);
  });

  it('a 401 never pauses the host, a WAF 403 does', async () => {
    const { http } = fakeHttp((url) =>
      url.pathname.includes('HistorialActuaciones') ? { status: 401, body: '' } : { status: 403, body: '' },
    );
    const connector = samai(http);
    const ref = { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` };
    // The 401 is absorbed; the fallback call meets the 403 and that one is a blocked source.
    await expect(connector.getActuacionesSince(ref)).rejects.toBeInstanceOf(BlockedSourceError);
    await expect(connector.getDetail(ref)).rejects.toThrow(/en pausa/);
  });

  it('a 401 on the public ObtenerDatosProcesoGet itself is a blocked source, without pausing the host', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.pathname.includes('ObtenerDatosProcesoGet') ? { status: 401, body: '' } : { body: '[]' },
    );
    const connector = samai(http);
    const ref = { radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` };
    await expect(connector.getDetail(ref)).rejects.toThrow(/SOURCE_SAMAI_API_KEY/);
    await expect(connector.getDetail(ref)).rejects.toThrow(/SOURCE_SAMAI_API_KEY/);
    expect(calls).toHaveLength(2);
  });
});
