/**
 * Actuaciones are drawn day by day from a PRNG seeded by (process, day). In the default activity
 * ('hoy') whether a day has an actuación never depends on any other day; in the fitted one
 * ('ajustada', actividad-ajustada.ts) it follows a chain run from the filing with the same kind of
 * draws. Either way moving the clock only reveals new days and never rewrites old ones. Autos are
 * followed by a "Fijacion estado" registered the same day.
 */
import type { Actividad } from './actividad.ts';
import { tipoAjustadoOn } from './actividad-ajustada.ts';
import {
  ADMISION,
  FIJACION_ESTADO,
  RADICACION,
  type TipoActuacion,
  tipoFromDraw,
} from './catalogo-actuaciones.ts';
import { isBusinessDay, nextBusinessDay, previousBusinessDay, toIso } from './dates.ts';
import { Lru } from './lru.ts';
import { combine, unit } from './prng.ts';
import type { LineaDeTiempo } from './proceso.ts';

export interface ActuacionSimulada {
  consActuacion: number;
  /** Day numbers (see dates.ts). */
  fechaActuacion: number;
  fechaRegistro: number;
  /** Minutes after midnight at which it was registered. */
  minutoRegistro: number;
  actuacion: string;
  anotacion: string | null;
  fechaInicial: number | null;
  fechaFinal: number | null;
  conDocumentos: boolean;
  codigo: number;
  esAuto: boolean;
}

/** Younger cases move more: roughly 10–20% of active cases get something on a given business day. */
function dailyRate(ageInDays: number): number {
  if (ageInDays < 365) return 0.25;
  if (ageInDays < 3 * 365) return 0.17;
  if (ageInDays < 6 * 365) return 0.11;
  return 0.04;
}

/** The kind of actuación a process has on a day, or null. Pure in (timeline, day, activity). */
export function tipoOn(
  linea: LineaDeTiempo,
  day: number,
  actividad: Actividad = 'hoy',
): TipoActuacion | null {
  if (day < linea.startDay || !isBusinessDay(day)) return null;
  if (day === linea.startDay) return RADICACION;
  if (day === linea.admisionDay) return ADMISION;
  if (day < linea.admisionDay) return null;
  if (actividad === 'ajustada') return tipoAjustadoOn(linea, day);
  const draw = unit(combine(linea.timelineHash, day));
  if (draw >= dailyRate(day - linea.startDay)) return null;
  return tipoFromDraw(unit(combine(linea.timelineHash, day, 1)));
}

function minuteOf(linea: LineaDeTiempo, day: number, salt: number): number {
  return 7 * 60 + 30 + (combine(linea.timelineHash, day, salt) % 540);
}

export function horaAmPm(minute: number): string {
  const hour = Math.floor(minute / 60);
  const suffix = hour < 12 ? 'am' : 'pm';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute % 60).padStart(2, '0')}${suffix}`;
}

function appendDay(list: ActuacionSimulada[], linea: LineaDeTiempo, day: number, actividad: Actividad): void {
  const tipo = tipoOn(linea, day, actividad);
  if (!tipo) return;
  const anotacion = tipo.anotaciones[combine(linea.timelineHash, day, 2) % tipo.anotaciones.length];
  if (!tipo.esAuto) {
    list.push({
      consActuacion: list.length + 1,
      fechaActuacion: day,
      fechaRegistro: day,
      minutoRegistro: minuteOf(linea, day, 3),
      actuacion: tipo.actuacion,
      anotacion,
      fechaInicial: null,
      fechaFinal: null,
      conDocumentos: false,
      codigo: tipo.codigo,
      esAuto: false,
    });
    return;
  }
  // The auto is dated the previous business day and notified by estado today.
  const minute = (minuteOf(linea, day, 4) % 120) + 7 * 60 + 30;
  list.push({
    consActuacion: list.length + 1,
    fechaActuacion: Math.max(linea.startDay, previousBusinessDay(day)),
    fechaRegistro: day,
    minutoRegistro: minute,
    actuacion: tipo.actuacion,
    anotacion,
    fechaInicial: null,
    fechaFinal: null,
    conDocumentos: combine(linea.timelineHash, day, 5) % 10 < 7,
    codigo: tipo.codigo,
    esAuto: true,
  });
  const termino = nextBusinessDay(day);
  list.push({
    consActuacion: list.length + 1,
    fechaActuacion: day,
    fechaRegistro: day,
    minutoRegistro: minute,
    actuacion: FIJACION_ESTADO,
    anotacion: `Actuación registrada el ${toIso(day)} a las: ${horaAmPm(minute)}`,
    fechaInicial: termino,
    fechaFinal: termino,
    conDocumentos: false,
    codigo: 50,
    esAuto: false,
  });
}

interface CachedTimeline {
  horizon: number;
  actuaciones: ActuacionSimulada[];
}

const HORIZON_DAYS = 60;
const timelines: Record<Actividad, Lru<number, CachedTimeline>> = {
  hoy: new Lru(20_000),
  ajustada: new Lru(20_000),
};

function generate(linea: LineaDeTiempo, horizon: number, actividad: Actividad): ActuacionSimulada[] {
  const list: ActuacionSimulada[] = [];
  for (let day = linea.startDay; day <= horizon; day++) appendDay(list, linea, day, actividad);
  return list;
}

/** All actuaciones registered up to and including `today`, oldest first (consActuacion 1..n). */
export function actuacionesUntil(
  linea: LineaDeTiempo,
  today: number,
  actividad: Actividad = 'hoy',
): ActuacionSimulada[] {
  let cached = timelines[actividad].get(linea.timelineHash);
  if (!cached || cached.horizon < today) {
    const horizon = today + HORIZON_DAYS;
    cached = { horizon, actuaciones: generate(linea, horizon, actividad) };
    timelines[actividad].set(linea.timelineHash, cached);
  }
  const all = cached.actuaciones;
  let low = 0;
  let high = all.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (all[middle].fechaRegistro <= today) low = middle + 1;
    else high = middle;
  }
  return low === all.length ? all : all.slice(0, low);
}
