/**
 * The statistics calls (seed 002 §7 ResumenActualizacion) computed from each account's own
 * consultations, changes and documents. Two accounts with different data get different figures,
 * each worked out by hand below; the Bogotá day decides where a late-evening document falls.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cambios,
  coincidencias,
  documentosFuente,
  documentosPublicados,
} from '../src/db/schema-expedientes.ts';
import { createCase, newActuacion } from './control-cambios/support.ts';
import { type CreatedAbogado, createAbogado, createInvitedAbogado } from './support/factories.ts';
import { createTestApp } from './support/test-app.ts';

const HOY = '2026-11-10';
const { app, deps } = await createTestApp({}, { today: HOY });

type Caso = Awaited<ReturnType<typeof createCase>>;

async function caso(abogado: CreatedAbogado, fuentes: number[], creadoEl: string): Promise<Caso> {
  const creado = await createCase(deps, abogado.id, fuentes);
  await deps.db.execute(sql`
    update expedientes set creado_en = ${`${creadoEl}T10:00:00-05:00`}::timestamptz where id = ${creado.id}`);
  return creado;
}

async function consulta(
  abogado: CreatedAbogado,
  de: Caso,
  tipoFuente: number,
  fecha: string,
  estado = 'consultado',
) {
  await deps.db.execute(sql`
    insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado)
    values (${abogado.id}, ${de.id}, ${de.rows[tipoFuente]}, ${tipoFuente}, ${fecha}, ${estado})`);
}

async function documentoDeActuacion(abogado: CreatedAbogado, de: Caso, creadoEn: string) {
  await deps.db.insert(documentosFuente).values({
    idAbogado: abogado.id,
    idExpediente: de.id,
    idProcesoEnFuente: de.rows[2],
    tipoFuente: 2,
    clave: `doc-${Math.random()}`,
    nombre: 'AUTO.pdf',
    url: 'http://simulador/doc.pdf',
    creadoEn: new Date(creadoEn),
  });
}

/** A name found on two pages of one published document that night: one change, one document. */
async function coincidenciaEnEstado(abogado: CreatedAbogado, de: Caso, fecha: string) {
  const [documento] = await deps.db
    .insert(documentosPublicados)
    .values({
      tipoFuente: 6,
      uuid: `uuid-${Math.random()}`,
      articleId: 'a1',
      codigoDespacho: '050013103003',
      fechaPublicacion: fecha,
      titulo: 'Estado 123',
      nombre: 'estado.pdf',
      url: 'http://simulador/estado.pdf',
      paginas: ['uno', 'dos'],
    })
    .returning({ id: documentosPublicados.id });
  for (const pagina of [1, 2]) {
    const [fila] = await deps.db
      .insert(coincidencias)
      .values({
        idAbogado: abogado.id,
        idExpediente: de.id,
        idProcesoEnFuente: de.rows[6],
        idDocumento: documento.id,
        tipoFuente: 6,
        pagina,
        extracto: 'MARIA FERNANDA ROJAS',
        resumenEncontrado: 'MARIA FERNANDA ROJAS',
        certeza: 95,
        tipo: 'nombre',
        fechaDeteccion: fecha,
      })
      .returning({ id: coincidencias.id });
    if (pagina === 1)
      await deps.db.insert(cambios).values({
        idAbogado: abogado.id,
        idExpediente: de.id,
        fecha,
        tipo: 'coincidencia',
        tipoFuente: 6,
        referencia: fila.id,
      });
  }
}

const get = (abogado: CreatedAbogado, url: string) => app.inject({ url, headers: abogado.auth });

describe('the statistics of an account', async () => {
  // Account A: seven cases, seven nights with consultations up to today and one after it.
  const a = await createAbogado(deps, { funcionalidades: { tarjetaEstadisticas: true } });
  const a1 = await caso(a, [2, 4, 6], '2026-10-01');
  const a2 = await caso(a, [2], '2026-10-01');
  const a3 = await caso(a, [2], '2026-10-01');
  const a4 = await caso(a, [2], '2026-10-01');
  await caso(a, [2], '2026-11-01'); // a5: registered 9 days ago, never changed
  const a6 = await caso(a, [2], '2026-10-01');
  const a7 = await caso(a, [2], '2026-10-01');
  // 09/11 (the last summary): 5 consultations, 3 answered (U, S, and U of a private case).
  await consulta(a, a1, 2, '2026-11-09');
  await consulta(a, a1, 4, '2026-11-09');
  await consulta(a, a1, 6, '2026-11-09', 'errorTecnico');
  await consulta(a, a2, 2, '2026-11-09', 'privado');
  await consulta(a, a3, 2, '2026-11-09', 'noEncontrado');
  for (const dia of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06'])
    await consulta(a, a2, 2, dia);
  await consulta(a, a3, 2, '2026-10-20');
  await consulta(a, a1, 2, '2026-11-11'); // after the engine's today: not a summary yet
  // 09/11 changes: U ×2, S ×1, PP ×1 (a match); a folded duplicate and a reminder do not count.
  await newActuacion(deps, a.id, a1, 2, '2026-11-09', 'AUTO ADMITE');
  await newActuacion(deps, a.id, a1, 4, '2026-11-09', 'AUTO SAMAI');
  await newActuacion(deps, a.id, a2, 2, '2026-11-09', 'AUTO REQUIERE');
  await coincidenciaEnEstado(a, a1, '2026-11-09');
  const duplicado = await newActuacion(deps, a.id, a1, 4, '2026-11-09', 'AUTO ADMITE (SAMAI)');
  await deps.db.execute(sql`update cambios set suprimido = 'duplicado' where referencia = ${duplicado}`);
  await deps.db
    .insert(cambios)
    .values({ idAbogado: a.id, idExpediente: a3.id, fecha: '2026-11-09', tipo: 'sinCambios3Meses' });
  // Earlier changes: a2 on 03/11, a1 on 02/11, a3 on 20/10 (21 days before today), a6 on 01/11,
  // a7 on 25/10, and a suppressed one of a4 on 08/11 (a4 stays without changes).
  await newActuacion(deps, a.id, a2, 2, '2026-11-03', 'TRASLADO');
  await newActuacion(deps, a.id, a1, 2, '2026-11-02', 'FIJA FECHA');
  await newActuacion(deps, a.id, a3, 2, '2026-10-20', 'ARCHIVO');
  await newActuacion(deps, a.id, a6, 2, '2026-11-01', 'SENTENCIA');
  await newActuacion(deps, a.id, a7, 2, '2026-10-25', 'OFICIO');
  const suprimido = await newActuacion(deps, a.id, a4, 2, '2026-11-08', 'NO ES MI PARTE');
  await deps.db.execute(sql`update cambios set suprimido = 'noEsMiParte' where referencia = ${suprimido}`);
  // Documents read on 09/11 Bogotá: 20:00 and 22:00 (03:00 UTC of the 10th) count; 01:00 of the 10th does not.
  await documentoDeActuacion(a, a1, '2026-11-09T20:00:00-05:00');
  await documentoDeActuacion(a, a1, '2026-11-10T03:00:00Z');
  await documentoDeActuacion(a, a1, '2026-11-09T13:00:00Z');
  await documentoDeActuacion(a, a1, '2026-11-10T06:00:00Z');

  // Account B: two cases consulted today, one change.
  const b = await createAbogado(deps);
  const b1 = await caso(b, [2], '2026-11-08');
  const b2 = await caso(b, [2], '2026-11-08');
  await consulta(b, b1, 2, HOY);
  await consulta(b, b2, 2, HOY);
  await newActuacion(deps, b.id, b1, 2, HOY, 'AUTO DE B');

  it('gives each account its own last summary, figure by figure', async () => {
    const respuesta = await get(a, '/api/ResumenActualizacion/UltimoResumen/Estadisticas');
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.json()).toEqual({
      idFecha: 20261109,
      fecha: '09/11/2026',
      totalConsultas: 5,
      consultasRealizadas: 3,
      consultasNoRealizadas: 2,
      totalCambios: 4,
      cambiosPorFuente: [
        { idFuente: 2, cantidad: 2 },
        { idFuente: 4, cantidad: 1 },
        { idFuente: 6, cantidad: 1 },
      ],
      totalFuentesConsultadas: 2,
      paginasEvitadas: 3,
      paginasPorFuente: [
        { idFuente: 2, cantidad: 2 },
        { idFuente: 4, cantidad: 1 },
      ],
      totalDocumentos: 4,
      documentosAutos: 3,
      documentosEstados: 1,
      minutosAhorrados: 9,
      horasAhorradas: '0:09',
    });

    const deB = (await get(b, '/api/ResumenActualizacion/UltimoResumen/Estadisticas')).json();
    expect(deB).toMatchObject({
      idFecha: 20261110,
      fecha: '10/11/2026',
      totalConsultas: 2,
      consultasRealizadas: 2,
      consultasNoRealizadas: 0,
      totalCambios: 1,
      cambiosPorFuente: [{ idFuente: 2, cantidad: 1 }],
      totalFuentesConsultadas: 1,
      paginasPorFuente: [{ idFuente: 2, cantidad: 2 }],
      totalDocumentos: 0,
      horasAhorradas: '0:06',
    });
  });

  it('an associated user sees the account it works in', async () => {
    const asociado = await createInvitedAbogado(deps, a.id);
    const delTitular = (await get(a, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=30')).json();
    const delAsociado = await get(asociado, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=30');
    expect(delAsociado.statusCode).toBe(200);
    expect(delAsociado.json()).toEqual(delTitular);
  });

  it('adds up the last 5 and the last 30 summaries', async () => {
    const cinco = (await get(a, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=5')).json();
    expect(cinco.resumenes.map((r: { fecha: string }) => r.fecha)).toEqual([
      '09/11/2026',
      '06/11/2026',
      '05/11/2026',
      '04/11/2026',
      '03/11/2026',
    ]);
    expect(cinco.resumenes[0]).toEqual({
      idFecha: 20261109,
      fecha: '09/11/2026',
      totalConsultas: 5,
      consultasRealizadas: 3,
      consultasNoRealizadas: 2,
      totalCambios: 4,
      expedientesConCambios: 2,
      totalDocumentos: 4,
    });
    expect(cinco.resumenes[4]).toMatchObject({
      totalConsultas: 1,
      totalCambios: 1,
      expedientesConCambios: 1,
    });
    expect(cinco.totales).toEqual({
      numeroResumenes: 5,
      totalConsultas: 9,
      consultasRealizadas: 7,
      consultasNoRealizadas: 2,
      totalCambios: 5,
      // a1 and a2 on 09/11, a2 again on 03/11: two cases, not three.
      expedientesConCambios: 2,
      totalDocumentos: 4,
      minutosAhorrados: 21,
      horasAhorradas: '0:21',
    });

    const treinta = (await get(a, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=30')).json();
    expect(treinta.numeroRegistros).toBe(30);
    expect(treinta.resumenes.at(-1).fecha).toBe('20/10/2026');
    expect(treinta.totales).toMatchObject({
      numeroResumenes: 7,
      totalConsultas: 11,
      consultasRealizadas: 9,
      totalCambios: 7,
      expedientesConCambios: 3,
      horasAhorradas: '0:27',
    });

    const deB = (await get(b, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=30')).json();
    expect(deB.totales).toMatchObject({
      numeroResumenes: 1,
      totalConsultas: 2,
      totalCambios: 1,
      expedientesConCambios: 1,
    });
  });

  it('groups the cases by the week of their latest change', async () => {
    const respuesta = await get(a, '/api/ResumenActualizacion/ExpedientesCambiosPorSemana');
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.json()).toEqual({
      fechaReferencia: '10/11/2026',
      totalExpedientes: 7,
      cambiaronSemanaPasada: 2, // a1, a2 (09/11)
      cambiaronHaceDosSemanas: 1, // a6 (01/11, 9 days)
      cambiaronHaceTresSemanas: 1, // a7 (25/10, 16 days)
      // a3 (20/10, 21 days) and a4 (its only change suppressed); a5 is new, not quiet.
      sinCambiosMasDeTresSemanas: 2,
    });
    expect((await get(b, '/api/ResumenActualizacion/ExpedientesCambiosPorSemana')).json()).toEqual({
      fechaReferencia: '10/11/2026',
      totalExpedientes: 2,
      cambiaronSemanaPasada: 1,
      cambiaronHaceDosSemanas: 0,
      cambiaronHaceTresSemanas: 0,
      sinCambiosMasDeTresSemanas: 0,
    });
  });

  it('shows the rotating card only to accounts with the flag', async () => {
    expect((await get(a, '/api/ResumenActualizacion/TarjetaEstadisticas')).json()).toEqual({
      habilitada: true,
    });
    expect((await get(b, '/api/ResumenActualizacion/TarjetaEstadisticas')).json()).toEqual({
      habilitada: false,
    });
  });

  it('an account with no nights yet gets no last summary and empty windows', async () => {
    const nuevo = await createAbogado(deps);
    const ultimo = await get(nuevo, '/api/ResumenActualizacion/UltimoResumen/Estadisticas');
    // No data yet is a 200 with null, not a 404 the browser logs as an error (issue 21 item 12).
    expect(ultimo.statusCode).toBe(200);
    expect(ultimo.headers['content-type']).toMatch(/^application\/json/);
    expect(ultimo.json()).toBeNull();
    const cinco = (await get(nuevo, '/api/ResumenActualizacion/Estadisticas?numeroRegistros=5')).json();
    expect(cinco.resumenes).toEqual([]);
    expect(cinco.totales).toMatchObject({ numeroResumenes: 0, totalConsultas: 0, expedientesConCambios: 0 });
    const semanas = (await get(nuevo, '/api/ResumenActualizacion/ExpedientesCambiosPorSemana')).json();
    expect(semanas.totalExpedientes).toBe(0);
  });

  it('refuses a window other than 5 or 30, in Spanish, and calls without a session', async () => {
    for (const valor of [
      '',
      '7',
      '0',
      '-5',
      'abc',
      '5.0',
      '30x',
      '99999999999999999999',
      '5&numeroRegistros=30',
    ]) {
      const respuesta = await get(a, `/api/ResumenActualizacion/Estadisticas?numeroRegistros=${valor}`);
      expect(respuesta.statusCode, valor).toBe(400);
      expect(respuesta.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const sinValor = await get(a, '/api/ResumenActualizacion/Estadisticas');
    expect(sinValor.json()).toEqual({
      code: 'NumeroRegistrosNoValido',
      message: 'El número de registros debe ser 5 o 30.',
    });
    for (const url of [
      '/api/ResumenActualizacion/UltimoResumen/Estadisticas',
      '/api/ResumenActualizacion/Estadisticas?numeroRegistros=5',
      '/api/ResumenActualizacion/ExpedientesCambiosPorSemana',
      '/api/ResumenActualizacion/TarjetaEstadisticas',
    ])
      expect((await app.inject({ url })).statusCode, url).toBe(401);
  });
});
