/**
 * The search text's narrow copy, expedientes_busqueda (migration 0028, decision 0020): a search's
 * count (/Buscar/Preview, the public API's total) and its deep pages read it instead of the wide
 * case rows. Triggers keep it; these tests hold it equal to expedientes after every kind of write,
 * and the count and deep pages to the cases as they are now.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expedientes, expedientesBusqueda } from '../../src/db/schema-expedientes.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpedienteRow, uniqueRadicado } from './factories.ts';

const { app, deps } = await createTestApp();

/** The account's cases as the copy should hold them, and the copy itself. */
async function copiaYOrigen(idAbogado: number) {
  const origen = await deps.db
    .select({
      idExpediente: expedientes.id,
      idAbogado: expedientes.idAbogado,
      creadoEn: expedientes.creadoEn,
      fechaUltimoCambio: expedientes.fechaUltimoCambio,
      busqueda: expedientes.busqueda,
      numero: expedientes.numero,
    })
    .from(expedientes)
    .where(eq(expedientes.idAbogado, idAbogado))
    .orderBy(asc(expedientes.id));
  const copia = await deps.db
    .select()
    .from(expedientesBusqueda)
    .where(eq(expedientesBusqueda.idAbogado, idAbogado))
    .orderBy(asc(expedientesBusqueda.idExpediente));
  return { origen, copia };
}

async function contar(abogado: CreatedAbogado, texto: string): Promise<number> {
  const response = await app.inject({
    url: `/api/Expedientes/V1/Buscar/Preview?queryString=${encodeURIComponent(texto)}`,
    headers: abogado.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalExpedientesEncontrados;
}

describe('expedientes_busqueda follows the cases', () => {
  it('after inserts one by one and in bulk, edits of every searched field, and deletions', async () => {
    const abogado = await createAbogado(deps);
    const otro = await createAbogado(deps);
    const uno = await createExpedienteRow(deps, abogado.id, { demandantes: 'Ana Pérez' });
    const lote = await deps.db
      .insert(expedientes)
      .values(
        Array.from({ length: 5 }, (_, index) => ({
          idAbogado: abogado.id,
          numero: uniqueRadicado(),
          demandados: `Banco Número ${index}`,
          despacho: 'Juzgado 3 Civil',
        })),
      )
      .returning({ id: expedientes.id });
    await createExpedienteRow(deps, otro.id, { demandantes: 'Banco Ajeno' });
    expect(await contar(abogado, 'banco')).toBe(5);
    expect(await contar(abogado, 'ana perez')).toBe(1);

    // The tag through the route, the parties, despacho, radicado and change date directly.
    const etiqueta = await app.inject({
      method: 'PUT',
      url: `/api/Expedientes/${uno.id}/Etiqueta?etiqueta=${encodeURIComponent('Banco aliado')}`,
      headers: abogado.auth,
    });
    expect(etiqueta.statusCode, etiqueta.body).toBe(200);
    const [primero, segundo, tercero] = lote.map((fila) => fila.id);
    await deps.db
      .update(expedientes)
      .set({ demandados: 'Ángela Ruiz' })
      .where(eq(expedientes.id, primero as number));
    await deps.db
      .update(expedientes)
      .set({ despacho: 'Tribunal Superior de Cali', fechaUltimoCambio: new Date('2026-03-01T10:00:00Z') })
      .where(eq(expedientes.id, segundo as number));
    await deps.db
      .update(expedientes)
      .set({ numero: '05001310300120249876500' })
      .where(eq(expedientes.id, tercero as number));
    // A write no search reads (the summary) leaves the copy as it was, and equal.
    await deps.db.update(expedientes).set({ resumen: 'Sin novedad' }).where(eq(expedientes.id, uno.id));
    expect(await contar(abogado, 'banco')).toBe(5);
    expect(await contar(abogado, 'angela')).toBe(1);
    expect(await contar(abogado, 'superior de cali')).toBe(1);
    expect(await contar(abogado, '98765')).toBe(1);
    let estado = await copiaYOrigen(abogado.id);
    expect(estado.copia).toEqual(estado.origen);
    expect(estado.copia).toHaveLength(6);

    const borrado = await app.inject({
      method: 'DELETE',
      url: `/api/Expedientes/${segundo}`,
      headers: abogado.auth,
    });
    expect(borrado.statusCode, borrado.body).toBe(200);
    await deps.db.delete(expedientes).where(inArray(expedientes.id, [tercero as number]));
    expect(await contar(abogado, 'banco')).toBe(3);
    estado = await copiaYOrigen(abogado.id);
    expect(estado.copia).toEqual(estado.origen);
    expect(estado.copia).toHaveLength(4);
    // The other account's copy is its own.
    const ajena = await copiaYOrigen(otro.id);
    expect(ajena.copia).toEqual(ajena.origen);
    expect(ajena.copia).toHaveLength(1);
  });

  it("gives deep pages in the cases' current change order", async () => {
    const abogado = await createAbogado(deps);
    await deps.db.insert(expedientes).values(
      Array.from({ length: 130 }, (_, index) => ({
        idAbogado: abogado.id,
        numero: uniqueRadicado(),
        demandantes: 'Banco de Occidente',
        fechaUltimoCambio: new Date(Date.UTC(2026, 0, 1 + (index % 40))),
      })),
    );
    // The night changes a few cases: they move to the front of 'primerolosquehancambiado'.
    const movidos = (
      await deps.db
        .select({ id: expedientes.id })
        .from(expedientes)
        .where(eq(expedientes.idAbogado, abogado.id))
        .orderBy(asc(expedientes.id))
        .limit(3)
    ).map((fila) => fila.id);
    await deps.db
      .update(expedientes)
      .set({ fechaUltimoCambio: new Date('2026-06-01T00:00:00Z') })
      .where(inArray(expedientes.id, movidos));
    const leer = async (query: string) => {
      const response = await app.inject({ url: `/api/Expedientes?${query}`, headers: abogado.auth });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().expedientes as { id: number }[]).map((caso) => caso.id);
    };
    for (const orden of ['primerolosquehancambiado', 'losquenohancambiado']) {
      const sinBusqueda = (
        await Promise.all(Array.from({ length: 7 }, (_, i) => leer(`pagina=${i + 1}&ordenadoPor=${orden}`)))
      ).flat();
      // Page 6 and 7 are read by one pass over the narrow copy.
      const honda = (
        await Promise.all(
          [6, 7].map((pagina) => leer(`pagina=${pagina}&ordenadoPor=${orden}&queryString=occidente`)),
        )
      ).flat();
      expect(honda, orden).toEqual(sinBusqueda.slice(100));
      expect(honda, orden).toHaveLength(30);
    }
    expect(
      (await leer('pagina=1&ordenadoPor=primerolosquehancambiado')).slice(0, 3).sort((a, b) => a - b),
    ).toEqual([...movidos].sort((a, b) => a - b));
  });
});
