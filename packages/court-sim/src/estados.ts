/**
 * Estados: the daily list of autos a despacho notifies. A despacho's docket is its consecutivos
 * 1..docketSize(year) of recent years; a case appears in the estado of day d exactly when its CPNU
 * timeline has an auto notified on d, so CPNU and the publications tell the same story.
 */
import { parseRadicado } from '@expediente/domain';
import type { Actividad } from './actividad.ts';
import { tipoOn } from './actuaciones.ts';
import { isBusinessDay, previousBusinessDay, toIso, yearOf } from './dates.ts';
import { Lru } from './lru.ts';
import { estadoName } from './names.ts';
import { combine, createRandom, hashString } from './prng.ts';
import { docketSize, isNotFound, isPrivate, lineaDeTiempo, procesosOf } from './proceso.ts';

export interface FilaEstado {
  radicado: string;
  /** As printed: the full 23 digits or the short "AAAA-NNNNN" form. */
  radicadoImpreso: string;
  clase: string;
  demandante: string;
  demandado: string;
  descripcion: string;
  fechaAuto: string;
}

/** Years whose cases still show up in estados. */
const DOCKET_YEARS = 8;

const estadosCache = new Lru<string, FilaEstado[]>(5_000);

function formatDdMmYyyy(day: number): string {
  const iso = toIso(day);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function buildFila(radicado: string, day: number, descripcion: string): FilaEstado | null {
  const proceso = procesosOf(radicado)[0];
  if (!proceso) return null;
  const random = createRandom(combine(hashString(radicado), day, 40));
  const parts = parseRadicado(radicado);
  const corta = parts ? `${parts.anyo}-${parts.consecutivo}` : radicado;
  return {
    radicado,
    radicadoImpreso: random.chance(0.5) ? radicado : corta,
    clase: proceso.clase.claseProceso.toUpperCase(),
    demandante: estadoName(proceso.demandantes, random),
    demandado: estadoName(proceso.demandados, random),
    descripcion,
    fechaAuto: formatDdMmYyyy(Math.max(proceso.startDay, previousBusinessDay(day))),
  };
}

interface AutoNotificado {
  radicado: string;
  descripcion: string;
}

/** Scans the docket for autos notified on `day`: the costly part, kept free of name generation. */
function autosDelDia(codigoDespacho: string, day: number, actividad: Actividad): AutoNotificado[] {
  if (!isBusinessDay(day)) return [];
  const autos: AutoNotificado[] = [];
  const lastYear = yearOf(day);
  for (let year = lastYear - DOCKET_YEARS + 1; year <= lastYear; year++) {
    const size = docketSize(codigoDespacho, year);
    for (let consecutivo = 1; consecutivo <= size; consecutivo++) {
      const radicado = `${codigoDespacho}${year}${String(consecutivo).padStart(5, '0')}00`;
      const tipo = tipoOn(lineaDeTiempo(radicado, 0, size), day, actividad);
      // Autos, and (fitted activity) traslados fixed in lista: the day's list names both.
      if (!(tipo?.esAuto || tipo?.enLista) || isNotFound(radicado) || isPrivate(radicado)) continue;
      autos.push({ radicado, descripcion: tipo.actuacion.toUpperCase() });
    }
  }
  return autos;
}

// Listings only need to know whether a day has an estado: keep that in a small, large cache.
const conteosCache = new Lru<string, number>(400_000);

/** The caches' key: the default activity keeps the key it always had. */
const claveDe = (codigoDespacho: string, day: number, actividad: Actividad) =>
  actividad === 'hoy' ? `${codigoDespacho}:${day}` : `${actividad}:${codigoDespacho}:${day}`;

/** How many autos a despacho notifies on a day (0 = it publishes no estado that day). */
export function cantidadEnEstado(codigoDespacho: string, day: number, actividad: Actividad = 'hoy'): number {
  const key = claveDe(codigoDespacho, day, actividad);
  const cached = conteosCache.get(key);
  if (cached !== undefined) return cached;
  const count = autosDelDia(codigoDespacho, day, actividad).length;
  conteosCache.set(key, count);
  return count;
}

/** The rows of the estado a despacho fixes on a day (empty when it publishes nothing). */
export function estadoDelDia(
  codigoDespacho: string,
  day: number,
  actividad: Actividad = 'hoy',
): FilaEstado[] {
  const key = claveDe(codigoDespacho, day, actividad);
  const cached = estadosCache.get(key);
  if (cached) return cached;
  const filas: FilaEstado[] = [];
  for (const auto of autosDelDia(codigoDespacho, day, actividad)) {
    const fila = buildFila(auto.radicado, day, auto.descripcion);
    if (fila) filas.push(fila);
  }
  conteosCache.set(key, filas.length);
  estadosCache.set(key, filas);
  return filas;
}

/** Deterministic document uuid that encodes the despacho and day, so files need no lookup table. */
export function estadoUuid(codigoDespacho: string, day: number): string {
  const tail = combine(hashString(codigoDespacho), day, 41).toString(16).padStart(8, '0');
  const hex = `${Number(codigoDespacho).toString(16).padStart(11, '0')}${day.toString(16).padStart(5, '0')}${tail}`;
  const full = `${hex}${'0'.repeat(32 - hex.length)}`;
  return `${full.slice(0, 8)}-${full.slice(8, 12)}-${full.slice(12, 16)}-${full.slice(16, 20)}-${full.slice(20, 32)}`;
}

export function parseEstadoUuid(uuid: string): { codigoDespacho: string; day: number } | null {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  const codigoDespacho = Number.parseInt(hex.slice(0, 11), 16).toString().padStart(12, '0');
  const day = Number.parseInt(hex.slice(11, 16), 16);
  if (estadoUuid(codigoDespacho, day) !== uuid) return null;
  return { codigoDespacho, day };
}

/** Liferay articleIds are strings: 12-digit despacho code followed by the 5-digit day number. */
export function articleIdOf(codigoDespacho: string, day: number): string {
  return `${codigoDespacho}${String(day).padStart(5, '0')}`;
}

export function parseArticleId(articleId: string): { codigoDespacho: string; day: number } | null {
  if (!/^\d{17}$/.test(articleId)) return null;
  return { codigoDespacho: articleId.slice(0, 12), day: Number(articleId.slice(12)) };
}

/** The estado's number in its year: how many business days of the year up to `day`. */
export function numeroEstado(day: number): number {
  let count = 0;
  const year = yearOf(day);
  for (let candidate = day; yearOf(candidate) === year; candidate--) if (isBusinessDay(candidate)) count++;
  return count;
}
