/**
 * The case list's and detail's answer cache (decision 0018): a second read is served from it, and
 * any write committed before a read — through the API, straight to the database, or by another
 * server process — is in that read, for every table a card is made of.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  consultas,
  documentosPublicados,
  expedientes,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import {
  createActuacionConTerminoRow,
  createCoincidenciaRow,
  createDocumentoPublicadoRow,
  createExpedienteRow,
  createProcesoEnFuenteRow,
} from './factories.ts';

const { app, deps, respuestas } = await createTestApp();
// A second server process on the same database.
const otro = await createTestApp();

async function leer(instancia: { inject: typeof app.inject }, url: string, auth: Record<string, string>) {
  const response = await instancia.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Reads `url` until a read is served from the cache, and returns it. Other test files write to the
 * same database at the same time, and a write of theirs that says 'all accounts' (a TRUNCATE, a
 * published document changed) empties the cache between two reads: a few tries, not one.
 */
async function leerDeLaCache(url: string, auth: Record<string, string>) {
  for (let intento = 0; intento < 5; intento++) {
    const antes = respuestas.estadisticas().servidas;
    const cuerpo = await leer(app, url, auth);
    if (respuestas.estadisticas().servidas === antes + 1) return cuerpo;
  }
  throw new Error(`${url}: ninguna de cinco lecturas salió de la caché`);
}

/** Reads `url` until it comes from the cache, runs `escribir`, and returns the next read. */
async function leerTrasEscribir(url: string, auth: Record<string, string>, escribir: () => Promise<unknown>) {
  await leerDeLaCache(url, auth);
  await escribir();
  return leer(app, url, auth);
}

describe('answer cache of GET /api/Expedientes and GET /api/Expedientes/{id}', () => {
  it('serves the same answer twice without reading the database again', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id, { demandantes: 'Ana Pérez' });
    const primera = await leer(app, `/api/Expedientes/${caso.id}`, abogado.auth);
    expect(await leerDeLaCache(`/api/Expedientes/${caso.id}`, abogado.auth)).toEqual(primera);
  });

  it('shows a write made straight to the database at once (expedientes)', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id, { etiqueta: 'antes' });
    const lista = await leerTrasEscribir('/api/Expedientes?pagina=1', abogado.auth, () =>
      deps.db.update(expedientes).set({ etiqueta: 'después' }).where(eq(expedientes.id, caso.id)),
    );
    expect(lista.expedientes[0].etiqueta).toBe('después');
  });

  it('shows a new source row, a new consulta and a deleted case', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id);
    const url = `/api/Expedientes/${caso.id}`;
    const conFuente = await leerTrasEscribir(url, abogado.auth, () => createProcesoEnFuenteRow(deps, caso));
    expect(conFuente.procesosEnFuentesDatos).toHaveLength(1);

    const [proceso] = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, caso.id));
    const conConsulta = await leerTrasEscribir(url, abogado.auth, async () => {
      const [consulta] = await deps.db
        .insert(consultas)
        .values({
          idAbogado: abogado.id,
          idExpediente: caso.id,
          idProcesoEnFuente: proceso.id,
          tipoFuente: 2,
          fecha: '2026-11-20',
          estado: 'consultado',
        })
        .returning();
      await deps.db
        .update(procesosEnFuente)
        .set({ idUltimaConsulta: consulta.id })
        .where(eq(procesosEnFuente.idExpediente, caso.id));
    });
    expect(conConsulta.procesosEnFuentesDatos[0].fechaUltimaConsulta).toBe('20/11/2026');

    await leerDeLaCache('/api/Expedientes?pagina=1', abogado.auth);
    await deps.db.delete(expedientes).where(eq(expedientes.id, caso.id));
    const lista = await leer(app, '/api/Expedientes?pagina=1', abogado.auth);
    expect(lista.total).toBe(0);
    const detalle = await app.inject({ method: 'GET', url, headers: abogado.auth });
    expect(detalle.statusCode).toBe(404);
  });

  it('shows a pending término from a new actuación', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id);
    const proceso = await createProcesoEnFuenteRow(deps, caso);
    const hoy = await deps.clock.today();
    const despues = await leerTrasEscribir(`/api/Expedientes/${caso.id}`, abogado.auth, () =>
      createActuacionConTerminoRow(deps, proceso, hoy),
    );
    expect(despues.terminoPendiente).not.toBeNull();
  });

  it('shows the last document of a new match, and a renamed document', async () => {
    const abogado = await createAbogado(deps, { funcionalidades: { ultimoDocumento: true } });
    const caso = await createExpedienteRow(deps, abogado.id);
    const proceso = await createProcesoEnFuenteRow(deps, caso, { tipoFuente: 6 });
    const url = `/api/Expedientes/${caso.id}`;
    const documento = await createDocumentoPublicadoRow(deps, `cache-${caso.id}`);
    const conDocumento = await leerTrasEscribir(url, abogado.auth, () =>
      createCoincidenciaRow(deps, proceso, documento),
    );
    expect(conDocumento.nombreUltimoDocumento).toBe('Estado 12.pdf');
    const renombrado = await leerTrasEscribir(url, abogado.auth, () =>
      deps.db
        .update(documentosPublicados)
        .set({ nombre: 'Estado 12 corregido.pdf' })
        .where(eq(documentosPublicados.id, documento.id)),
    );
    expect(renombrado.nombreUltimoDocumento).toBe('Estado 12 corregido.pdf');
  });

  it('shows at once what another server process wrote through the API', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createExpedienteRow(deps, abogado.id);
    const despues = await leerTrasEscribir(`/api/Expedientes/${caso.id}`, abogado.auth, async () => {
      const response = await otro.app.inject({
        method: 'PUT',
        url: `/api/Expedientes/${caso.id}/Etiqueta?etiqueta=${encodeURIComponent('Audiencia el lunes')}`,
        headers: abogado.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(despues.etiqueta).toBe('Audiencia el lunes');
  });

  it('keeps each account apart: the same URL answers each account its own cases', async () => {
    const primera = await createAbogado(deps);
    const segunda = await createAbogado(deps);
    await createExpedienteRow(deps, primera.id, { demandantes: 'Cliente de la primera' });
    await leer(app, '/api/Expedientes?pagina=1', primera.auth);
    const deLaSegunda = await leer(app, '/api/Expedientes?pagina=1', segunda.auth);
    expect(deLaSegunda.total).toBe(0);
  });
});
