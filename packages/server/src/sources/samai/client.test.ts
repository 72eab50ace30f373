import { describe, expect, it } from 'vitest';
import { BlockedSourceError } from '../errors.ts';
import { fakeHttp, fixtureReader } from '../test-support.ts';
import { SamaiConnector } from './client.ts';

const fixture = fixtureReader(import.meta.url);
const RADICADO = '11001333503020240010001';

describe('SamaiConnector', () => {
  it('tries the radicado’s corporación, then the extra ones, and finds the appeal', async () => {
    const { http, calls } = fakeHttp((url) =>
      url.pathname.includes('/2500023/')
        ? { body: fixture('datos-proceso.json') }
        : { status: 404, body: '' },
    );
    const samai = new SamaiConnector({
      fuenteId: 4,
      baseUrl: 'https://samai.test/api',
      http,
      extraCorporaciones: ['2500023'],
    });
    const found = await samai.findRadicado(RADICADO);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual([`${RADICADO}2500023`]);
    expect(calls).toEqual([
      `/api/BuscarProcesoTodoSamai/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/1100133/${RADICADO}/2`,
      `/api/ObtenerDatosProcesoGet/2500023/${RADICADO}/2`,
    ]);
  });

  it('follows the corporations BuscarProcesoTodoSamai names', async () => {
    const { http, calls } = fakeHttp((url) => {
      if (url.pathname.includes('BuscarProcesoTodoSamai')) return { body: '[{"Corporacion":"2500023"}]' };
      return url.pathname.includes('/2500023/')
        ? { body: fixture('datos-proceso.json') }
        : { status: 404, body: '' };
    });
    const samai = new SamaiConnector({ fuenteId: 4, baseUrl: 'https://samai.test/api', http });
    const found = await samai.findRadicado(RADICADO);
    expect(found.map((proceso) => proceso.ref.idProceso)).toEqual([`${RADICADO}2500023`]);
    expect(calls).toContain(`/api/ObtenerDatosProcesoGet/2500023/${RADICADO}/2`);
  });

  it('reads actuaciones since a known Orden and sends the ApiKey', async () => {
    let apiKey: string | null = null;
    const { http } = fakeHttp((_url, init) => {
      apiKey = new Headers(init?.headers).get('ApiKey');
      return { body: fixture('historial.json') };
    });
    const samai = new SamaiConnector({
      fuenteId: 4,
      baseUrl: 'https://samai.test/api',
      http,
      apiKey: 'clave',
    });
    const fresh = await samai.getActuacionesSince(
      { radicado: RADICADO, idProceso: `${RADICADO}2500023` },
      '2',
    );
    expect(fresh.map((actuacion) => actuacion.key)).toEqual(['3']);
    expect(apiKey).toBe('clave');
  });

  it('reports a 401 (missing ApiKey) as blocked', async () => {
    const { http } = fakeHttp(() => ({ status: 401, body: '' }));
    const samai = new SamaiConnector({ fuenteId: 4, baseUrl: 'https://samai.test/api', http });
    await expect(
      samai.getActuacionesSince({ radicado: RADICADO, idProceso: `${RADICADO}2500023` }),
    ).rejects.toBeInstanceOf(BlockedSourceError);
  });
});
