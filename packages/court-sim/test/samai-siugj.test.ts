import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CourtSim, isSiugjDespacho, procesosOf, samaiCorporacion, startCourtSim } from '../src/index.ts';
import { getJson, publicRadicados, TODAY } from './helpers.ts';

let sim: CourtSim;
beforeAll(async () => {
  sim = await startCourtSim({ today: TODAY });
});
afterAll(async () => {
  await sim.close();
});

describe('SAMAI', () => {
  it('holds administrative radicados only', async () => {
    const ordinario = publicRadicados().find((radicado) => radicado.slice(5, 7) === '40') as string;
    expect((await getJson(`${sim.url}/samai/api/BuscarProcesoTodoSamai/${ordinario}/2`)).body).toEqual([]);
    const administrativo = publicRadicados().find((radicado) => radicado.slice(5, 7) === '33') as string;
    const found = (await getJson(`${sim.url}/samai/api/BuscarProcesoTodoSamai/${administrativo}/2`)).body as {
      Corporacion: string;
    }[];
    expect(found[0].Corporacion).toBe(samaiCorporacion(administrativo));
  });

  it('returns the whole history with a monotonic Orden, and the process data', async () => {
    const radicado = publicRadicados().find((candidate) => candidate.slice(5, 7) === '33') as string;
    const corp = samaiCorporacion(radicado);
    const historial = (
      await getJson(`${sim.url}/samai/api/Procesos/HistorialActuaciones/${corp}/${radicado}/2`)
    ).body as { Orden: number; A110LLAVPROC: string; Estado: string }[];
    expect(historial.length).toBeGreaterThan(0);
    expect(historial.map((item) => item.Orden)).toEqual(
      historial.map((_, index) => historial.length - index),
    );
    expect(historial[0]).toMatchObject({ A110LLAVPROC: radicado, Estado: 'REGISTRADA' });
    // The recorded shapes: an envelope whose actuaciones carry Documentos; historial items carry none.
    const datos = (await getJson(`${sim.url}/samai/api/ObtenerDatosProcesoGet/${corp}/${radicado}/2`))
      .body as {
      proceso: { UltimaActuacionDespachoFecha: string; EntidadRadicadora: string };
      cantidadActuaciones: number;
      actuaciones: { Orden: number; Documentos: unknown[] }[];
      auditoria: object;
    };
    expect(datos.cantidadActuaciones).toBe(historial.length);
    expect(datos.actuaciones.map((item) => item.Orden)).toEqual(historial.map((item) => item.Orden));
    expect(datos.actuaciones.every((item) => Array.isArray(item.Documentos))).toBe(true);
    expect(historial.some((item) => 'Documentos' in item)).toBe(false);
    expect(datos.proceso.EntidadRadicadora).toBe(radicado.slice(0, 12));
    expect(datos.proceso.UltimaActuacionDespachoFecha).toMatch(
      /^ [A-Z][a-z]{2} [ \d]\d \d{4} [ \d]\d:\d{2}[AP]M$/,
    );
    const elsewhere = await getJson(`${sim.url}/samai/api/ObtenerDatosProcesoGet/0500123/${radicado}/2`);
    expect(elsewhere).toEqual({ status: 200, body: { auditoria: {} } });
    const wrongCorp = await getJson(
      `${sim.url}/samai/api/Procesos/HistorialActuaciones/0500123/${radicado}/2`,
    );
    expect(wrongCorp.status).toBe(404);
  });
});

describe('SIUGJ search backend', () => {
  const endpoint = () =>
    `${sim.url}/siugj/modulosEspeciales_SIUGJ/paginasFunciones/funcionesBuscadorProceso.php`;
  const post = async (form: Record<string, string>) => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    return (await response.json()) as { numReg: number; registros: Record<string, unknown>[] };
  };
  const base64 = (value: string) => Buffer.from(value).toString('base64');

  it('finds SIUGJ processes by radicado and lists their actuaciones', async () => {
    const radicado = publicRadicados().find(
      (candidate) => isSiugjDespacho(candidate.slice(0, 12)) && procesosOf(candidate).length > 0,
    ) as string;
    const search = await post({
      funcion: '2',
      cadObj: base64(JSON.stringify({ remino: radicado, pagina: 1 })),
    });
    expect(search.numReg).toBe(1);
    expect(search.registros[0].codigoUnicoProceso).toBe(radicado);
    const actuaciones = await post({ funcion: '3', cA: base64(radicado) });
    expect(actuaciones.numReg).toBeGreaterThan(0);
    expect(String(actuaciones.registros[0].fechaActuacion)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('does not know processes of other despachos', async () => {
    const radicado = publicRadicados().find(
      (candidate) => !isSiugjDespacho(candidate.slice(0, 12)),
    ) as string;
    const search = await post({
      funcion: '2',
      cadObj: base64(JSON.stringify({ remino: radicado, pagina: 1 })),
    });
    expect(search.numReg).toBe(0);
  });
});
