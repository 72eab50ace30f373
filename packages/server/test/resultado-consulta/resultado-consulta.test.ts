/**
 * The query-result screen's calls (seed 001 §2, §7) and the latest-changes table: the day's summary
 * by ddmmyyyy and by id, the not-consulted and partially-consulted pages with row statuses, alert
 * texts and the two-nights warning, the tutorial flag, tenant isolation and bad input.
 */
import { calcularTermino, crearCalendarioJudicial, sumarDias } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closeDayFor, createCase, markConsulted, newActuacion } from '../control-cambios/support.ts';
import { type CreatedAbogado, createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const { app, deps } = await createTestApp();

type Caso = Awaited<ReturnType<typeof createCase>>;

async function consulta(
  abogado: CreatedAbogado,
  caso: Caso,
  tipoFuente: number,
  fecha: string,
  estado: string,
) {
  await deps.db.execute(sql`
    insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado)
    values (${abogado.id}, ${caso.id}, ${caso.rows[tipoFuente]}, ${tipoFuente}, ${fecha}, ${estado})`);
}

async function nightWithFailures() {
  const abogado = await createAbogado(deps);
  const parcial = await createCase(deps, abogado.id, [2, 4]);
  const caido = await createCase(deps, abogado.id, [2]);
  const bien = await createCase(deps, abogado.id, [2]);
  const privado = await createCase(deps, abogado.id, [2]);
  await consulta(abogado, parcial, 2, '2026-10-19', 'errorTecnico');
  await consulta(abogado, parcial, 2, '2026-10-20', 'errorTecnico');
  await consulta(abogado, parcial, 4, '2026-10-20', 'consultado');
  await consulta(abogado, caido, 2, '2026-10-19', 'consultado');
  await consulta(abogado, caido, 2, '2026-10-20', 'cambioDeFormato');
  await consulta(abogado, bien, 2, '2026-10-20', 'consultado');
  await consulta(abogado, privado, 2, '2026-10-20', 'privado');
  return { abogado, parcial, caido, bien };
}

const get = (abogado: CreatedAbogado, url: string) => app.inject({ url, headers: abogado.auth });

describe('the query result of a night', () => {
  it('summarises the day and lists the not consulted and the partially consulted cases', async () => {
    const { abogado, parcial, caido } = await nightWithFailures();
    const porFecha = await get(abogado, '/api/ResumenConsultaAbogado/IdFecha/20102026');
    expect(porFecha.statusCode).toBe(200);
    const resumen = porFecha.json();
    expect(resumen).toMatchObject({
      idFecha: 20261020,
      fecha: '20/10/2026',
      tutorialVisto: false,
      cantidadExpedientesConsultados: 2,
      cantidadExpedientesNoConsultados: 1,
      cantidadExpedientesConsultadosParcialmente: 1,
    });
    // Without a date: the newest consulted day up to the engine's today, never a later one.
    const manana = sumarDias(await deps.clock.today(), 1);
    await consulta(abogado, caido, 2, manana, 'consultado');
    expect((await get(abogado, '/api/ResumenConsultaAbogado/Ultimo')).json()).toEqual(resumen);
    // Asking again gives the same summary id.
    expect((await get(abogado, '/api/ResumenConsultaAbogado/IdFecha/20102026')).json().id).toBe(resumen.id);
    expect((await get(abogado, `/api/ResumenConsultaAbogado/${resumen.id}`)).json()).toEqual(resumen);

    const noConsultados = (
      await get(abogado, `/api/ResumenConsultaAbogado/${resumen.id}/ExpedientesNoConsultados?numeroPagina=1`)
    ).json();
    expect(noConsultados).toMatchObject({ total: 1, numeroPagina: 1, totalPaginas: 1 });
    const [uno] = noConsultados.expedientes;
    expect(uno).toMatchObject({
      idExpediente: caido.id,
      numero: caido.numero,
      sinConsultaRecurrente: false,
      listaConsultaProcesos: [],
      listaProcesosNoConsultados: [{ idFuente: 2, estado: 3, tipoAlerta: 'cambioDeFormato' }],
    });
    expect(uno.alertas[0].razon).toBe(
      'Unificada cambió la forma en que muestra la información y no pudimos leerla.',
    );
    expect(uno.alertas[0].recomendacion).toMatch(/\S/);
    expect(uno.alertas[0].causa).toMatch(/\S/);

    const parciales = (
      await get(abogado, `/api/ResumenConsultaAbogado/${resumen.id}/ExpedientesConsultadosParcialmente`)
    ).json();
    expect(parciales.expedientes).toHaveLength(1);
    expect(parciales.expedientes[0]).toMatchObject({
      idExpediente: parcial.id,
      // Unificada failed on the 19th and on the 20th: two consultations running.
      sinConsultaRecurrente: true,
      listaConsultaProcesos: [{ idFuente: 4, estado: 2, conAlerta: false, esProcesoPrincipal: true }],
      listaProcesosNoConsultados: [{ idFuente: 2, estado: 3, tipoAlerta: 'errorTecnico' }],
    });

    const visto = await app.inject({
      method: 'PUT',
      url: `/api/ResumenConsultaAbogado/${resumen.id}/TutorialVisto`,
      headers: abogado.auth,
    });
    expect(visto.statusCode).toBe(204);
    expect((await get(abogado, `/api/ResumenConsultaAbogado/${resumen.id}`)).json().tutorialVisto).toBe(true);
  });

  it("keeps every account's summary to itself and answers bad input with a 4xx", async () => {
    const { abogado, caido } = await nightWithFailures();
    const { id } = (await get(abogado, '/api/ResumenConsultaAbogado/IdFecha/20102026')).json();
    const intruso = await createAbogado(deps);
    for (const url of [
      `/api/ResumenConsultaAbogado/${id}`,
      `/api/ResumenConsultaAbogado/${id}/ExpedientesNoConsultados`,
      `/api/ResumenConsultaAbogado/${id}/ExpedientesConsultadosParcialmente`,
    ]) {
      const response = await get(intruso, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(caido.numero);
    }
    const ajeno = await app.inject({
      method: 'PUT',
      url: `/api/ResumenConsultaAbogado/${id}/TutorialVisto`,
      headers: intruso.auth,
    });
    expect(ajeno.statusCode).toBe(404);
    // The intruder has nothing consulted on any day: no data yet is a 200 with null (issue 21 item
    // 12: a 404 logs a console error on every visit of a new account), a day asked by date a 404.
    const ultimo = await get(intruso, '/api/ResumenConsultaAbogado/Ultimo');
    expect(ultimo.statusCode).toBe(200);
    expect(ultimo.json()).toBeNull();
    expect((await get(intruso, '/api/ResumenConsultaAbogado/IdFecha/20102026')).statusCode).toBe(404);
    for (const url of [
      '/api/ResumenConsultaAbogado/IdFecha/31022026',
      '/api/ResumenConsultaAbogado/IdFecha/2010202',
      `/api/ResumenConsultaAbogado/${id}/ExpedientesNoConsultados?numeroPagina=0`,
      '/api/ResumenConsultaAbogado/abc',
    ]) {
      const response = await get(abogado, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/\S/);
    }
  });
});

describe('the latest-changes table', () => {
  it("lists the account's new actuaciones newest first, only its own, with the case's pending término", async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    // Three nights up to the engine's today, so the traslado's término is still pending.
    const hoy = await deps.clock.today();
    const [dia1, dia2] = [sumarDias(hoy, -2), sumarDias(hoy, -1)];
    const ddmmyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
    await newActuacion(deps, abogado.id, caso, 2, dia1, 'AUTO ADMITE DEMANDA', sumarDias(dia1, -1));
    await markConsulted(deps, abogado.id, caso, dia1);
    await closeDayFor(deps, dia1, abogado.id);
    await newActuacion(deps, abogado.id, caso, 2, dia2, 'FIJACION ESTADO');
    await markConsulted(deps, abogado.id, caso, dia2);
    await closeDayFor(deps, dia2, abogado.id);
    const traslado = 'AUTO CORRE TRASLADO POR EL TERMINO DE DIEZ (10) DIAS';
    await newActuacion(deps, abogado.id, caso, 2, hoy, traslado);
    await markConsulted(deps, abogado.id, caso, hoy);
    await closeDayFor(deps, hoy, abogado.id);
    const { cambios: todos, hayMas } = (await get(abogado, '/api/UltimosCambios')).json();
    expect(hayMas).toBe(false);
    expect(todos).toHaveLength(3);
    // The Término column gives the case's pending término (our computed end on the judicial
    // calendar, with its rule) on every row of the case, as its card does — also on the rows
    // whose own actuación grants none (issue 21 item 7: it said '---' there).
    const esperado = calcularTermino(crearCalendarioJudicial(), {
      actuacion: traslado,
      anotacion: null,
      fecha: hoy,
      fechaInicial: null,
      fechaFinal: null,
    });
    expect(esperado).not.toBeNull();
    const vence = ddmmyyyy(esperado?.vence ?? '');
    expect(todos[0]).toMatchObject({
      ultimaActuacion: traslado,
      termino: vence,
      reglaTermino: esperado?.regla,
    });
    expect(todos[0].reglaTermino).toMatch(/^10 días hábiles/);
    const cambios = todos.slice(1);
    expect(cambios[0]).toMatchObject({
      numeroExpediente: caso.numero,
      fuente: 'Unificada',
      fecha: ddmmyyyy(dia2),
      ultimaActuacion: 'FIJACION ESTADO',
      demandantes: 'MARIA FERNANDA ROJAS',
      termino: vence,
    });
    expect(cambios[1]).toMatchObject({
      fecha: ddmmyyyy(dia1),
      fechaUltimaActuacion: ddmmyyyy(sumarDias(dia1, -1)),
      termino: vence,
    });
    const intruso = await createAbogado(deps);
    expect((await get(intruso, '/api/UltimosCambios')).json().cambios).toEqual([]);
    expect((await get(abogado, '/api/UltimosCambios?pagina=0')).statusCode).toBe(400);
  });
});
