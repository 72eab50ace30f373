/**
 * The 'ajustada' activity: each timeline runs the three-state chain (dormant, slow, burst) fitted
 * to real CPNU timelines (actividad-ajustada.json; provenance in bench/lib/ajuste-actividad/
 * PROCEDENCIA.md, figures in docs/actividad-de-los-juzgados.md). The chain starts at the admisión in
 * the state the fit gives a new filing, and moves one step per business day; each step and each
 * day's actuación are drawn from hash(timeline, day), so the run is a pure function of the timeline
 * and the day: moving the clock only runs the chain further, it never rewrites a day already seen.
 * An active day carries an auto notified by estado with the fitted share; the rest are actuaciones
 * without estado.
 */
import ajuste from './actividad-ajustada.json' with { type: 'json' };
import { type TipoActuacion, tipoEntre } from './catalogo-actuaciones.ts';
import { isBusinessDay } from './dates.ts';
import { Lru } from './lru.ts';
import { combine, unit } from './prng.ts';
import type { LineaDeTiempo } from './proceso.ts';

const cadena = ajuste.modeloOculto.tresEstados;

/**
 * The fitted transitions with each row's stay as 1 − its moves: the figures keep four significant
 * digits, so a stay of 0.9995 would otherwise carry its rounding into the moves (as the scale
 * bench does, bench/lib/actividad-juzgados.ts).
 */
const transiciones = cadena.transiciones.map((fila, desde) => {
  const salidas = fila.reduce((suma, p, hacia) => (hacia === desde ? suma : suma + p), 0);
  return fila.map((p, hacia) => (hacia === desde ? 1 - salidas : p));
});

export const CADENA_AJUSTADA = {
  /** Per business day, row: from (0 dormant, 1 slow, 2 burst). */
  transiciones,
  /** Chance of an active day in each state. */
  tasas: cadena.tasas,
  /** The state at the admisión (the fit's first state: a new process starts in a burst). */
  inicial: cadena.inicial,
  /** Share of active days that carry an auto notified by estado. */
  porEstado: ajuste.estados.diasActivosConEstado,
} as const;

// Salts of the draws: distinct from the default activity's (0–5) so the two never correlate.
const SAL_INICIO = 60;
const SAL_PASO = 61;
const SAL_ACTIVO = 62;
const SAL_ESTADO = 63;
const SAL_TIPO = 64;

function elegir(draw: number, probabilidades: readonly number[]): number {
  let resto = draw;
  for (let estado = 0; estado < probabilidades.length - 1; estado++) {
    resto -= probabilidades[estado] as number;
    if (resto < 0) return estado;
  }
  return probabilidades.length - 1;
}

/** The chain run so far: the last day run, its state, and the active days (ascending). */
interface Corrida {
  hasta: number;
  estado: number;
  dias: number[];
}

/** Days run ahead of the one asked, so a clock moving day by day extends a run seldom. */
const ADELANTO = 60;
const corridas = new Lru<number, Corrida>(300_000);

function avanzar(linea: LineaDeTiempo, corrida: Corrida, hasta: number): void {
  for (let day = corrida.hasta + 1; day <= hasta; day++) {
    if (!isBusinessDay(day)) continue;
    const fila = CADENA_AJUSTADA.transiciones[corrida.estado] as readonly number[];
    corrida.estado = elegir(unit(combine(linea.timelineHash, day, SAL_PASO)), fila);
    const tasa = CADENA_AJUSTADA.tasas[corrida.estado] as number;
    if (unit(combine(linea.timelineHash, day, SAL_ACTIVO)) < tasa) corrida.dias.push(day);
  }
  corrida.hasta = hasta;
}

function corridaHasta(linea: LineaDeTiempo, day: number): Corrida {
  // The hash alone could collide between two of many timelines; with the filing day it will not.
  const clave = linea.timelineHash * 65_536 + (linea.startDay & 0xffff);
  let corrida = corridas.get(clave);
  if (!corrida) {
    const inicio = unit(combine(linea.timelineHash, linea.admisionDay, SAL_INICIO));
    corrida = { hasta: linea.admisionDay, estado: elegir(inicio, CADENA_AJUSTADA.inicial), dias: [] };
    corridas.set(clave, corrida);
  }
  if (corrida.hasta < day) avanzar(linea, corrida, day + ADELANTO);
  return corrida;
}

function contiene(dias: readonly number[], day: number): boolean {
  let low = 0;
  let high = dias.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((dias[middle] as number) < day) low = middle + 1;
    else high = middle;
  }
  return dias[low] === day;
}

/** The kind of actuación of a day after the admisión, or null when the chain is quiet that day. */
export function tipoAjustadoOn(linea: LineaDeTiempo, day: number): TipoActuacion | null {
  if (day <= linea.admisionDay || !isBusinessDay(day)) return null;
  if (!contiene(corridaHasta(linea, day).dias, day)) return null;
  const conEstado = unit(combine(linea.timelineHash, day, SAL_ESTADO)) < CADENA_AJUSTADA.porEstado;
  return tipoEntre(unit(combine(linea.timelineHash, day, SAL_TIPO)), conEstado);
}

/** Forgets every chain run (tests: the runs must come out the same however they were reached). */
export function vaciarCorridas(): void {
  corridas.vaciar();
}
