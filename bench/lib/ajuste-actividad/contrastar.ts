/**
 * The held-out check of the activity chain (issue 23): the chain was fitted to one recorder's
 * timelines (CachorroC: one bank's executive processes in Bogotá); here the same figures are
 * computed on other recorders' timelines (lineas-contraste.json, from extraer-contraste.ts) and
 * set beside what the fitted chain (actividad-ajustada.json, not refitted) gives over the same
 * windows, plus how well the scheduler's own reading of a history (probabilidadPorCadena) ranks
 * the days a process acts. Run (a few seconds):
 * `node --import tsx bench/lib/ajuste-actividad/contrastar.ts [--cadena <salida de ajustar.ts>] [<lineas de extraer-lineas.ts>…]`
 * (extra files, e.g. CachorroC's lines, are shown as further columns; `--cadena` sets another fit
 * beside the observed figures instead of actividad-ajustada.json's).
 *
 * A script rather than a test: what it measures is a reading for docs/actividad-de-los-juzgados.md,
 * not a property with a threshold; a test asserting only its shape could not fail on what matters.
 */
import { readFileSync } from 'node:fs';
import ajuste from '../../../packages/court-sim/src/actividad-ajustada.json' with { type: 'json' };
import { probabilidadPorCadena } from '../../../packages/server/src/monitoring/presupuesto/cadena-de-actividad.ts';
import {
  figurasObservadas,
  histograma,
  huecosEntreActivos,
  type Linea,
  redondear,
  type Secuencia,
  secuencias as secuenciasDe,
  silencioFinal,
  simularSecuencias,
  tasaPorEdad,
} from './figuras.ts';

const argumentos = process.argv.slice(2);
const conCadena = argumentos.indexOf('--cadena');
// Another fit's output (ajustar.ts) can stand in for the committed chain; the scheduler's reading
// stays the committed one (its constants are in cadena-de-actividad.ts).
const cadena =
  conCadena >= 0
    ? (JSON.parse(readFileSync(argumentos[conCadena + 1] as string, 'utf8')) as typeof ajuste).modeloOculto
        .tresEstados
    : ajuste.modeloOculto.tresEstados;
const rutasDeLineas = argumentos.filter((_, i) => conCadena < 0 || (i !== conCadena && i !== conCadena + 1));
/** Runs of the chain pooled per column, so its figures do not hang on one draw. */
const CORRIDAS = 20;
/** The scheduler's "actuaciones in the last 30 days", in business days. */
const HABILES_MES = 21;
const HABILES_ANIO = 240;

interface Grupo {
  nombre: string;
  lineas: Linea[];
}
const fixture = JSON.parse(readFileSync(new URL('lineas-contraste.json', import.meta.url), 'utf8')) as {
  grabadores: { grabador: string; lineas: Linea[] }[];
};
const grupos: Grupo[] = fixture.grabadores.map((g) => ({ nombre: g.grabador, lineas: g.lineas }));
grupos.push({ nombre: 'ambos', lineas: fixture.grabadores.flatMap((g) => g.lineas) });
for (const ruta of rutasDeLineas) {
  const { lineas } = JSON.parse(readFileSync(ruta, 'utf8')) as { lineas: Linea[] };
  grupos.push({ nombre: ruta.replace(/^.*\//, '').replace(/\.json$/, ''), lineas });
}

const suma = (valores: Uint8Array) => valores.reduce((a, b) => a + b, 0);
const porcentaje = (x: number | null, cifras = 2) => (x === null ? '–' : `${(100 * x).toFixed(cifras)} %`);

/** The chain over the same windows, CORRIDAS times (seeds 1…CORRIDAS), pooled. */
function simuladas(grupo: readonly Secuencia[]): Secuencia[] {
  return Array.from({ length: CORRIDAS }, (_, i) => simularSecuencias(cadena, grupo, i + 1)).flat();
}

/** Total variation distance between two histograms of the same buckets. */
const distancia = (a: { parte: number }[], b: { parte: number }[]) =>
  a.reduce((d, x, i) => d + Math.abs(x.parte - (b[i]?.parte ?? 0)), 0) / 2;

interface Prediccion {
  p: number;
  activo: number;
  /** Under two years from 1 January of the radicado's year (to compare like ages). */
  joven: boolean;
}

/**
 * The scheduler's reading, a night at a time: before each business day, what a check every night
 * would know (active days in the last month, the silence since the last one) read through the chain
 * (`probabilidadPorCadena`, one business day unseen); the day's outcome beside it.
 */
function predicciones(grupo: readonly Secuencia[]): Prediccion[] {
  const filas: Prediccion[] = [];
  for (const s of grupo) {
    // The window opens on an actuación, on the business day before index 0.
    const activos = [-1];
    let primeroDelMes = 0;
    for (let b = 0; b < s.activo.length; b++) {
      while ((activos[primeroDelMes] as number) <= b - 1 - HABILES_MES) primeroDelMes++;
      const ultimo = activos[activos.length - 1] as number;
      const p = probabilidadPorCadena({
        sinMirar: 1,
        activosRecientes: activos.length - primeroDelMes,
        silencioVisto: b - ultimo - 1,
      });
      filas.push({ p, activo: s.activo[b] as number, joven: s.edad0 + b + 1 < 2 * HABILES_ANIO });
      if (s.activo[b]) activos.push(b);
    }
  }
  return filas;
}

const TRAMOS_P = [0, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 1.01] as const;
/** The active days among the k % of radicado-days the chain rates highest. */
function capturados(filas: readonly Prediccion[], parte: number): number {
  const ordenadas = [...filas].sort((a, b) => b.p - a.p);
  const totalActivos = filas.reduce((n, f) => n + f.activo, 0);
  return (
    ordenadas.slice(0, Math.round(parte * ordenadas.length)).reduce((n, f) => n + f.activo, 0) / totalActivos
  );
}

function calibracion(filas: readonly Prediccion[]) {
  const tramos = TRAMOS_P.slice(0, -1).map((desde, i) => {
    const hasta = TRAMOS_P[i + 1] as number;
    const dentro = filas.filter((f) => f.p >= desde && f.p < hasta);
    const previsto = dentro.reduce((n, f) => n + f.p, 0);
    const visto = dentro.reduce((n, f) => n + f.activo, 0);
    return {
      desde,
      hasta,
      dias: dentro.length,
      previsto: previsto / dentro.length,
      visto: visto / dentro.length,
    };
  });
  const jovenes = filas.filter((f) => f.joven);
  return {
    tramos,
    previstoTotal: filas.reduce((n, f) => n + f.p, 0) / filas.length,
    vistoTotal: filas.reduce((n, f) => n + f.activo, 0) / filas.length,
    capturados: {
      '5 %': capturados(filas, 0.05),
      '10 %': capturados(filas, 0.1),
      '20 %': capturados(filas, 0.2),
    },
    capturadosJovenes: jovenes.length ? capturados(jovenes, 0.1) : null,
  };
}

function columna(grupo: Grupo) {
  const observadas = secuenciasDe(grupo.lineas);
  const cadenaEnVentanas = simuladas(observadas);
  const figuras = figurasObservadas(grupo.lineas, observadas);
  const huecosCadena = histograma(huecosEntreActivos(cadenaEnVentanas));
  const diasCadena = cadenaEnVentanas.reduce((n, s) => n + s.activo.length, 0);
  return {
    nombre: grupo.nombre,
    figuras,
    cadena: {
      tasaDiaria: cadenaEnVentanas.reduce((n, s) => n + suma(s.activo), 0) / diasCadena,
      tasaPorEdad: tasaPorEdad(cadenaEnVentanas),
      huecos: huecosCadena,
      silencioFinal: silencioFinal(cadenaEnVentanas),
    },
    distanciaHuecos: redondear(distancia(figuras.huecos.histograma, huecosCadena), 3),
    calibracion: calibracion(predicciones(observadas)),
  };
}

const columnas = grupos.map(columna);
const fila = (titulo: string, valores: string[]) =>
  console.log(`${titulo.padEnd(44)}${valores.map((v) => v.padStart(24)).join('')}`);

fila(
  '',
  columnas.map((c) => c.nombre),
);
fila(
  'radicados (leídos enteros)',
  columnas.map((c) => `${c.figuras.radicados} (${c.figuras.completos})`),
);
fila(
  'actuaciones',
  columnas.map((c) => String(c.figuras.actuaciones)),
);
fila(
  'fechas',
  columnas.map((c) => `${c.figuras.desde}…${c.figuras.hasta}`),
);
fila(
  'días hábiles observados',
  columnas.map((c) => String(c.figuras.diasHabilesObservados)),
);
fila(
  'días activos',
  columnas.map((c) => String(c.figuras.diasActivos)),
);
fila(
  'filas por día activo',
  columnas.map((c) => String(c.figuras.filasPorDiaActivo)),
);
fila(
  'días activos: observado / cadena',
  columnas.map((c) => `${porcentaje(c.figuras.tasaDiaria)} / ${porcentaje(c.cadena.tasaDiaria)}`),
);
console.log('por edad (años desde el 1 de enero del año del radicado): observado / cadena (días observados)');
for (const [i, tramo] of (columnas[0]?.figuras.tasaPorEdad ?? []).entries())
  fila(
    `  ${tramo.desdeAnios}–${tramo.hastaAnios ?? '…'}`,
    columnas.map((c) => {
      const o = c.figuras.tasaPorEdad[i];
      const s = c.cadena.tasaPorEdad[i];
      return o?.diasHabiles
        ? `${porcentaje(o.tasa, 1)} / ${porcentaje(s?.tasa ?? null, 1)} (${o.diasHabiles})`
        : '–';
    }),
  );
fila(
  'huecos: mediana, p75, p90 (observado)',
  columnas.map((c) => `${c.figuras.huecos.mediana}, ${c.figuras.huecos.p75}, ${c.figuras.huecos.p90}`),
);
console.log('huecos entre días activos (días hábiles): observado / cadena');
for (const [i, tramo] of (columnas[0]?.figuras.huecos.histograma ?? []).entries())
  fila(
    `  ${tramo.desde === tramo.hasta ? tramo.desde : `${tramo.desde}–${tramo.hasta ?? '…'}`}`,
    columnas.map(
      (c) =>
        `${porcentaje(c.figuras.huecos.histograma[i]?.parte ?? null, 1)} / ${porcentaje(c.cadena.huecos[i]?.parte ?? null, 1)}`,
    ),
  );
fila(
  '  distancia de variación total',
  columnas.map((c) => String(c.distanciaHuecos)),
);
fila(
  'callados > 240 días al final: obs. / cadena',
  columnas.map(
    (c) =>
      `${porcentaje(c.figuras.silencioFinal.masDe240, 1)} / ${porcentaje(c.cadena.silencioFinal.masDe240, 1)}`,
  ),
);
fila(
  'días activos con estado (la cadena: 22,6 %)',
  columnas.map((c) => porcentaje(c.figuras.estados.diasActivosConEstado, 1)),
);
fila(
  'autos con su Fijacion estado',
  columnas.map((c) => porcentaje(c.figuras.estados.autosConEstadoDeLosAutos, 1)),
);
console.log(
  'lo que lee el planificador (probabilidadPorCadena, revisión cada noche): previsto / visto (días)',
);
for (const [i, tramo] of (columnas[0]?.calibracion.tramos ?? []).entries())
  fila(
    `  p en [${tramo.desde}, ${Math.min(1, tramo.hasta)})`,
    columnas.map((c) => {
      const t = c.calibracion.tramos[i];
      return t?.dias ? `${porcentaje(t.previsto, 1)} / ${porcentaje(t.visto, 1)} (${t.dias})` : '–';
    }),
  );
fila(
  '  en total',
  columnas.map((c) => `${porcentaje(c.calibracion.previstoTotal)} / ${porcentaje(c.calibracion.vistoTotal)}`),
);
for (const parte of ['5 %', '10 %', '20 %'] as const)
  fila(
    `  días activos en el ${parte} mejor puntuado`,
    columnas.map((c) => porcentaje(c.calibracion.capturados[parte], 1)),
  );
fila(
  '  …en el 10 %, edades 0–2 años',
  columnas.map((c) => porcentaje(c.calibracion.capturadosJovenes, 1)),
);
