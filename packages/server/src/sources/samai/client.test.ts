import { describe, expect, it } from 'vitest';
import { BlockedSourceError, NotFoundInSourceError } from '../errors.ts';
import { fakeHttp, fixtureReader } from '../test-support.ts';
import { SamaiConnector } from './client.ts';

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

  it('reports a 401 (missing ApiKey) as blocked', async () => {
    const { http } = fakeHttp(() => ({ status: 401, body: '' }));
    await expect(
      samai(http).getActuacionesSince({ radicado: RADICADO, idProceso: `${RADICADO}${TOLIMA}` }),
    ).rejects.toBeInstanceOf(BlockedSourceError);
  });
});
