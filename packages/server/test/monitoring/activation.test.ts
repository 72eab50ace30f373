import { isNotFound, sampleRadicados } from '@expediente/court-sim';
import { MESSAGES } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { correos } from '../../src/db/schema.ts';
import { WORKER_JOBS } from '../../src/jobs/registry.ts';
import { createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';
import { createExpediente, foundRadicados, isAdministrativo, sourceRow } from './support.ts';

const { app, deps } = await createTestApp({ JOB_RETRY_DELAY_SECONDS: '1' }, { today: '2026-11-10' });
await deps.jobs.work(deps, WORKER_JOBS, { pollingIntervalSeconds: 0.5 });

function activate(auth: { authorization: string }, id: number, source: string, payload?: object) {
  return app.inject({
    method: 'PUT',
    url: `/api/Expedientes/${id}/ProcesosEnFuente/${source}/Activar`,
    headers: auth,
    payload,
  });
}

describe('source activation', () => {
  it('finds the case in Unificada through a job, stores its history and e-mails the result', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 11);
    const id = await createExpediente(deps, abogado.id, radicado);
    const response = await activate(abogado.auth, id, 'Unificada', { numero: radicado });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tipoFuente: 2, estado: 0 });
    await deps.jobs.drain(['activar-fuente'], 30_000);
    const row = await sourceRow(deps, response.json().idProcesoEnFuente);
    expect(row.estado).toBe(2);
    expect(row.idActualizacion).not.toBeNull();
    expect(row.numActuaciones).toBeGreaterThan(0);
    const list = await app.inject({
      url: `/api/Unificada/Procesos/${id}/Actuaciones`,
      headers: abogado.auth,
    });
    expect(list.json()).toHaveLength(row.numActuaciones);
    expect(list.json()[0]).toHaveProperty('textoActuacion');
    const detail = await app.inject({ url: `/api/Unificada/Procesos/${id}`, headers: abogado.auth });
    expect(detail.json().despacho).toMatch(/JUZGADO|TRIBUNAL/);
    const mails = await deps.db.select().from(correos).where(eq(correos.idAbogado, abogado.id));
    expect(mails.map((mail) => mail.asunto)).toContain(`Consulta activada en Unificada: proceso ${radicado}`);
  });

  it('marks a radicado the source does not have as KO (estado 2 without idActualizacion)', async () => {
    const abogado = await createAbogado(deps);
    const radicado = sampleRadicados(400, 12).find((candidate) => isNotFound(candidate)) ?? '';
    const id = await createExpediente(deps, abogado.id, radicado);
    const response = await activate(abogado.auth, id, 'Unificada', {});
    await deps.jobs.drain(['activar-fuente'], 30_000);
    const row = await sourceRow(deps, response.json().idProcesoEnFuente);
    expect(row).toMatchObject({ estado: 2, idActualizacion: null, motivo: 'BusquedaSinResultados' });
    // The case card reads the reason from the case itself.
    const expediente = await app.inject({ url: `/api/Expedientes/${id}`, headers: abogado.auth });
    expect(expediente.json().procesosEnFuentesDatos).toEqual([
      expect.objectContaining({ tipoFuente: 2, estado: 2, motivo: 'BusquedaSinResultados' }),
    ]);
  });

  it('reads Samai for an administrative case', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 13, isAdministrativo);
    const id = await createExpediente(deps, abogado.id, radicado);
    const response = await activate(abogado.auth, id, 'Samai', {
      Numero: radicado,
      Entidad: radicado.slice(0, 7),
    });
    expect(response.statusCode).toBe(200);
    await deps.jobs.drain(['activar-fuente'], 30_000);
    const row = await sourceRow(deps, response.json().idProcesoEnFuente);
    expect(row.estado).toBe(2);
    const list = await app.inject({ url: `/api/Samai/Procesos/${id}/Actuaciones`, headers: abogado.auth });
    expect(list.json()[0]).toHaveProperty('descripcionActuacion');
  });

  it('applies each source rule and error key', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 14);
    const id = await createExpediente(deps, abogado.id, radicado);
    const rama = await activate(abogado.auth, id, 'Rama', { numero: radicado, idCiudad: '11001' });
    expect(rama.statusCode).toBe(400);
    expect(rama.json()).toEqual({
      code: 'CamposFuenteObligatorios',
      message: MESSAGES.CamposFuenteObligatorios,
    });
    const ee = await activate(abogado.auth, id, 'EstadosElectronicos', {
      demandante: 'ANA',
      demandado: '',
      idJuzgado: '1',
    });
    expect(ee.json().code).toBe('CamposFuenteObligatorios');
    const wrongNumber = await activate(abogado.auth, id, 'Unificada', { numero: '1'.repeat(23) });
    expect(wrongNumber.json().code).toBe('RadicadoInvalido');
    expect((await activate(abogado.auth, id, 'Desconocida', {})).statusCode).toBe(400);
    expect((await activate(abogado.auth, id, 'Unificada', {})).statusCode).toBe(200);
    const twice = await activate(abogado.auth, id, 'Unificada', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('YaExisteProcesoRegistradoEnLafuente');
  });

  it('routes SIUGJ and Publicaciones Procesales through the EstadosElectronicos path by sitio', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 15);
    const id = await createExpediente(deps, abogado.id, radicado);
    const body = {
      numProceso: radicado,
      demandante: 'ANA PÉREZ',
      demandado: 'BANCO S.A.S.',
      idJuzgado: radicado.slice(0, 12),
    };
    const pp = await activate(abogado.auth, id, 'EstadosElectronicos', {
      ...body,
      sitioWebDondeSeConsulta: 'PublicacionesProcesales',
    });
    const siugj = await activate(abogado.auth, id, 'EstadosElectronicos', {
      ...body,
      sitioWebDondeSeConsulta: 'SIUGJ',
    });
    const ee = await activate(abogado.auth, id, 'EstadosElectronicos', body);
    expect([pp.json().tipoFuente, siugj.json().tipoFuente, ee.json().tipoFuente]).toEqual([6, 5, 3]);
  });

  it('deactivates, and answers FuenteNoActiva the second time', async () => {
    const abogado = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 16);
    const id = await createExpediente(deps, abogado.id, radicado);
    await activate(abogado.auth, id, 'Unificada', {});
    const url = `/api/Expedientes/${id}/ProcesosEnFuente/Unificada/Desactivar`;
    expect((await app.inject({ method: 'PUT', url, headers: abogado.auth })).statusCode).toBe(200);
    const again = await app.inject({ method: 'PUT', url, headers: abogado.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('FuenteNoActiva');
  });

  it("never acts on or shows another lawyer's case", async () => {
    const owner = await createAbogado(deps);
    const intruder = await createAbogado(deps);
    const [radicado] = foundRadicados(1, 17);
    const id = await createExpediente(deps, owner.id, radicado);
    await activate(owner.auth, id, 'Unificada', {});
    await deps.jobs.drain(['activar-fuente'], 30_000);
    await expectIsolated(app, intruder, [
      {
        method: 'PUT',
        url: `/api/Expedientes/${id}/ProcesosEnFuente/Tyba/Activar`,
        payload: {},
        secrets: [radicado],
      },
      { method: 'PUT', url: `/api/Expedientes/${id}/ProcesosEnFuente/Unificada/Desactivar` },
      { method: 'GET', url: `/api/Unificada/Procesos/${id}/Actuaciones`, secrets: [radicado] },
      { method: 'GET', url: `/api/Unificada/Procesos/${id}`, secrets: [radicado] },
      { method: 'GET', url: `/api/v2/procesos/${id}`, secrets: [radicado] },
    ]);
    const still = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, intruder.id)));
    expect(still).toHaveLength(0);
  });
});
