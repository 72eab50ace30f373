/**
 * The fitted activity ('ajustada'): pure in (timeline, day), as bursty and as quiet as the chain
 * fitted to real CPNU timelines says, and the estados name exactly the autos CPNU shows.
 */

import { leerAudiencias, priorizarCambio } from '@expediente/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ajuste from '../src/actividad-ajustada.json' with { type: 'json' };
import { vaciarCorridas } from '../src/actividad-ajustada.ts';
import { TRASLADO_EN_LISTA } from '../src/catalogo-actuaciones.ts';
import {
  type Actividad,
  actuacionesUntil,
  CADENA_AJUSTADA,
  type CourtSim,
  docketSize,
  estadoDelDia,
  isBusinessDay,
  isPrivate,
  leerActividad,
  procesosOf,
  sampleRadicados,
  startCourtSim,
  tipoOn,
  toDay,
  toIso,
} from '../src/index.ts';
import { getJson, TODAY } from './helpers.ts';

const today = toDay(TODAY);
const TIMELINES = sampleRadicados(2000, 7)
  .map((radicado) => procesosOf(radicado)[0])
  .filter((proceso) => proceso !== undefined);

/** Business days from the day after the admisión to today: where the chain decides. */
function diasDecididos(proceso: { admisionDay: number }, hasta = today): number[] {
  const dias: number[] = [];
  for (let day = proceso.admisionDay + 1; day <= hasta; day++) if (isBusinessDay(day)) dias.push(day);
  return dias;
}

/** Active-day share and the gaps between consecutive active days (in business days). */
function actividadDe(actividad: Actividad) {
  let activos = 0;
  let dias = 0;
  const huecos: number[] = [];
  for (const proceso of TIMELINES) {
    let anterior = -1;
    diasDecididos(proceso).forEach((day, habil) => {
      dias++;
      if (!tipoOn(proceso, day, actividad)) return;
      activos++;
      if (anterior >= 0) huecos.push(habil - anterior);
      anterior = habil;
    });
  }
  return { parte: activos / dias, huecos };
}

/** The chain's expected share of active days over the same business days, from its figures. */
function parteEsperada(): number {
  const largos = TIMELINES.map((proceso) => diasDecididos(proceso).length);
  const maximo = Math.max(...largos);
  // Expected rate on the t-th business day after the admisión, then summed per timeline.
  const acumulada = new Float64Array(maximo + 1);
  let pi = [...CADENA_AJUSTADA.inicial];
  for (let t = 1; t <= maximo; t++) {
    pi = pi.map((_, hacia) =>
      pi.reduce((suma, p, desde) => suma + p * (CADENA_AJUSTADA.transiciones[desde]?.[hacia] ?? 0), 0),
    );
    const tasa = pi.reduce((suma, p, estado) => suma + p * (CADENA_AJUSTADA.tasas[estado] ?? 0), 0);
    acumulada[t] = (acumulada[t - 1] ?? 0) + tasa;
  }
  const esperados = largos.reduce((suma, largo) => suma + (acumulada[largo] ?? 0), 0);
  return esperados / largos.reduce((suma, largo) => suma + largo, 0);
}

/** Total variation distance between the gaps and a histogram of the fit (its bins). */
function distanciaDeHuecos(
  huecos: number[],
  histograma: { desde: number; hasta: number | null; parte: number }[],
) {
  const cuenta = histograma.map(
    (bin) => huecos.filter((h) => h >= bin.desde && (bin.hasta === null || h <= bin.hasta)).length,
  );
  return (
    histograma.reduce((suma, bin, i) => suma + Math.abs((cuenta[i] ?? 0) / huecos.length - bin.parte), 0) / 2
  );
}

describe('fitted activity: statistics over many timelines', () => {
  const ajustada = actividadDe('ajustada');
  const hoy = actividadDe('hoy');
  const esperada = parteEsperada();
  const validacion = ajuste.modeloOculto.tresEstados.validacion.histogramaHuecos;

  it('makes the share of active days the fitted chain expects (the default mode does not)', () => {
    expect(esperada).toBeGreaterThan(0.005);
    expect(esperada).toBeLessThan(0.05);
    const cerca = (parte: number) => Math.abs(parte - esperada) / esperada < 0.1;
    expect(cerca(ajustada.parte)).toBe(true);
    // The same tolerance fails on the per-day draws of the default activity.
    expect(cerca(hoy.parte)).toBe(false);
  });

  it('spaces active days as the fitted chain and the real timelines do (the default mode does not)', () => {
    expect(ajustada.huecos.length).toBeGreaterThan(5000);
    const tolerancia = 0.06;
    expect(distanciaDeHuecos(ajustada.huecos, validacion)).toBeLessThan(tolerancia);
    expect(distanciaDeHuecos(ajustada.huecos, ajuste.huecos.histograma)).toBeLessThan(tolerancia);
    expect(distanciaDeHuecos(hoy.huecos, validacion)).toBeGreaterThan(tolerancia);
  });

  it('carries an estado on the fitted share of active days', () => {
    let activos = 0;
    let conEstado = 0;
    for (const proceso of TIMELINES.slice(0, 1000))
      for (const day of diasDecididos(proceso)) {
        const tipo = tipoOn(proceso, day, 'ajustada');
        if (!tipo) continue;
        activos++;
        if (tipo.esAuto) conEstado++;
      }
    expect(Math.abs(conEstado / activos - CADENA_AJUSTADA.porEstado)).toBeLessThan(0.03);
  });

  it('fixes a traslado in lista on the fitted share of the active days without estado', () => {
    let sinEstado = 0;
    let traslados = 0;
    for (const proceso of TIMELINES)
      for (const day of diasDecididos(proceso)) {
        const tipo = tipoOn(proceso, day, 'ajustada');
        if (!tipo || tipo.esAuto) continue;
        sinEstado++;
        if (tipo.enLista) traslados++;
      }
    expect(sinEstado).toBeGreaterThan(3000);
    // About 3.5 standard deviations of the binomial at this count; the default activity has none.
    expect(Math.abs(traslados / sinEstado - CADENA_AJUSTADA.trasladoSinEstado)).toBeLessThan(0.008);
    expect(TIMELINES.some((p) => diasDecididos(p).some((day) => tipoOn(p, day, 'hoy')?.enLista))).toBe(false);
  });

  it('makes important, by Tito, the measured share of the days no estado, list or hearing announces', () => {
    let otros = 0;
    let importantes = 0;
    for (const proceso of TIMELINES)
      for (const day of diasDecididos(proceso)) {
        const tipo = tipoOn(proceso, day, 'ajustada');
        if (!tipo || tipo.esAuto || tipo.enLista || (tipo.codigo >= 61 && tipo.codigo <= 63)) continue;
        otros++;
        const anotacion = tipo.anotaciones[0] ?? null;
        if (priorizarCambio({ tipoCambio: 0, descripcion: tipo.actuacion, anotacion }).esPriorizado)
          importantes++;
      }
    expect(otros).toBeGreaterThan(3000);
    // The catalogue's own hearings, drawn among them, made 4.6 %: twice the measured 2.4 %.
    expect(Math.abs(importantes / otros - CADENA_AJUSTADA.importanteOtros)).toBeLessThan(0.008);
  });

  it('writes a hearing it fixes in the anotación, as the engine reads it, and holds it on that day', () => {
    let fijadas = 0;
    let celebradas = 0;
    for (const proceso of TIMELINES) {
      const linea = actuacionesUntil(proceso, today, 'ajustada');
      for (const fija of linea.filter((a) => a.codigo === 61 || a.codigo === 62)) {
        fijadas++;
        const [audiencia] = leerAudiencias([fija.actuacion, fija.anotacion]);
        expect(audiencia, fija.anotacion ?? '').toBeDefined();
        const dia = toDay(audiencia?.fecha ?? '');
        // 1 to 63 business days ahead (the measured span), on a business day.
        expect(isBusinessDay(dia)).toBe(true);
        let habiles = 0;
        for (let d = fija.fechaRegistro + 1; d <= dia; d++) if (isBusinessDay(d)) habiles++;
        expect(habiles).toBeGreaterThanOrEqual(1);
        expect(habiles).toBeLessThanOrEqual(63);
        if (dia > today) continue;
        if (linea.some((a) => a.fechaRegistro === dia && a.actuacion === 'Audiencia')) celebradas++;
      }
    }
    expect(fijadas).toBeGreaterThan(5);
    expect(celebradas).toBeGreaterThan(0);
  });
});

describe('fitted activity: pure in (timeline, day)', () => {
  const muestra = TIMELINES.slice(0, 200);
  const activosHasta = (hasta: number) =>
    muestra.map((proceso) =>
      diasDecididos(proceso, hasta).filter((day) => tipoOn(proceso, day, 'ajustada') !== null),
    );

  it('gives the same past whether the clock jumped or moved day by day, cached or not', () => {
    vaciarCorridas();
    const antes = activosHasta(today);
    vaciarCorridas();
    const saltando = activosHasta(today + 400).map((dias) => dias.filter((day) => day <= today));
    vaciarCorridas();
    for (let day = today - 30; day <= today + 120; day++)
      for (const proceso of muestra) tipoOn(proceso, day, 'ajustada');
    const paso = activosHasta(today);
    expect(saltando).toEqual(antes);
    expect(paso).toEqual(antes);
    expect(antes.flat().length).toBeGreaterThan(100);
  });
});

describe('fitted activity over HTTP', () => {
  let sim: CourtSim;
  beforeAll(async () => {
    sim = await startCourtSim({ today: TODAY, actividad: 'ajustada' });
  });
  afterAll(async () => {
    await sim.close();
  });

  async function actuaciones(radicado: string) {
    const busqueda = (
      await getJson(
        `${sim.url}/cpnu/api/v2/Procesos/Consulta/NumeroRadicacion?numero=${radicado}&SoloActivos=false&pagina=1`,
      )
    ).body as { procesos: { idProceso: number; despacho: string }[] };
    const proceso = procesosOf(radicado)[0];
    const id = busqueda.procesos.find((p) => p.idProceso === proceso?.idProceso)?.idProceso;
    const filas: { actuacion: string; fechaRegistro: string; cant: number }[] = [];
    for (let pagina = 1; ; pagina++) {
      const { body } = await getJson(`${sim.url}/cpnu/api/v2/Proceso/Actuaciones/${id}?pagina=${pagina}`);
      const page = body as { actuaciones: typeof filas; paginacion: { cantidadPaginas: number } };
      filas.push(...page.actuaciones);
      if (pagina >= page.paginacion.cantidadPaginas) return filas;
    }
  }

  it('never rewrites what CPNU showed when the clock moves on', async () => {
    const radicados = TIMELINES.filter((p) => !p.esPrivado)
      .slice(0, 10)
      .map((p) => p.radicado);
    const antes = await Promise.all(radicados.map(actuaciones));
    sim.clock.advance(365);
    const despues = await Promise.all(radicados.map(actuaciones));
    radicados.forEach((_, i) => {
      // `cant` is the timeline's count today: the rows themselves must not change.
      const sinCant = (filas: Record<string, unknown>[]) => filas.map(({ cant: _, ...fila }) => fila);
      const previas = sinCant(antes[i] ?? []);
      const nuevas = sinCant(despues[i] ?? []);
      // CPNU lists newest first: the old answer is the new one's tail.
      expect(nuevas.slice(nuevas.length - previas.length)).toEqual(previas);
    });
    sim.clock.set(TODAY);
  });

  it('names in the estado exactly the radicados whose autos (and traslados in lista) CPNU fixes that day, and keeps their Fijacion estado', async () => {
    let nombrados = 0;
    const despachos = [...new Set(TIMELINES.slice(0, 40).map((p) => p.radicado.slice(0, 12)))].slice(0, 6);
    for (const codigo of despachos) {
      for (let day = today - 10; day <= today; day++) {
        // The docket's public radicados with a 'Fijacion estado' or a traslado fixed in lista registered
        // that day, by CPNU's timelines.
        const esperados = new Set<string>();
        const year = new Date(day * 86_400_000).getUTCFullYear();
        for (let anyo = year - 7; anyo <= year; anyo++)
          for (let consecutivo = 1; consecutivo <= docketSize(codigo, anyo); consecutivo++) {
            const radicado = `${codigo}${anyo}${String(consecutivo).padStart(5, '0')}00`;
            const proceso = procesosOf(radicado)[0];
            if (!proceso || isPrivate(radicado)) continue;
            const linea = actuacionesUntil(proceso, day, 'ajustada');
            // Every auto keeps its 'Fijacion estado', registered with it.
            for (const auto of linea.filter((a) => a.esAuto))
              expect(
                linea.some(
                  (a) => a.actuacion === 'Fijacion estado' && a.fechaRegistro === auto.fechaRegistro,
                ),
              ).toBe(true);
            const enLista = new Set(['Fijacion estado', TRASLADO_EN_LISTA.actuacion]);
            if (linea.some((a) => enLista.has(a.actuacion) && a.fechaRegistro === day))
              esperados.add(radicado);
          }
        const filas = estadoDelDia(codigo, day, 'ajustada');
        expect(new Set(filas.map((fila) => fila.radicado))).toEqual(esperados);
        nombrados += filas.length;
      }
    }
    expect(nombrados).toBeGreaterThan(0);
    // One named radicado through HTTP: its CPNU answer has the auto and its 'Fijacion estado'.
    const [codigo, day] = primerEstado(despachos);
    const fila = estadoDelDia(codigo, day, 'ajustada')[0];
    const filas = await actuaciones(fila?.radicado ?? '');
    const fecha = `${toIso(day)}T00:00:00`;
    expect(filas.some((a) => a.actuacion === 'Fijacion estado' && a.fechaRegistro === fecha)).toBe(true);
    expect(
      filas.some((a) => a.actuacion.toUpperCase() === fila?.descripcion && a.fechaRegistro === fecha),
    ).toBe(true);
  });
});

function primerEstado(despachos: string[]): [string, number] {
  for (const codigo of despachos)
    for (let day = today; day > today - 60; day--)
      if (estadoDelDia(codigo, day, 'ajustada').length > 0) return [codigo, day];
  throw new Error('ningún estado en 60 días');
}

describe('leerActividad', () => {
  it('defaults to today and refuses an unknown mode', () => {
    expect(leerActividad(undefined)).toBe('hoy');
    expect(leerActividad('ajustada')).toBe('ajustada');
    expect(() => leerActividad('inventada')).toThrow(/Actividad inválida/);
  });
});
