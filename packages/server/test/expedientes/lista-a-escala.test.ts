/**
 * The case list at scale (decision 0020, migration 0023): its total without a search is the
 * account's kept count (expedientes_conteos, kept by triggers), and its search reads the stored
 * `busqueda` column through a trigram index. Both must give what counting and the accent- and
 * case-blind regular expression gave: these tests hold them to it where the two could part.
 */

import type { OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes } from '../../src/db/schema-expedientes.ts';
import { listarExpedientesConTotal } from '../../src/features/expedientes/index.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, uniqueRadicado } from './factories.ts';

const { app, deps } = await createTestApp();

async function list(auth: { authorization: string }, query: string) {
  const response = await app.inject({ url: `/api/Expedientes?${query}`, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Promise<{
    expedientes: { id: number }[];
    total: number | null;
    totalPaginas: number | null;
    haySiguiente: boolean;
    siguiente: string | null;
  }>;
}

describe('the total without a search (the kept count)', () => {
  it('follows inserts one by one and in bulk, deletions, and never mixes accounts', async () => {
    const abogado = await createAbogado(deps);
    const otro = await createAbogado(deps);
    expect(await list(abogado.auth, 'pagina=1')).toMatchObject({ total: 0, totalPaginas: 0 });
    const primero = await createExpedienteRow(deps, abogado.id);
    await createExpedienteRow(deps, otro.id);
    // One statement for two accounts (a bulk insert counts per account).
    await deps.db.insert(expedientes).values(
      Array.from({ length: 41 }, (_, index) => ({
        idAbogado: index % 2 === 0 ? abogado.id : otro.id,
        numero: uniqueRadicado(),
      })),
    );
    expect(await list(abogado.auth, 'pagina=1')).toMatchObject({ total: 22, totalPaginas: 2 });
    expect(await list(otro.auth, 'pagina=1')).toMatchObject({ total: 21, totalPaginas: 2 });
    const borrado = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${primero.id}`,
      headers: abogado.auth,
    });
    expect(borrado.statusCode, borrado.body).toBe(200);
    const ids = (await list(abogado.auth, 'pagina=2')).expedientes.map((caso) => caso.id);
    await deps.db
      .delete(expedientes)
      .where(and(eq(expedientes.idAbogado, abogado.id), inArray(expedientes.id, ids)));
    expect(await list(abogado.auth, 'pagina=1')).toMatchObject({ total: 20, totalPaginas: 1 });
    expect(await list(abogado.auth, 'pagina=5')).toMatchObject({
      expedientes: [],
      total: 20,
      totalPaginas: 1,
    });
    expect(await list(otro.auth, 'pagina=1')).toMatchObject({ total: 21 });
    // The kept count is the count.
    const [{ n }] = (
      await deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from expedientes where id_abogado = ${abogado.id}`,
      )
    ).rows;
    expect(n).toBe(20);
  });

  it('a transaction rolled back leaves the count as it was', async () => {
    const abogado = await createAbogado(deps);
    await createExpedienteRow(deps, abogado.id);
    await deps.db
      .transaction(async (tx) => {
        await tx.insert(expedientes).values({ idAbogado: abogado.id, numero: uniqueRadicado() });
        throw new Error('deshacer');
      })
      .catch(() => undefined);
    expect(await list(abogado.auth, 'pagina=1')).toMatchObject({ total: 1 });
  });

  it('deep pages come in order, whole and without repeats', async () => {
    const abogado = await createAbogado(deps);
    await deps.db.insert(expedientes).values(
      Array.from({ length: 45 }, (_, index) => ({
        idAbogado: abogado.id,
        numero: uniqueRadicado(),
        fechaUltimoCambio: index % 3 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (index % 7))),
      })),
    );
    for (const orden of ['primerolosquehancambiado', 'losquenohancambiado', 'fechacreacion']) {
      const paginas = [1, 2, 3].map((pagina) => list(abogado.auth, `pagina=${pagina}&ordenadoPor=${orden}`));
      const ids = (await Promise.all(paginas)).flatMap((pagina) => pagina.expedientes.map((caso) => caso.id));
      expect(new Set(ids).size, orden).toBe(45);
      const filas = await deps.db
        .select({ id: expedientes.id, cambio: expedientes.fechaUltimoCambio })
        .from(expedientes)
        .where(eq(expedientes.idAbogado, abogado.id));
      const cambio = new Map(filas.map((fila) => [fila.id, fila.cambio?.getTime() ?? null]));
      for (let index = 1; index < ids.length; index++) {
        const [a, b] = [cambio.get(ids[index - 1]) ?? null, cambio.get(ids[index]) ?? null];
        if (orden === 'primerolosquehancambiado')
          expect(b === null || (a !== null && a >= b), `${orden} en ${index}`).toBe(true);
        if (orden === 'losquenohancambiado')
          expect(a === null || (b !== null && a <= b), `${orden} en ${index}`).toBe(true);
        if (orden === 'fechacreacion') expect(ids[index - 1] > ids[index], `${orden} en ${index}`).toBe(true);
      }
    }
  });
});

describe('the search over the stored text', () => {
  it('folds upper-case accents, ñ and whitespace runs, and never matches across two fields', async () => {
    const abogado = await createAbogado(deps);
    const acentos = await createExpedienteRow(deps, abogado.id, {
      demandantes: 'ÑANDÚ ÉLITE S.A.S.',
      demandados: 'Agüero\tde   la\nPeña',
    });
    const campos = await createExpedienteRow(deps, abogado.id, {
      demandantes: 'LUIS',
      demandados: 'PEREZ',
      despacho: null,
      etiqueta: 'Urgente',
    });
    const found = async (text: string) =>
      (await list(abogado.auth, `queryString=${encodeURIComponent(text)}`)).expedientes.map(
        (caso) => caso.id,
      );
    expect(await found('nandu elite')).toEqual([acentos.id]);
    expect(await found('ÑANDÚ')).toEqual([acentos.id]);
    expect(await found('aguero de la pena')).toEqual([acentos.id]);
    expect(await found('Agüero DE LA peña')).toEqual([acentos.id]);
    expect(await found('luis')).toEqual([campos.id]);
    // The parties are two fields: a text spanning them is no match.
    expect(await found('luis perez')).toEqual([]);
    expect(await found('luisperez')).toEqual([]);
    expect(await found('urgente')).toEqual([campos.id]);
  });

  it('follows an edited tag at once (the column is kept by PostgreSQL)', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id);
    const antes = await list(abogado.auth, 'queryString=Cliente%20preferente');
    expect(antes.expedientes).toEqual([]);
    const respuesta = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${caso.id}/Etiqueta?etiqueta=${encodeURIComponent('Cliente Preferente')}`,
      headers: abogado.auth,
    });
    expect(respuesta.statusCode, respuesta.body).toBe(200);
    const despues = await list(abogado.auth, 'queryString=cliente%20preferente');
    expect(despues).toMatchObject({ expedientes: [{ id: caso.id }], haySiguiente: false });
  });
});

describe("a search's deep pages (one pass over the matches: the page's ids and whether more follow)", () => {
  it('hold the cases and the order of the list without a search, in all four orders', async () => {
    const abogado = await createAbogado(deps);
    const otro = await createAbogado(deps);
    // 130 of 195 match (more than the five pages read off the order's index); ties in the
    // change date and one creation instant for all, so the id settles every tie.
    await deps.db.insert(expedientes).values(
      Array.from({ length: 195 }, (_, index) => ({
        idAbogado: abogado.id,
        numero: uniqueRadicado(),
        demandantes: index % 3 === 0 ? 'JUAN PÉREZ' : 'Banco de Bogotá S.A.',
        fechaUltimoCambio: index % 4 === 0 ? null : new Date(Date.UTC(2026, 0, 1 + (index % 5))),
      })),
    );
    await createExpedienteRow(deps, otro.id, { demandantes: 'BANCO POPULAR' });
    for (const orden of ['primerolosquehancambiado', 'losquenohancambiado', 'fechacreacion', 'termino']) {
      const todas = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          list(abogado.auth, `pagina=${index + 1}&ordenadoPor=${orden}`),
        ),
      );
      const filas = await deps.db
        .select({ id: expedientes.id, demandantes: expedientes.demandantes })
        .from(expedientes)
        .where(eq(expedientes.idAbogado, abogado.id));
      const coinciden = new Set(
        filas.filter((fila) => fila.demandantes?.startsWith('Banco')).map((f) => f.id),
      );
      const esperado = todas
        .flatMap((pagina) => pagina.expedientes.map((caso) => caso.id))
        .filter((id) => coinciden.has(id));
      expect(esperado, orden).toHaveLength(130);
      const paginas = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          list(abogado.auth, `pagina=${index + 1}&ordenadoPor=${orden}&queryString=BANCO`),
        ),
      );
      // The web's list counts no total with a search; the page says whether another follows.
      expect(
        paginas.map((pagina) => [pagina.total, pagina.totalPaginas, pagina.haySiguiente]),
        orden,
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((numero) => [null, null, numero < 7]));
      expect(paginas[7]?.expedientes, orden).toEqual([]);
      // The public API's list counts them, first pages and deep ones alike.
      for (const pagina of [1, 6, 7, 8]) {
        const publica = await listarExpedientesConTotal(deps, abogado.id, {
          pagina,
          ordenadoPor: orden as OrdenExpedientes,
          queryString: 'BANCO',
        });
        expect(publica, `${orden} ${pagina}`).toMatchObject({
          total: 130,
          totalPaginas: 7,
          haySiguiente: pagina < 7,
          expedientes: paginas[pagina - 1]?.expedientes.map((caso) => ({ id: caso.id })),
        });
      }
      expect(
        paginas.flatMap((pagina) => pagina.expedientes.map((caso) => caso.id)),
        orden,
      ).toEqual(esperado);

      // Each page's `siguiente` read back as `despuesDe` walks the same cases, whole and in order,
      // first pages and deep ones alike (the seven pages of 20 hold the 130). Every request says
      // `pagina=1`: read by its number, each would be the first page again.
      const porCursor: number[] = [];
      let despuesDe: string | null = null;
      for (let numero = 1; numero <= 7; numero++) {
        const cursor: string = despuesDe === null ? '' : `&despuesDe=${encodeURIComponent(despuesDe)}`;
        const pagina = await list(abogado.auth, `pagina=1&ordenadoPor=${orden}&queryString=BANCO${cursor}`);
        expect(pagina.haySiguiente, `${orden} ${numero}`).toBe(numero < 7);
        expect(pagina.siguiente === null, `${orden} ${numero}`).toBe(numero === 7);
        porCursor.push(...pagina.expedientes.map((caso) => caso.id));
        despuesDe = pagina.siguiente;
      }
      expect(porCursor, orden).toEqual(esperado);
    }
  });

  it('read a cursor that is not one as no cursor: the page by its number, never an error', async () => {
    const abogado = await createAbogado(deps);
    await deps.db.insert(expedientes).values(
      Array.from({ length: 45 }, () => ({
        idAbogado: abogado.id,
        numero: uniqueRadicado(),
        demandantes: 'BANCO AGRARIO',
      })),
    );
    const base = 'pagina=2&ordenadoPor=termino&queryString=banco';
    const porNumero = (await list(abogado.auth, base)).expedientes.map((caso) => caso.id);
    expect(porNumero).toHaveLength(20);
    const cursor = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');
    const primera = await list(abogado.auth, 'pagina=1&ordenadoPor=fechacreacion&queryString=banco');
    for (const despuesDe of [
      'no-es-un-cursor',
      cursor(['2026-02-30', 5]),
      cursor(['mañana', 5]),
      cursor(['2026-01-01', -1]),
      cursor({ clave: null }),
      // A cursor of another order (an instant where a día is expected).
      primera.siguiente ?? '',
    ]) {
      const pagina = await list(abogado.auth, `${base}&despuesDe=${encodeURIComponent(despuesDe)}`);
      expect(
        pagina.expedientes.map((caso) => caso.id),
        despuesDe,
      ).toEqual(porNumero);
    }
  });
});
