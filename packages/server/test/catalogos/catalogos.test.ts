/** The reference lists answer the contract's shapes (contrato/catalogos) behind the public api key. */
import { PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import type { Corporacion, Juzgado, OpcionCatalogo } from '@expediente/domain/contrato/catalogos';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

const { app } = await createTestApp();
const headers = { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY };
const leer = async <T>(url: string) => {
  const response = await app.inject({ url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T[]>();
};

describe('catalogues', () => {
  it('need the public api key', async () => {
    expect((await app.inject({ url: '/api/Ciudades' })).statusCode).toBe(401);
  });

  it('list cities and a city’s Rama entities with the seed’s Id and Nombre', async () => {
    const ciudades = await leer<OpcionCatalogo>('/api/Ciudades');
    expect(ciudades).toContainEqual({ Id: '66001', Nombre: expect.stringMatching(/^Pereira/) });
    const entidades = await leer<OpcionCatalogo>('/api/Ciudades/66001/Entidades');
    expect(entidades.length).toBeGreaterThan(0);
    expect(Object.keys(entidades[0] ?? {}).sort()).toEqual(['Id', 'Nombre']);
  });

  it('answer 400 for a city code that is not five digits and 404 for an unknown one', async () => {
    expect((await app.inject({ url: '/api/Ciudades/660/Entidades', headers })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/Ciudades/99999/Entidades', headers })).statusCode).toBe(404);
  });

  it('list corporations and the courts of each source', async () => {
    const corporaciones = await leer<Corporacion>('/api/Corporaciones/Todos');
    expect(corporaciones).toContainEqual({ codigo: '1100103', nombre: 'CONSEJO DE ESTADO' });
    const [general, siugj, pp] = await Promise.all(
      ['/api/juzgados', '/api/juzgados/SIUGJ', '/api/juzgados/PublicacionesProcesales'].map((url) =>
        leer<Juzgado>(url),
      ),
    );
    expect(general?.[0]?.id).toMatch(/^\d{12}$/);
    expect(siugj?.every((juzgado) => juzgado.nombreDespacho.startsWith('SIUGJ - '))).toBe(true);
    expect(pp?.length).toBe(general?.length);
  });
});
