/**
 * Source documents (seed 000 §2 Documents tab, §7 /Procesos/{id}/Documentos and
 * /Documentos/{docId}/View): read from the court simulator on demand, kept, and opened by id.
 */
import { MESSAGES } from '@expediente/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentosFuente, lecturasDocumentosFuente } from '../../src/db/schema-expedientes.ts';
import { foundRadicados, isAdministrativo, sourceRow, watch } from '../monitoring/support.ts';
import { createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps, sim } = await createTestApp();

interface Documento {
  id: number;
  idDocumento: string;
  nombreDocumento: string;
  fecha: string | null;
  descripcion: string | null;
  tipoFuente: number;
}

/** What the simulator's CPNU holds for the case, asked straight through the connector. */
async function documentsInSource(idProcesoEnFuente: number, radicado: string) {
  const row = await sourceRow(deps, idProcesoEnFuente);
  return deps.sources.get(2).getDocuments({ radicado, idProceso: row.idProceso ?? '' });
}

/** A case watched in Unificada whose newest actuaciones carry documents in the simulator. */
async function caseWithDocuments(seed: number) {
  const abogado = await createAbogado(deps);
  for (const radicado of foundRadicados(8, seed)) {
    const { idExpediente, rows } = await watch(deps, abogado.id, radicado, [2]);
    const enFuente = await documentsInSource(rows[0], radicado);
    if (enFuente.length > 0) return { abogado, idExpediente, idProcesoEnFuente: rows[0], radicado, enFuente };
  }
  throw new Error('El simulador no dio documentos a ninguno de los radicados de prueba');
}

async function listar(auth: { authorization: string }, idExpediente: number, fuente = 'Unificada') {
  return app.inject({ url: `/api/${fuente}/Procesos/${idExpediente}/Documentos`, headers: auth });
}

/** Lets the stored read look older than the freshness window, as if minutes had passed. */
async function ageRead(idProcesoEnFuente: number) {
  await deps.db
    .update(lecturasDocumentosFuente)
    .set({ intentadoEn: sql`now() - interval '11 minutes'` })
    .where(eq(lecturasDocumentosFuente.idProcesoEnFuente, idProcesoEnFuente));
}

describe('documents of a case in its sources', () => {
  it('lists what the source has, newest first, and keeps it', async () => {
    const { abogado, idExpediente, idProcesoEnFuente, enFuente } = await caseWithDocuments(41);
    const response = await listar(abogado.auth, idExpediente);
    expect(response.statusCode).toBe(200);
    const body = response.json<Documento[]>();
    expect(body.map((item) => item.idDocumento).sort()).toEqual(enFuente.map((item) => item.id).sort());
    for (const item of body) {
      expect(item).toMatchObject({
        id: expect.any(Number),
        idDocumento: expect.stringMatching(/^\d+$/),
        nombreDocumento: expect.stringMatching(/\.pdf$/),
        fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        tipoFuente: 2,
      });
    }
    const fechas = body.map((item) => item.fecha ?? '');
    expect(fechas).toEqual([...fechas].sort().reverse());
    const stored = await deps.db
      .select()
      .from(documentosFuente)
      .where(eq(documentosFuente.idProcesoEnFuente, idProcesoEnFuente));
    expect(stored.map((row) => row.id).sort()).toEqual(body.map((item) => item.id).sort());
    for (const row of stored) expect(row.idAbogado).toBe(abogado.id);
  });

  it('opens a document at the source: the simulator URL, which really serves a PDF', async () => {
    const { abogado, idExpediente } = await caseWithDocuments(42);
    const [first] = (await listar(abogado.auth, idExpediente)).json<Documento[]>();
    const view = await app.inject({
      url: `/api/Unificada/Documentos/${first.id}/View`,
      headers: abogado.auth,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({
      urlView: `${sim.url}/cpnu/api/v2/Descarga/Documento/${first.idDocumento}`,
      nombreDocumento: first.nombreDocumento,
    });
    const pdf = await fetch(view.json().urlView);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('asks the source at most once per window and serves the stored list in between', async () => {
    const { abogado, idExpediente, idProcesoEnFuente } = await caseWithDocuments(43);
    const before = sim.stats().bySource.cpnu;
    const first = await listar(abogado.auth, idExpediente);
    const afterFirst = sim.stats().bySource.cpnu;
    expect(afterFirst).toBeGreaterThan(before);
    const second = await listar(abogado.auth, idExpediente);
    expect(second.json()).toEqual(first.json());
    expect(sim.stats().bySource.cpnu).toBe(afterFirst);
    await ageRead(idProcesoEnFuente);
    const third = await listar(abogado.auth, idExpediente);
    expect(sim.stats().bySource.cpnu).toBeGreaterThan(afterFirst);
    // A second read updates rows in place: same ids, no duplicates.
    expect(third.json()).toEqual(first.json());
  });

  it('reads Samai through its own connector: the FUNCHASH documents of ObtenerDatosProcesoGet', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 44, isAdministrativo);
    const { idExpediente, rows } = await watch(deps, abogado.id, radicado, [4]);
    const row = await sourceRow(deps, rows[0]);
    expect(row.idProceso).not.toBeNull();
    const enFuente = await deps.sources.get(4).getDocuments({ radicado, idProceso: row.idProceso ?? '' });
    expect(enFuente.length).toBeGreaterThan(0);
    const before = sim.stats().bySource.samai;
    const response = await listar(abogado.auth, idExpediente, 'Samai');
    expect(response.statusCode).toBe(200);
    const body = response.json<Documento[]>();
    expect(body.map((item) => item.idDocumento).sort()).toEqual(enFuente.map((item) => item.id).sort());
    for (const item of body)
      expect(item).toMatchObject({ idDocumento: expect.stringMatching(/^[0-9A-F]{64}$/), tipoFuente: 4 });
    expect(sim.stats().bySource.samai).toBeGreaterThan(before);
    const view = await app.inject({ url: `/api/Samai/Documentos/${body[0].id}/View`, headers: abogado.auth });
    const pdf = await fetch(view.json().urlView);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('a failing source answers 503 when nothing was read, and the stored list when something was', async () => {
    const fresh = await caseWithDocuments(45);
    const known = await caseWithDocuments(46);
    expect((await listar(known.abogado.auth, known.idExpediente)).statusCode).toBe(200);
    const knownList = (await listar(known.abogado.auth, known.idExpediente)).json();
    await ageRead(known.idProcesoEnFuente);
    sim.faults.set('cpnu', { schemaDrift: true });
    try {
      const failed = await listar(fresh.abogado.auth, fresh.idExpediente);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['retry-after']).toBe('600');
      expect(failed.json()).toEqual({
        code: 'ErrorAlConsultarFuente',
        message: MESSAGES.ErrorAlConsultarFuente,
      });
      const [lectura] = await deps.db
        .select()
        .from(lecturasDocumentosFuente)
        .where(eq(lecturasDocumentosFuente.idProcesoEnFuente, fresh.idProcesoEnFuente));
      expect(lectura).toMatchObject({ estado: 'error', motivo: 'CambioDeFormatoEnLaFuente' });
      // Asked again within the window: the same answer, and the source is left alone.
      const requests = sim.stats().bySource.cpnu;
      expect((await listar(fresh.abogado.auth, fresh.idExpediente)).statusCode).toBe(503);
      expect(sim.stats().bySource.cpnu).toBe(requests);

      const stale = await listar(known.abogado.auth, known.idExpediente);
      expect(sim.stats().bySource.cpnu).toBeGreaterThan(requests);
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(knownList);
    } finally {
      sim.faults.clear();
    }
  });

  it('answers 404 for a source the case does not have and for a document of another source', async () => {
    const { abogado, idExpediente } = await caseWithDocuments(47);
    const samai = await listar(abogado.auth, idExpediente, 'Samai');
    expect(samai.statusCode).toBe(404);
    expect(samai.json().code).toBe('ExpedienteNoEncontrado');
    const [first] = (await listar(abogado.auth, idExpediente)).json<Documento[]>();
    const otherSource = await app.inject({
      url: `/api/Rama/Documentos/${first.id}/View`,
      headers: abogado.auth,
    });
    expect(otherSource.statusCode).toBe(404);
    const unknown = await app.inject({
      url: '/api/Unificada/Documentos/2147483000/View',
      headers: abogado.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NoEncontrado', message: 'El recurso solicitado no existe.' });
  });

  it('refuses an unknown source or a malformed id with 400', async () => {
    const abogado = await createAbogado(deps);
    for (const url of [
      '/api/Siugj/Procesos/1/Documentos',
      '/api/EstadosElectronicos/Procesos/1/Documentos',
      '/api/Unificada/Procesos/abc/Documentos',
      '/api/Unificada/Procesos/99999999999/Documentos',
      '/api/Desconocida/Documentos/1/View',
      '/api/Unificada/Documentos/0/View',
    ]) {
      const response = await app.inject({ url, headers: abogado.auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('SolicitudInvalida');
    }
  });

  it('requires a session', async () => {
    expect((await app.inject({ url: '/api/Unificada/Procesos/1/Documentos' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/Unificada/Documentos/1/View' })).statusCode).toBe(401);
  });

  it("never lists nor opens another lawyer's documents, nor asks the source for them", async () => {
    const { abogado, idExpediente, radicado } = await caseWithDocuments(48);
    const [first] = (await listar(abogado.auth, idExpediente)).json<Documento[]>();
    const intruder = await createAbogado(deps);
    const requests = sim.stats().bySource.cpnu;
    await expectIsolated(app, intruder, [
      {
        method: 'GET',
        url: `/api/Unificada/Procesos/${idExpediente}/Documentos`,
        secrets: [radicado, first.nombreDocumento],
      },
      {
        method: 'GET',
        url: `/api/Unificada/Documentos/${first.id}/View`,
        secrets: [first.nombreDocumento, 'Descarga'],
      },
    ]);
    expect(sim.stats().bySource.cpnu).toBe(requests);
  });
});
