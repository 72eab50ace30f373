/**
 * The 'ajustada' activity: each timeline runs the three-state chain (dormant, slow, burst) fitted
 * to real CPNU timelines (actividad-ajustada.json; provenance in bench/lib/ajuste-actividad/
 * PROCEDENCIA.md, figures in docs/actividad-de-los-juzgados.md). The chain starts at the admisión in
 * the state the fit gives a new filing, and moves one step per business day; each step and each
 * day's actuación are drawn from hash(timeline, day), so the run is a pure function of the timeline
 * and the day: moving the clock only runs the chain further, it never rewrites a day already seen.
 * An active day carries an auto notified by estado with the fitted share; of the rest, a fitted
 * share is a traslado fixed in lista (named in the day's list like an auto); the rest are actuaciones
 * without estado. An active day fixes a hearing ahead with the fitted chance (its date in the
 * anotación); on that day the process acts with the fitted chance, whatever the chain's state
 * (figures and provenance in actividad-ajustada.json's `senales`). Of the days with none of these, the
 * measured share is an important actuación nothing announced; the rest are routine.
 */
import ajuste from './actividad-ajustada.json' with { type: 'json' };
import {
  AUDIENCIA_CELEBRADA,
  fijaAudiencia,
  type TipoActuacion,
  TRASLADO_EN_LISTA,
  tipoEntre,
  tipoSinAnuncio,
} from './catalogo-actuaciones.ts';
import { isBusinessDay, nextBusinessDay, toIso } from './dates.ts';
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
  /** Of the active days without an auto by estado, the share that is a traslado fixed in lista. */
  trasladoSinEstado: ajuste.senales.trasladoSinEstado,
  /** Of the other active days (no estado, no list, no hearing), the share Tito marks important. */
  importanteOtros: ajuste.senales.importanteOtros,
  /** Hearings: fixed per active day, business days ahead (the measured ones), held, important. */
  audiencias: ajuste.senales.audiencias,
} as const;

// Salts of the draws: distinct from the default activity's (0–5) so the two never correlate.
const SAL_INICIO = 60;
const SAL_PASO = 61;
const SAL_ACTIVO = 62;
const SAL_ESTADO = 63;
const SAL_TIPO = 64;
const SAL_TRASLADO = 65;
const SAL_FIJA = 66;
const SAL_ANTELACION = 67;
const SAL_CELEBRADA = 68;
const SAL_IMPORTANTE = 69;
const SAL_IMPORTANTE_OTROS = 70;

function elegir(draw: number, probabilidades: readonly number[]): number {
  let resto = draw;
  for (let estado = 0; estado < probabilidades.length - 1; estado++) {
    resto -= probabilidades[estado] as number;
    if (resto < 0) return estado;
  }
  return probabilidades.length - 1;
}

/**
 * The chain run so far: the last day run, its state, the active days (ascending), the hearing still
 * pending, the days that fixed one (with the day fixed) and the days one was held.
 */
interface Corrida {
  hasta: number;
  estado: number;
  dias: number[];
  pendiente: number | null;
  fijadas: Map<number, number>;
  celebradas: Set<number>;
}

function sumarHabiles(day: number, habiles: number): number {
  let resultado = day;
  for (let i = 0; i < habiles; i++) resultado = nextBusinessDay(resultado);
  return resultado;
}

/** Days run ahead of the one asked, so a clock moving day by day extends a run seldom. */
const ADELANTO = 60;
const corridas = new Lru<number, Corrida>(300_000);

function avanzar(linea: LineaDeTiempo, corrida: Corrida, hasta: number): void {
  for (let day = corrida.hasta + 1; day <= hasta; day++) {
    if (!isBusinessDay(day)) continue;
    const fila = CADENA_AJUSTADA.transiciones[corrida.estado] as readonly number[];
    corrida.estado = elegir(unit(combine(linea.timelineHash, day, SAL_PASO)), fila);
    const { audiencias } = CADENA_AJUSTADA;
    if (corrida.pendiente !== null && corrida.pendiente <= day) {
      const hoy = corrida.pendiente === day;
      corrida.pendiente = null;
      // The day a hearing was fixed for: its acta is the day's one actuación.
      if (hoy && unit(combine(linea.timelineHash, day, SAL_CELEBRADA)) < audiencias.activaEseDia) {
        corrida.dias.push(day);
        corrida.celebradas.add(day);
        continue;
      }
    }
    const tasa = CADENA_AJUSTADA.tasas[corrida.estado] as number;
    if (unit(combine(linea.timelineHash, day, SAL_ACTIVO)) >= tasa) continue;
    corrida.dias.push(day);
    if (unit(combine(linea.timelineHash, day, SAL_FIJA)) < audiencias.porDiaActivo) {
      const antelacion = audiencias.antelacion[
        combine(linea.timelineHash, day, SAL_ANTELACION) % audiencias.antelacion.length
      ] as number;
      const fecha = sumarHabiles(day, antelacion);
      corrida.fijadas.set(day, fecha);
      if (corrida.pendiente === null || fecha < corrida.pendiente) corrida.pendiente = fecha;
    }
  }
  corrida.hasta = hasta;
}

function corridaHasta(linea: LineaDeTiempo, day: number): Corrida {
  // The hash alone could collide between two of many timelines; with the filing day it will not.
  const clave = linea.timelineHash * 65_536 + (linea.startDay & 0xffff);
  let corrida = corridas.get(clave);
  if (!corrida) {
    const inicio = unit(combine(linea.timelineHash, linea.admisionDay, SAL_INICIO));
    corrida = {
      hasta: linea.admisionDay,
      estado: elegir(inicio, CADENA_AJUSTADA.inicial),
      dias: [],
      pendiente: null,
      fijadas: new Map(),
      celebradas: new Set(),
    };
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
  const corrida = corridaHasta(linea, day);
  if (!contiene(corrida.dias, day)) return null;
  const tipo = unit(combine(linea.timelineHash, day, SAL_TIPO));
  if (corrida.celebradas.has(day)) {
    const { activaEseDia, importanteEseDia } = CADENA_AJUSTADA.audiencias;
    const importante =
      unit(combine(linea.timelineHash, day, SAL_IMPORTANTE)) < importanteEseDia / activaEseDia;
    return importante ? AUDIENCIA_CELEBRADA : tipoSinAnuncio(tipo, false);
  }
  const conEstado = unit(combine(linea.timelineHash, day, SAL_ESTADO)) < CADENA_AJUSTADA.porEstado;
  const fijada = corrida.fijadas.get(day);
  if (fijada !== undefined) {
    const iso = toIso(fijada);
    return fijaAudiencia(`${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`, conEstado);
  }
  if (conEstado) return tipoEntre(tipo, true);
  if (unit(combine(linea.timelineHash, day, SAL_TRASLADO)) < CADENA_AJUSTADA.trasladoSinEstado)
    return TRASLADO_EN_LISTA;
  return tipoSinAnuncio(
    tipo,
    unit(combine(linea.timelineHash, day, SAL_IMPORTANTE_OTROS)) < CADENA_AJUSTADA.importanteOtros,
  );
}

/** Forgets every chain run (tests: the runs must come out the same however they were reached). */
export function vaciarCorridas(): void {
  corridas.vaciar();
}
