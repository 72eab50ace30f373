import { FUENTES } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { CpnuConnector } from './cpnu/client.ts';
import { PublicacionesConnector } from './publicaciones/client.ts';
import { createSourceRegistry, PRODUCTION_BASE_URLS, simulatorBaseUrls } from './registry.ts';
import { SamaiConnector } from './samai/client.ts';
import { SiugjConnector } from './siugj/client.ts';
import { isPublicationConnector } from './types.ts';

describe('source registry', () => {
  const registry = createSourceRegistry({ baseUrls: PRODUCTION_BASE_URLS });

  it('gives every seed source a connector that knows its id', () => {
    for (const fuente of FUENTES) expect(registry.get(fuente.id).fuenteId).toBe(fuente.id);
    expect(registry.all()).toHaveLength(7);
  });

  it('maps Rama, Tyba and Unificada to CPNU, Samai to samaicore, EE and PP to Publicaciones, SIUGJ to SIUGJ', () => {
    expect([0, 1, 2].map((id) => registry.get(id as 0 | 1 | 2) instanceof CpnuConnector)).toEqual([
      true,
      true,
      true,
    ]);
    expect(registry.get(4)).toBeInstanceOf(SamaiConnector);
    expect(registry.get(3)).toBeInstanceOf(PublicacionesConnector);
    expect(registry.get(6)).toBeInstanceOf(PublicacionesConnector);
    expect(registry.get(5)).toBeInstanceOf(SiugjConnector);
  });

  it('offers publications exactly for the sources that yield coincidencias', () => {
    const publishing = FUENTES.filter((fuente) => isPublicationConnector(registry.get(fuente.id))).map(
      (fuente) => fuente.codigo,
    );
    expect(publishing).toEqual(
      FUENTES.filter((fuente) => fuente.produce === 'coincidencias').map((f) => f.codigo),
    );
    expect(() => registry.getPublications(2)).toThrow(RangeError);
  });

  it('builds the simulator URLs under one host', () => {
    expect(simulatorBaseUrls('http://127.0.0.1:4000/')).toEqual({
      cpnu: 'http://127.0.0.1:4000/cpnu/api/v2',
      samai: 'http://127.0.0.1:4000/samai/api',
      publicaciones: 'http://127.0.0.1:4000/publicaciones',
      siugj: 'http://127.0.0.1:4000/siugj',
      siugjPublicaciones: 'http://127.0.0.1:4000/siugj/publicaciones',
    });
  });
});
