/**
 * Whether another page follows (`haySiguiente`, decision 0020): the web's list reads one row more
 * than it shows instead of counting a search's matches, so the flag must be right exactly at the
 * multiples of the page size, with and without a search, on the first pages (read off the order's
 * index) and on the deep ones (one pass over the matches). The number of matches stays exact where
 * it is read: /Buscar/Preview for the web, `total` in the public API.
 */
import { ORDERS, PAGE_SIZE } from '@expediente/domain/contrato/expedientes';
import { describe, expect, it } from 'vitest';
import { expedientes } from '../../src/db/schema-expedientes.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { uniqueRadicado } from './factories.ts';

const { app, deps } = await createTestApp();

interface PaginaWeb {
  expedientes: { id: number }[];
  total: number | null;
  totalPaginas: number | null;
  haySiguiente: boolean;
}

async function pagina(abogado: CreatedAbogado, query: string): Promise<PaginaWeb> {
  const response = await app.inject({ url: `/api/Expedientes?${query}`, headers: abogado.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function preview(abogado: CreatedAbogado, texto: string): Promise<number> {
  const response = await app.inject({
    url: `/api/Expedientes/V1/Buscar/Preview?queryString=${encodeURIComponent(texto)}`,
    headers: abogado.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalExpedientesEncontrados;
}

/** An account with `coinciden` cases whose plaintiff is 'Banco Agrario' and `otros` that are not. */
async function cuenta(coinciden: number, otros = 3): Promise<CreatedAbogado> {
  const abogado = await createAbogado(deps);
  const filas = Array.from({ length: coinciden + otros }, (_, index) => ({
    idAbogado: abogado.id,
    numero: uniqueRadicado(),
    demandantes: index < coinciden ? 'Banco Agrario' : 'Ana Restrepo',
  }));
  if (filas.length) await deps.db.insert(expedientes).values(filas);
  return abogado;
}

/** [cases on the page, haySiguiente] for pages 1..n. */
async function recorrido(abogado: CreatedAbogado, query: string, paginas: number) {
  return Promise.all(
    Array.from({ length: paginas }, async (_, index) => {
      const leida = await pagina(abogado, `pagina=${index + 1}&${query}`);
      return [leida.expedientes.length, leida.haySiguiente];
    }),
  );
}

describe('haySiguiente without a search (the kept count)', () => {
  it('is false on the last page exactly at a multiple of the page size', async () => {
    const vacia = await cuenta(0, 0);
    expect(await pagina(vacia, 'pagina=1')).toMatchObject({ total: 0, totalPaginas: 0, haySiguiente: false });
    const veinte = await cuenta(0, PAGE_SIZE);
    expect(await recorrido(veinte, 'ordenadoPor=fechacreacion', 2)).toEqual([
      [20, false],
      [0, false],
    ]);
    const cuarenta = await cuenta(0, 2 * PAGE_SIZE);
    expect(await recorrido(cuarenta, 'ordenadoPor=losquenohancambiado', 3)).toEqual([
      [20, true],
      [20, false],
      [0, false],
    ]);
    const cuarentaYUno = await cuenta(0, 2 * PAGE_SIZE + 1);
    expect(await recorrido(cuarentaYUno, 'ordenadoPor=termino', 3)).toEqual([
      [20, true],
      [20, true],
      [1, false],
    ]);
    expect(await pagina(cuarentaYUno, 'pagina=3')).toMatchObject({ total: 41, totalPaginas: 3 });
  });
});

describe('haySiguiente with a search (nothing counted by the web list)', () => {
  it('with 0, 1 and many matches, total null, and the preview counts them', async () => {
    const abogado = await cuenta(0);
    expect(await pagina(abogado, 'queryString=banco')).toEqual(
      expect.objectContaining({ expedientes: [], total: null, totalPaginas: null, haySiguiente: false }),
    );
    expect(await preview(abogado, 'banco')).toBe(0);

    const una = await cuenta(1);
    const leida = await pagina(una, 'queryString=BANCO');
    expect(leida).toMatchObject({ total: null, totalPaginas: null, haySiguiente: false });
    expect(leida.expedientes).toHaveLength(1);
    expect(await preview(una, 'BANCO')).toBe(1);

    const muchas = await cuenta(45);
    expect(await recorrido(muchas, 'queryString=agrario', 4)).toEqual([
      [20, true],
      [20, true],
      [5, false],
      [0, false],
    ]);
    expect(await preview(muchas, 'agrario')).toBe(45);
  });

  it('is exact at multiples of the page size, on first pages and deep ones, in every order', async () => {
    // 40 matches end on a first page; 120 on page 6, the first read by one pass over the matches.
    for (const [coinciden, paginas] of [
      [40, 3],
      [120, 7],
    ] as const) {
      const abogado = await cuenta(coinciden);
      for (const orden of ORDERS) {
        const esperado = Array.from({ length: paginas }, (_, index) => [
          index + 1 < paginas ? PAGE_SIZE : 0,
          index + 2 < paginas,
        ]);
        expect(await recorrido(abogado, `ordenadoPor=${orden}&queryString=banco`, paginas), orden).toEqual(
          esperado,
        );
      }
      expect(await preview(abogado, 'banco')).toBe(coinciden);
    }
    // One more match: the last full page says another follows, and that one holds it.
    const abogado = await cuenta(121);
    expect((await recorrido(abogado, 'queryString=banco', 7)).slice(5)).toEqual([
      [20, true],
      [1, false],
    ]);
  });
});

describe('the public API keeps its totals with a search', () => {
  it('counts the matches on every page, beside haySiguiente', async () => {
    const abogado = await cuenta(41);
    const creada = await app.inject({
      method: 'POST',
      url: '/api/ClavesApi',
      headers: abogado.auth,
      payload: { nombre: 'Sistema del bufete', alcances: ['lectura'] },
    });
    expect(creada.statusCode, creada.body).toBe(201);
    const clave = creada.json().clave as string;
    const leer = async (numero: number) => {
      const response = await app.inject({
        url: `/api/v1/expedientes?pagina=${numero}&queryString=banco`,
        headers: { 'x-api-key': clave },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await leer(1)).toMatchObject({ total: 41, totalPaginas: 3, haySiguiente: true });
    expect(await leer(3)).toMatchObject({ total: 41, totalPaginas: 3, haySiguiente: false });
    expect((await leer(3)).expedientes).toHaveLength(1);
  });
});
