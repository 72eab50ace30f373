/**
 * Business days of Colombian courts (CGP art. 118: in terms of days, the days of the vacancia
 * judicial and those on which the court is closed for any reason do not count). A day is not
 * business when it is a Saturday or Sunday, a national holiday (Ley 51 de 1983, from the
 * `colombian-holidays` package), inside the collective vacancia judicial (Ley 270 de 1996 art.
 * 146: 20 December to 10 January inclusive), Monday to Wednesday of Holy Week (closed by the
 * Rama Judicial in practice; Thursday and Friday are holidays), 17 December (Día de la Justicia,
 * Decreto 2766 de 1980), or a closure (suspensión de términos) kept as data for the whole country,
 * a city or one court.
 *
 * Days are numbers (days since 1970-01-01, UTC) and each year's national non-business days are a
 * Uint8Array built once: a million additions of a few business days take well under a second.
 */
import { colombianHolidays } from 'colombian-holidays';

/** Why a weekday does not count; weekends are not listed. */
export type MotivoDiaNoHabil = 'festivo' | 'vacancia' | 'semanaSanta' | 'diaDeLaJusticia' | 'cierre';

export interface DiaNoHabil {
  /** yyyy-mm-dd */
  fecha: string;
  motivo: MotivoDiaNoHabil;
  /** The holiday's name, or the closure's reason. */
  detalle: string;
}

/**
 * A suspension of terms an administrator records: for the whole country, one city (the 5-digit
 * DANE code the radicado starts with) or one court (the radicado's first 12 digits).
 */
export interface CierreJudicial {
  /** yyyy-mm-dd, inclusive */
  desde: string;
  /** yyyy-mm-dd, inclusive */
  hasta: string;
  ambito: { tipo: 'nacional' } | { tipo: 'ciudad'; codigo: string } | { tipo: 'despacho'; codigo: string };
  motivo: string;
}

const MS_DIA = 86_400_000;

export function aNumeroDeDia(fecha: string): number {
  const y = Number(fecha.slice(0, 4));
  const m = Number(fecha.slice(5, 7));
  const d = Number(fecha.slice(8, 10));
  return Date.UTC(y, m - 1, d) / MS_DIA;
}

export function aFecha(dia: number): string {
  return new Date(dia * MS_DIA).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
function diaDeLaSemana(dia: number): number {
  return (((dia + 4) % 7) + 7) % 7;
}

interface Anio {
  primerDia: number;
  /** 0 business; otherwise 1 + index into MOTIVOS (weekends use MOTIVO_FIN_DE_SEMANA). */
  marca: Uint8Array;
  detalle: Map<number, string>;
}

const MOTIVOS: MotivoDiaNoHabil[] = ['festivo', 'vacancia', 'semanaSanta', 'diaDeLaJusticia', 'cierre'];
const MOTIVO_FIN_DE_SEMANA = 255;

function marcar(anio: Anio, dia: number, motivo: MotivoDiaNoHabil, detalle: string) {
  const indice = dia - anio.primerDia;
  if (indice < 0 || indice >= anio.marca.length) return;
  // The first reason wins, and a weekend stays a weekend.
  if (anio.marca[indice] !== 0) return;
  anio.marca[indice] = MOTIVOS.indexOf(motivo) + 1;
  anio.detalle.set(dia, detalle);
}

function construirAnio(year: number): Anio {
  const primerDia = Date.UTC(year, 0, 1) / MS_DIA;
  const dias = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / MS_DIA;
  const anio: Anio = { primerDia, marca: new Uint8Array(dias), detalle: new Map() };
  for (let i = 0; i < dias; i++) {
    const semana = diaDeLaSemana(primerDia + i);
    if (semana === 0 || semana === 6) anio.marca[i] = MOTIVO_FIN_DE_SEMANA;
  }
  // The vacancia first, so the holidays inside it (25/12, 1/1, often Reyes) read as one
  // stretch of vacancia; then holidays, Holy Week and the Día de la Justicia.
  for (let d = aNumeroDeDia(`${year}-01-01`); d <= aNumeroDeDia(`${year}-01-10`); d++)
    marcar(anio, d, 'vacancia', 'vacancia judicial');
  for (let d = aNumeroDeDia(`${year}-12-20`); d <= aNumeroDeDia(`${year}-12-31`); d++)
    marcar(anio, d, 'vacancia', 'vacancia judicial');
  for (const festivo of colombianHolidays({ year, valueAsDate: false })) {
    marcar(anio, aNumeroDeDia(festivo.celebrationDate), 'festivo', festivo.name.es);
    if (festivo.name.es === 'Jueves Santo') {
      const jueves = aNumeroDeDia(festivo.celebrationDate);
      for (let d = jueves - 3; d < jueves; d++) marcar(anio, d, 'semanaSanta', 'Semana Santa');
    }
  }
  marcar(anio, aNumeroDeDia(`${year}-12-17`), 'diaDeLaJusticia', 'Día de la Justicia');
  return anio;
}

const ANIOS = new Map<number, Anio>();

function anioDe(dia: number): Anio {
  const year = new Date(dia * MS_DIA).getUTCFullYear();
  let anio = ANIOS.get(year);
  if (!anio) {
    anio = construirAnio(year);
    ANIOS.set(year, anio);
  }
  return anio;
}

/**
 * The national calendar of 2000–2060 flattened once: the business days in order, and for each
 * day how many business days there are up to it. Adding n business days without closures is two
 * array reads. Days outside the range take the day-by-day path.
 */
const BASE = Date.UTC(2000, 0, 1) / MS_DIA;
const FIN = Date.UTC(2061, 0, 1) / MS_DIA;
let nacional: { habiles: Int32Array; hasta: Int32Array } | null = null;

function tablaNacional() {
  if (nacional) return nacional;
  const hasta = new Int32Array(FIN - BASE);
  const habiles: number[] = [];
  for (let dia = BASE; dia < FIN; dia++) {
    const anio = anioDe(dia);
    if (anio.marca[dia - anio.primerDia] === 0) habiles.push(dia);
    hasta[dia - BASE] = habiles.length;
  }
  nacional = { habiles: Int32Array.from(habiles), hasta };
  return nacional;
}

export interface CalendarioJudicial {
  esHabil(fecha: string, despacho?: string): boolean;
  /** The n-th business day after `fecha` (n ≥ 1); n = 0 gives `fecha` itself. */
  sumarDiasHabiles(fecha: string, n: number, despacho?: string): string;
  /** The first business day strictly after `fecha`. */
  siguienteHabil(fecha: string, despacho?: string): string;
  /** Weekdays that do not count between two dates (both inclusive), with their reason. */
  diasNoHabilesEntre(desde: string, hasta: string, despacho?: string): DiaNoHabil[];
  /** The same work on day numbers, for callers that loop (the bench, the término engine). */
  sumarDiasHabilesNumero(dia: number, n: number, despacho?: string): number;
}

function aplica(cierre: CierreJudicial, despacho: string | undefined): boolean {
  if (cierre.ambito.tipo === 'nacional') return true;
  // A court's code (the radicado's first 12 digits) starts with its city's 5-digit DANE code.
  return despacho?.startsWith(cierre.ambito.codigo) ?? false;
}

export function crearCalendarioJudicial(cierres: readonly CierreJudicial[] = []): CalendarioJudicial {
  const rangos = cierres.map((cierre) => ({
    cierre,
    desde: aNumeroDeDia(cierre.desde),
    hasta: aNumeroDeDia(cierre.hasta),
  }));
  /** The closure covering this day for this court, if any (closures are few: a linear scan). */
  const cierreDe = (dia: number, despacho: string | undefined) => {
    for (const rango of rangos)
      if (dia >= rango.desde && dia <= rango.hasta && aplica(rango.cierre, despacho)) return rango.cierre;
    return undefined;
  };
  const habil = (dia: number, despacho: string | undefined) => {
    const anio = anioDe(dia);
    if (anio.marca[dia - anio.primerDia] !== 0) return false;
    return rangos.length === 0 || cierreDe(dia, despacho) === undefined;
  };
  /**
   * The closures that apply to a court, merged into disjoint ranges and remembered per court code
   * (closures are few, courts many).
   */
  const porDespacho = new Map<string, { desde: number; hasta: number }[]>();
  const cierresDe = (despacho: string | undefined) => {
    const clave = despacho ?? '';
    let propios = porDespacho.get(clave);
    if (!propios) {
      propios = [];
      const ordenados = rangos
        .filter((rango) => aplica(rango.cierre, despacho))
        .sort((x, y) => x.desde - y.desde);
      for (const { desde, hasta } of ordenados) {
        const ultimo = propios.at(-1);
        if (ultimo && desde <= ultimo.hasta + 1) ultimo.hasta = Math.max(ultimo.hasta, hasta);
        else propios.push({ desde, hasta });
      }
      porDespacho.set(clave, propios);
    }
    return propios;
  };
  const sumarDiaADia = (dia: number, n: number, despacho: string | undefined) => {
    let actual = dia;
    for (let contados = 0; contados < n; ) {
      actual += 1;
      if (habil(actual, despacho)) contados += 1;
    }
    return actual;
  };
  /**
   * Without closures: two reads of the national table. With the court's closures: add on the
   * national calendar, then add again as many days as the closures took from that stretch, until
   * a stretch loses none.
   */
  const sumarDiasHabilesNumero = (dia: number, n: number, despacho?: string) => {
    if (n <= 0 || dia < BASE || dia >= FIN) return sumarDiaADia(dia, n, despacho);
    const { habiles, hasta } = tablaNacional();
    const propios = rangos.length === 0 ? [] : cierresDe(despacho);
    let actual = dia;
    let faltan = n;
    while (faltan > 0) {
      const posicion = hasta[actual - BASE] + faltan - 1;
      if (posicion >= habiles.length) return sumarDiaADia(actual, faltan, despacho);
      const destino = habiles[posicion];
      faltan = 0;
      for (const cierre of propios) {
        const desde = Math.max(cierre.desde, actual + 1);
        const finCierre = Math.min(cierre.hasta, destino);
        if (desde <= finCierre) faltan += hasta[finCierre - BASE] - hasta[desde - 1 - BASE];
      }
      actual = destino;
    }
    return actual;
  };
  return {
    esHabil: (fecha, despacho) => habil(aNumeroDeDia(fecha), despacho),
    sumarDiasHabiles: (fecha, n, despacho) =>
      aFecha(sumarDiasHabilesNumero(aNumeroDeDia(fecha), n, despacho)),
    siguienteHabil: (fecha, despacho) => aFecha(sumarDiasHabilesNumero(aNumeroDeDia(fecha), 1, despacho)),
    sumarDiasHabilesNumero,
    diasNoHabilesEntre(desde, hasta, despacho) {
      const dias: DiaNoHabil[] = [];
      for (let dia = aNumeroDeDia(desde); dia <= aNumeroDeDia(hasta); dia++) {
        const anio = anioDe(dia);
        const marca = anio.marca[dia - anio.primerDia];
        if (marca === MOTIVO_FIN_DE_SEMANA) continue;
        if (marca !== 0) {
          dias.push({ fecha: aFecha(dia), motivo: MOTIVOS[marca - 1], detalle: anio.detalle.get(dia) ?? '' });
          continue;
        }
        const cierre = cierreDe(dia, despacho);
        if (cierre) dias.push({ fecha: aFecha(dia), motivo: 'cierre', detalle: cierre.motivo });
      }
      return dias;
    },
  };
}
