import { MESSAGES } from '@expediente/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/app-deps.ts';
import { correos, eventos } from '../../src/db/schema.ts';
import { procesosACargar, procesosEnFuente, registrosAutomaticos } from '../../src/db/schema-expedientes.ts';
import { buscarProcesoDeCarga } from '../../src/features/registro/buscar-proceso-de-carga.ts';
import type { SourceRegistry } from '../../src/sources/registry.ts';
import type { ProcesoEnFuente, SourceConnector } from '../../src/sources/types.ts';
import { TransientSourceError } from '../../src/sources/types.ts';
import { createExpedienteRow, uniqueRadicado } from '../expedientes/factories.ts';
import { createAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

async function startLoad(auth: { authorization: string }, numerosProcesos: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/RegistroAutomaticoProcesos',
    headers: auth,
    payload: { idAbogado: 0, idUsuarioMigrado: null, numerosProcesos },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; totalNumProcesosProcesos: number };
}

/** Deps whose sources answer from a table: radicado → what findRadicado does per source. */
function depsWithSources(answers: Record<number, (radicado: string) => Promise<ProcesoEnFuente[]>>): AppDeps {
  const calls: number[] = [];
  const sources = {
    get: (fuenteId: number) =>
      ({
        fuenteId,
        findRadicado: (radicado: string) => {
          calls.push(fuenteId);
          return (answers[fuenteId] ?? (async () => []))(radicado);
        },
      }) as unknown as SourceConnector,
  } as unknown as SourceRegistry;
  const silent = { info() {}, warn() {}, error() {} };
  const jobs = { send: async () => null, sendMany: async () => {} };
  return { ...deps, sources, log: silent, jobs, calls } as unknown as AppDeps;
}

function found(radicado: string, idProceso = radicado): ProcesoEnFuente {
  return {
    ref: { radicado, idProceso },
    radicado,
    despacho: 'Juzgado 3 Administrativo de Bogotá',
    sujetos: [],
    demandantes: ['Ana Pérez'],
    demandados: ['Nación'],
    fechaProceso: null,
    fechaUltimaActuacion: '2025-02-01',
    esPrivado: false,
  };
}

describe('POST /api/RegistroAutomaticoProcesos', () => {
  it('creates a load of unique radicados, marks already registered ones, and allows one active load', async () => {
    const abogado = await createAbogado(deps);
    const existing = await createExpedienteRow(deps, abogado.id);
    const nuevo = uniqueRadicado();
    const load = await startLoad(abogado.auth, [nuevo, existing.numero, nuevo]);
    expect(load.totalNumProcesosProcesos).toBe(2);
    const items = await app.inject({
      url: `/api/ProcesoACargar/${load.id}/RegistroAutomaticoProcesos`,
      headers: abogado.auth,
    });
    expect(
      items
        .json()
        .map((item: { numeroProceso: string; estado: string }) => [item.numeroProceso, item.estado]),
    ).toEqual([
      [nuevo, 'Registrando'],
      [existing.numero, 'Registrado'],
    ]);
    const active = await app.inject({ url: '/api/RegistroAutomaticoProcesos', headers: abogado.auth });
    expect(active.json()).toMatchObject({
      existeRegistroActivo: true,
      registroAutomatico: {
        id: load.id,
        estado: 'EnProceso',
        totalNumProcesosProcesos: 2,
        numProcesosRegistrados: 1,
      },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/RegistroAutomaticoProcesos',
      headers: abogado.auth,
      payload: { numerosProcesos: [uniqueRadicado()] },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'CargaActiva', message: MESSAGES.CargaActiva });
  });

  it.each([
    ['a short radicado', ['123']],
    ['letters', ['1100131030012024000A100']],
    ['all the same digit', ['1'.repeat(23)]],
  ])('refuses %s with the radicado message', async (_label, numeros) => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/RegistroAutomaticoProcesos',
      headers: abogado.auth,
      payload: { numerosProcesos: [uniqueRadicado(), ...numeros] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'RadicadoInvalido',
      message: MESSAGES.RadicadoInvalido,
      campos: { 'numerosProcesos.1': numeros[0] },
    });
  });

  it('refuses an empty list', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({
      method: 'POST',
      url: '/api/RegistroAutomaticoProcesos',
      headers: abogado.auth,
      payload: { numerosProcesos: [] },
    });
    expect(response.statusCode).toBe(400);
  });

  it('has no active load for a new lawyer', async () => {
    const abogado = await createAbogado(deps);
    const response = await app.inject({ url: '/api/RegistroAutomaticoProcesos', headers: abogado.auth });
    expect(response.json()).toEqual({ existeRegistroActivo: false, registroAutomatico: null });
  });
});

describe('buscarProcesoDeCarga', () => {
  it('registers the case from Unificada, then the load finishes', async () => {
    const abogado = await createAbogado(deps);
    const radicado = uniqueRadicado();
    const load = await startLoad(abogado.auth, [radicado]);
    const [item] = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id));
    await buscarProcesoDeCarga(depsWithSources({ 2: async (value) => [found(value, 'CPNU-1')] }), item.id);
    const [updated] = await deps.db.select().from(procesosACargar).where(eq(procesosACargar.id, item.id));
    expect(updated).toMatchObject({
      estado: 'Registrado',
      informacionProcesoEnFuente: [
        { idFuente: 2, estadoRegistroProceso: 'Registrando', esInformacionManual: false },
      ],
      informacionUltimaActuacion: { demandante: 'Ana Pérez', demandado: 'Nación', fuenteDatos: 2 },
    });
    const sources = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, updated.idExpediente ?? 0));
    expect(sources.map((row) => [row.tipoFuente, row.estado])).toEqual([[2, 0]]);
    const detail = await app.inject({
      url: `/api/Expedientes/${updated.idExpediente}`,
      headers: abogado.auth,
    });
    expect(detail.json()).toMatchObject({
      numero: radicado,
      demandantes: 'Ana Pérez',
      despacho: 'Juzgado 3 Administrativo de Bogotá',
    });
    const [registro] = await deps.db
      .select()
      .from(registrosAutomaticos)
      .where(eq(registrosAutomaticos.id, load.id));
    expect(registro.estado).toBe('Finalizado');
    const names = (await deps.db.select().from(eventos).where(eq(eventos.idAbogado, abogado.id))).map(
      (event) => event.nombre,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'NuevoProceso',
        'ActualizacionProcesoACargar',
        'ActualizacionRegistroAutomatico',
      ]),
    );
  });

  it('tries Samai after Unificada for an administrative radicado, with the corporation as entity', async () => {
    const abogado = await createAbogado(deps);
    const radicado = `11001333${uniqueRadicado().slice(8)}`;
    const load = await startLoad(abogado.auth, [radicado]);
    const [item] = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id));
    const withSources = depsWithSources({ 4: async (value) => [found(value, `${value}1100133`)] });
    await buscarProcesoDeCarga(withSources, item.id);
    expect((withSources as unknown as { calls: number[] }).calls).toEqual([2, 4]);
    const [updated] = await deps.db.select().from(procesosACargar).where(eq(procesosACargar.id, item.id));
    const [source] = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, updated.idExpediente ?? 0));
    expect(source).toMatchObject({ tipoFuente: 4, parametros: { entidad: '1100133' } });
  });

  it('marks not found, and technical errors for a retry', async () => {
    const abogado = await createAbogado(deps);
    const [missing, failing] = [uniqueRadicado(), uniqueRadicado()];
    const load = await startLoad(abogado.auth, [missing, failing]);
    const items = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id))
      .orderBy(procesosACargar.id);
    await buscarProcesoDeCarga(depsWithSources({}), items[0].id);
    await buscarProcesoDeCarga(
      depsWithSources({
        2: async () => {
          throw new TransientSourceError('caído', 'server');
        },
      }),
      items[1].id,
    );
    const notFound = await app.inject({
      url: `/api/ProcesoACargar/${load.id}/RegistroAutomaticoProcesos?estado=NoEncontrado`,
      headers: abogado.auth,
    });
    expect(notFound.json().map((item: { numeroProceso: string }) => item.numeroProceso)).toEqual([missing]);
    const finished = await app.inject({
      url: `/api/RegistroAutomaticoProcesos/${load.id}`,
      headers: abogado.auth,
    });
    expect(finished.json()).toMatchObject({ estado: 'Finalizado', conErrorTecnicoEnConsulta: true });
    const retry = await app.inject({
      method: 'POST',
      url: `/api/RegistroAutomaticoProcesos/${load.id}/ReintentarProcesosConError?esReintentadoPorUsuario=true`,
      headers: abogado.auth,
    });
    expect(retry.json()).toMatchObject({
      estado: 'EnProceso',
      conErrorTecnicoEnConsulta: false,
      reintentoSolicitadoErrorTecnicoEnConsulta: true,
      numProcesosPendientes: 1,
    });
  });
});

describe('the result e-mail', () => {
  it('is sent once when the last search closes the load, with the counts and the result link', async () => {
    const abogado = await createAbogado(deps);
    const [encontrado, perdido] = [uniqueRadicado(), uniqueRadicado()];
    const load = await startLoad(abogado.auth, [encontrado, perdido]);
    const items = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id))
      .orderBy(procesosACargar.id);
    const sources = depsWithSources({
      2: async (value) => (value === encontrado ? [found(value, 'CPNU-9')] : []),
    });
    await buscarProcesoDeCarga(sources, items[0].id);
    const mailsFor = () => deps.db.select().from(correos).where(eq(correos.idAbogado, abogado.id));
    expect((await mailsFor()).filter((mail) => mail.plantilla === 'carga-finalizada')).toEqual([]);
    await buscarProcesoDeCarga(sources, items[1].id);
    // A repeated job for an item already searched must not send it again.
    await buscarProcesoDeCarga(sources, items[1].id);
    const mails = (await mailsFor()).filter((mail) => mail.plantilla === 'carga-finalizada');
    expect(mails).toHaveLength(1);
    expect(mails[0].para).toBe(abogado.email);
    expect(mails[0].asunto).toBe('Tu carga de procesos finalizó: 1 de 2 registrados');
    expect(mails[0].texto).toContain('1 proceso no se encontró');
    expect(mails[0].texto).toContain(`/admin/estado-carga-automatica/${load.id}`);
  });

  it('is not sent when the lawyer finishes the load by hand', async () => {
    const abogado = await createAbogado(deps);
    const load = await startLoad(abogado.auth, [uniqueRadicado()]);
    const finish = await app.inject({
      method: 'PUT',
      url: `/api/RegistroAutomaticoProcesos/${load.id}/SolicitudFinalizarRegistroAutomatico`,
      headers: abogado.auth,
    });
    expect(finish.statusCode).toBe(200);
    const mails = await deps.db.select().from(correos).where(eq(correos.idAbogado, abogado.id));
    expect(mails.filter((mail) => mail.plantilla === 'carga-finalizada')).toEqual([]);
  });
});

describe('load actions', () => {
  it('finishes on request, then is marked seen', async () => {
    const abogado = await createAbogado(deps);
    const load = await startLoad(abogado.auth, [uniqueRadicado(), uniqueRadicado()]);
    const finished = await app.inject({
      method: 'PUT',
      url: `/api/RegistroAutomaticoProcesos/${load.id}/SolicitudFinalizarRegistroAutomatico`,
      headers: abogado.auth,
    });
    expect(finished.json()).toMatchObject({ estado: 'FinalizadoPorUsuario', numProcesosPendientes: 0 });
    expect(finished.json().procesosACargar.map((item: { estado: string }) => item.estado)).toEqual([
      'Finalizado',
      'Finalizado',
    ]);
    const seen = await app.inject({
      method: 'PUT',
      url: `/api/RegistroAutomaticoProcesos/${load.id}/Visto`,
      headers: abogado.auth,
    });
    expect(seen.json()).toEqual({ id: load.id, visto: true });
    // With the load finished a new one may start.
    await startLoad(abogado.auth, [uniqueRadicado()]);
  });

  it('completes not-found cases by hand in SIUGJ and Publicaciones Procesales', async () => {
    const abogado = await createAbogado(deps);
    const radicado = uniqueRadicado();
    const load = await startLoad(abogado.auth, [radicado]);
    const [item] = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id));
    await buscarProcesoDeCarga(depsWithSources({}), item.id);
    const url = `/api/RegistroAutomaticoProcesos/${load.id}/RegistroManual`;
    const row = {
      idProcesoAcargar: String(item.id),
      numProceso: radicado,
      demandante: 'Ana Pérez',
      demandado: 'Banco',
      informacionFuenteDondeSeConsulta: [
        { idJuzgado: '110013103001', sitioWebDondeSeConsulta: 'SIUGJ' },
        { idJuzgado: '110013103001', sitioWebDondeSeConsulta: 'PublicacionesProcesales' },
      ],
    };
    for (const bad of [
      { ...row, idProcesoAcargar: item.id },
      [{ ...row, demandante: ' ' }],
      [{ ...row, informacionFuenteDondeSeConsulta: [{ idJuzgado: 1 }] }],
      { procesos: 'x' },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url,
        headers: abogado.auth,
        payload: bad as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'ErrorFormatoInformacion',
        message: MESSAGES.ErrorFormatoInformacion,
      });
    }
    const response = await app.inject({ method: 'PUT', url, headers: abogado.auth, payload: [row] });
    expect(response.statusCode, response.body).toBe(200);
    const [registered] = response.json();
    expect(registered).toMatchObject({
      estado: 'Registrado',
      informacionProcesoEnFuente: [{ idFuente: 5, esInformacionManual: true }, { idFuente: 6 }],
    });
    const sources = await deps.db
      .select()
      .from(procesosEnFuente)
      .where(eq(procesosEnFuente.idExpediente, registered.idExpediente));
    expect(sources.map((source) => source.tipoFuente).sort()).toEqual([5, 6]);
    expect(sources[0].parametros).toMatchObject({
      idJuzgado: '110013103001',
      demandante: 'Ana Pérez',
      demandado: 'Banco',
    });
  });
});

describe('tenant isolation of loads', () => {
  it('answers 404 and no data to another lawyer', async () => {
    const owner = await createAbogado(deps);
    const intruder = await createAbogado(deps);
    const radicado = uniqueRadicado();
    const load = await startLoad(owner.auth, [radicado]);
    const [item] = await deps.db
      .select()
      .from(procesosACargar)
      .where(eq(procesosACargar.idRegistroAutomatico, load.id));
    const base = `/api/RegistroAutomaticoProcesos/${load.id}`;
    await expectIsolated(app, intruder, [
      { method: 'GET', url: base, secrets: [radicado] },
      {
        method: 'GET',
        url: `/api/ProcesoACargar/${load.id}/RegistroAutomaticoProcesos`,
        secrets: [radicado],
      },
      { method: 'PUT', url: `${base}/SolicitudFinalizarRegistroAutomatico`, secrets: [radicado] },
      { method: 'PUT', url: `${base}/Visto`, secrets: [radicado] },
      {
        method: 'POST',
        url: `${base}/ReintentarProcesosConError?esReintentadoPorUsuario=true`,
        secrets: [radicado],
      },
      {
        method: 'PUT',
        url: `${base}/RegistroManual`,
        payload: [
          {
            idProcesoAcargar: String(item.id),
            numProceso: radicado,
            demandante: 'X',
            demandado: 'Y',
            informacionFuenteDondeSeConsulta: [{ idJuzgado: '1', sitioWebDondeSeConsulta: 'SIUGJ' }],
          },
        ],
        secrets: [radicado],
      },
    ]);
    const forbidden = await app.inject({ url: base, headers: intruder.auth });
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.json()).toEqual({ code: 'CargaNoEncontrada', message: MESSAGES.CargaNoEncontrada });
    const [registro] = await deps.db
      .select()
      .from(registrosAutomaticos)
      .where(eq(registrosAutomaticos.id, load.id));
    expect(registro).toMatchObject({ estado: 'EnProceso', visto: false });
    const missing = await app.inject({
      url: '/api/RegistroAutomaticoProcesos/99999999',
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'CargaNoEncontrada', message: MESSAGES.CargaNoEncontrada });
  });
});
