/**
 * The figures of docs/actividad-de-los-juzgados.md over actuación timelines (issue 23 item 4): the
 * observed ones (active days, by age; gaps between active days; the quiet at the end; estados) and
 * the same figures of a fitted chain run over the same windows. Shared by ajustar.ts (the fit, and
 * its check on the timelines it was fitted to) and contrastar.ts (the check on other recorders'
 * timelines), so both read the timelines and the chain one way.
 *
 * Each radicado is a sequence of business days (habiles.ts) from the day after its window opens to
 * the last day it was seen captured; a day is active when the radicado has at least one actuación
 * dated that day (a row dated on a closed day counts on the next business day).
 */
import { dayFromParts, toIso } from '../../../packages/court-sim/src/dates.ts';
import { habilDe } from './habiles.ts';

/** One radicado's timeline as extraer-lineas.ts writes it (Bogotá day numbers, no radicado). */
export interface Linea {
  anio: number;
  completa: boolean;
  desde: number;
  vistoHasta: number;
  dias: number[];
  /** Per row: 'E' a 'Fijacion estado', 'A' an auto, 'O' anything else. */
  tipo: string;
}

export interface Secuencia {
  /** 0/1 per business day after the window's first; estado: the active day had a Fijacion estado. */
  activo: Uint8Array;
  estado: Uint8Array;
  filas: Uint16Array;
  /** Age in business days of the first day of the sequence (from 1 January of the radicado's year). */
  edad0: number;
  /** Business days from the last active day to the last day seen (censored quiet). */
  silencioFinal: number;
}

/** The chain as ajustar.ts writes it (`modeloOculto.tresEstados`): states ordered from the quietest. */
export interface Cadena {
  inicial: readonly number[];
  transiciones: readonly (readonly number[])[];
  tasas: readonly number[];
}

export const redondear = (x: number, cifras = 4) => Number(x.toPrecision(cifras));

function secuencia(linea: Linea): Secuencia | null {
  const b0 = habilDe(linea.desde);
  const b1 = habilDe(linea.vistoHasta);
  if (b1 <= b0) return null;
  const largo = b1 - b0;
  const activo = new Uint8Array(largo);
  const estado = new Uint8Array(largo);
  const filas = new Uint16Array(largo);
  let ultimo = 0;
  linea.dias.forEach((dia, i) => {
    const b = habilDe(dia) - b0 - 1;
    if (b < 0 || b >= largo) return;
    activo[b] = 1;
    filas[b]++;
    if (linea.tipo[i] === 'E') estado[b] = 1;
    ultimo = Math.max(ultimo, b + 1);
  });
  return {
    activo,
    estado,
    filas,
    edad0: b0 - habilDe(dayFromParts(linea.anio, 1, 1)),
    silencioFinal: largo - ultimo,
  };
}

/** The timelines with at least one business day observed, as 0/1 sequences. */
export const secuencias = (lineas: readonly Linea[]) =>
  lineas.map(secuencia).filter((s): s is Secuencia => s !== null);

const sumar = (valores: Uint8Array) => valores.reduce((a, b) => a + b, 0);
const diasDe = (grupo: readonly Secuencia[]) => grupo.reduce((n, s) => n + s.activo.length, 0);
const activosDe = (grupo: readonly Secuencia[]) => grupo.reduce((n, s) => n + sumar(s.activo), 0);

/** Share of radicado-business-days with an actuación, by age (years from the radicado's year). */
const TRAMOS_EDAD = [0, 1, 2, 3, 4, 5, 6, 8] as const;
const HABILES_ANIO = 240;
export function tasaPorEdad(grupo: readonly Secuencia[]) {
  return TRAMOS_EDAD.map((desde, i) => {
    const hasta = TRAMOS_EDAD[i + 1] ?? Number.POSITIVE_INFINITY;
    let n = 0;
    let a = 0;
    for (const s of grupo)
      for (let b = 0; b < s.activo.length; b++) {
        const anios = (s.edad0 + b + 1) / HABILES_ANIO;
        if (anios < desde || anios >= hasta) continue;
        n++;
        a += s.activo[b] as number;
      }
    return {
      desdeAnios: desde,
      hastaAnios: Number.isFinite(hasta) ? hasta : null,
      diasHabiles: n,
      tasa: redondear(a / n),
    };
  });
}

/** Gaps between consecutive active days, in business days (the window's first day included), sorted. */
export function huecosEntreActivos(grupo: readonly Secuencia[]): number[] {
  const huecos: number[] = [];
  for (const s of grupo) {
    let anterior = 0;
    for (let b = 0; b < s.activo.length; b++)
      if (s.activo[b]) {
        huecos.push(b + 1 - anterior);
        anterior = b + 1;
      }
  }
  return huecos.sort((a, b) => a - b);
}

const LIMITES_HUECO = [1, 2, 3, 5, 10, 20, 40, 60, 120, 250, 500, Number.POSITIVE_INFINITY] as const;
/** The gaps in the doc's buckets (1, 2, 3, 4–5, 6–10 … > 500). */
export function histograma(valores: readonly number[]) {
  return LIMITES_HUECO.map((hasta, i) => {
    const desde = i === 0 ? 1 : (LIMITES_HUECO[i - 1] as number) + 1;
    const parte = valores.filter((h) => h >= desde && h <= hasta).length / valores.length;
    return { desde, hasta: Number.isFinite(hasta) ? hasta : null, parte: redondear(parte, 3) };
  });
}

export function resumenHuecos(huecos: readonly number[]) {
  const cuantil = (q: number) => huecos[Math.min(huecos.length - 1, Math.floor(q * huecos.length))] as number;
  return {
    n: huecos.length,
    p25: cuantil(0.25),
    mediana: cuantil(0.5),
    p75: cuantil(0.75),
    p90: cuantil(0.9),
    p99: cuantil(0.99),
    histograma: histograma(huecos),
  };
}

/** Business days since the last actuación when last seen: the dormancy at the end. */
export function silencioFinal(grupo: readonly Secuencia[]) {
  const parte = (umbral: number) =>
    redondear(grupo.filter((s) => s.silencioFinal > umbral).length / grupo.length, 3);
  return {
    mediana: [...grupo.map((s) => s.silencioFinal)].sort((a, b) => a - b)[Math.floor(grupo.length / 2)],
    masDe120: parte(120),
    masDe240: parte(240),
  };
}

/** Autos notified by estado: rows; an auto counts when its day also has a 'Fijacion estado'. */
function estados(lineas: readonly Linea[], grupo: readonly Secuencia[]) {
  let filasSinFijacion = 0;
  let autos = 0;
  let autosConEstado = 0;
  for (const linea of lineas) {
    const diasEstado = new Set(linea.dias.filter((_, i) => linea.tipo[i] === 'E'));
    linea.dias.forEach((dia, i) => {
      const tipo = linea.tipo[i];
      if (tipo === 'E') return;
      filasSinFijacion++;
      if (tipo !== 'A') return;
      autos++;
      if (diasEstado.has(dia)) autosConEstado++;
    });
  }
  const diasConEstado = grupo.reduce((n, s) => n + sumar(s.estado), 0);
  return {
    /** Share of actuaciones (rows other than the 'Fijacion estado' themselves) that are autos with one. */
    autosPorEstadoDeLasActuaciones: redondear(autosConEstado / filasSinFijacion),
    autosConEstadoDeLosAutos: redondear(autosConEstado / autos),
    /** Share of active days on which the radicado gets a 'Fijacion estado' (named in the next list). */
    diasActivosConEstado: redondear(diasConEstado / activosDe(grupo)),
  };
}

/** After an active day, with or without an estado: the chance the next one comes k business days later. */
function siguienteTras(grupo: readonly Secuencia[], conEstado: boolean, desde: number, hasta: number) {
  let total = 0;
  let dentro = 0;
  for (const s of grupo)
    for (let b = 0; b < s.activo.length; b++) {
      if (!s.activo[b] || (s.estado[b] === 1) !== conEstado) continue;
      let k = 1;
      while (b + k < s.activo.length && !s.activo[b + k]) k++;
      if (b + k >= s.activo.length) continue;
      total++;
      if (k >= desde && k <= hasta) dentro++;
    }
  return dentro / total;
}

/** Every observed figure of the doc's "The figures", in the order ajustar.ts writes them. */
export function figurasObservadas(lineas: readonly Linea[], grupo: readonly Secuencia[]) {
  const dias = diasDe(grupo);
  const activos = activosDe(grupo);
  const filas = lineas.reduce((n, l) => n + l.dias.length, 0);
  return {
    radicados: grupo.length,
    completos: lineas.filter((l) => l.completa).length,
    actuaciones: filas,
    desde: toIso(Math.min(...lineas.flatMap((l) => l.dias))),
    hasta: toIso(Math.max(...lineas.map((l) => l.vistoHasta))),
    diasHabilesObservados: dias,
    diasActivos: activos,
    /** Share of radicado-business-days with at least one actuación. */
    tasaDiaria: redondear(activos / dias),
    tasaPorEdad: tasaPorEdad(grupo),
    filasPorDiaActivo: redondear(filas / activos),
    huecos: resumenHuecos(huecosEntreActivos(grupo)),
    silencioFinal: silencioFinal(grupo),
    estados: estados(lineas, grupo),
    /** The next active day 3 to 12 business days later (a término running out) after a day with and without an estado. */
    siguienteEntre3y12: {
      trasEstado: redondear(siguienteTras(grupo, true, 3, 12), 3),
      sinEstado: redondear(siguienteTras(grupo, false, 3, 12), 3),
    },
  };
}

/**
 * The chain run over the same windows: per sequence, a state drawn from `inicial` on its first day,
 * one step per business day, an active day with the state's chance (a fixed-seed generator, so the
 * same seed gives the same run). Ages and windows are the observed ones; no estado is drawn.
 */
export function simularSecuencias(cadena: Cadena, grupo: readonly Secuencia[], semilla = 12345): Secuencia[] {
  let estadoAzar = semilla;
  const azar = () => {
    estadoAzar = (Math.imul(estadoAzar, 1_664_525) + 1_013_904_223) >>> 0;
    return estadoAzar / 2 ** 32;
  };
  const elegir = (p: readonly number[]) => {
    let u = azar();
    for (let j = 0; j < p.length - 1; j++) {
      u -= p[j] as number;
      if (u < 0) return j;
    }
    return p.length - 1;
  };
  return grupo.map((s) => {
    const activo = new Uint8Array(s.activo.length);
    let estado = elegir(cadena.inicial);
    let ultimo = 0;
    for (let b = 0; b < activo.length; b++) {
      if (b > 0) estado = elegir(cadena.transiciones[estado] as number[]);
      if (azar() >= (cadena.tasas[estado] as number)) continue;
      activo[b] = 1;
      ultimo = b + 1;
    }
    return {
      activo,
      estado: new Uint8Array(activo.length),
      filas: Uint16Array.from(activo),
      edad0: s.edad0,
      silencioFinal: activo.length - ultimo,
    };
  });
}

/** The chain's daily rate, final quiet and gaps over the same windows (ajustar.ts's `validacion`). */
export function validacion(cadena: Cadena, grupo: readonly Secuencia[], semilla = 12345) {
  const simuladas = simularSecuencias(cadena, grupo, semilla);
  return {
    tasaDiaria: redondear(activosDe(simuladas) / diasDe(simuladas)),
    silencioFinalMasDe240: silencioFinal(simuladas).masDe240,
    histogramaHuecos: histograma(huecosEntreActivos(simuladas)),
  };
}
