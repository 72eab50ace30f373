/**
 * A bursty model of the courts' activity for bench/escala.ts: each watched process alternates
 * between dormancy and bursts (a two-state Markov chain per business day), acts far more often in
 * a burst, and some of its actuaciones are autos notified by estado (the radicado is named in the
 * despacho's estados list that same day), some are important, and some set a término whose end
 * often wakes the process up. Courts act on business days only (Monday to Friday; holidays are
 * ignored). Every figure below is INVENTED (a plausible guess, not fitted to captured timelines):
 * docs/decisions/0019-presupuesto-nocturno.md says so and what fitting would replace.
 */
import type { Random } from './random.ts';

export const MODELO = {
  /** Per business day: a dormant process starts a burst / a process in a burst goes quiet. */
  inicioRafaga: 1 / 100,
  finRafaga: 1 / 8,
  /** Chance of an actuación on a business day, in a burst and dormant. */
  tasaRafaga: 0.35,
  tasaDormido: 0.002,
  /** Share of actuaciones that are autos notified by estado (named in that day's list). */
  porEstado: 0.4,
  /** Share marked important (Tito): most are autos by estado, a few are not. */
  importanteSiEstado: 0.35,
  importanteSinEstado: 0.03,
  /** An auto by estado sets a término this often, of 3 to 10 business days… */
  terminoSiEstado: 0.3,
  /** …and when it ends the process starts a burst with this chance. */
  despiertaAlVencer: 0.5,
  /** Processes a person asks to check tonight (registration, manual refresh), share per night. */
  solicitadosPorNoche: 0.0005,
} as const;

export const ESTADO = 1;
export const IMPORTANTE = 2;

/** Growable parallel arrays of actuaciones: process, day, flags, night detected, next pending. */
export class Actuaciones {
  length = 0;
  radicado = new Int32Array(1 << 16);
  dia = new Int16Array(1 << 16);
  marcas = new Uint8Array(1 << 16);
  detectada = new Int16Array(1 << 16);
  siguiente = new Int32Array(1 << 16);

  push(radicado: number, dia: number, marcas: number): number {
    if (this.length === this.radicado.length) this.crecer();
    const i = this.length++;
    this.radicado[i] = radicado;
    this.dia[i] = dia;
    this.marcas[i] = marcas;
    this.detectada[i] = -32768;
    this.siguiente[i] = -1;
    return i;
  }

  private crecer() {
    const grow = <T extends Int32Array | Int16Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(a.length * 2);
      b.set(a);
      return b;
    };
    this.radicado = grow(this.radicado);
    this.dia = grow(this.dia);
    this.marcas = grow(this.marcas);
    this.detectada = grow(this.detectada);
    this.siguiente = grow(this.siguiente);
  }
}

export const NINGUNO = -1_000_000;
const VIDA_RECIENTES = 30;

/** What is true of each process (the court) and what the engine knows of it (its database). */
export class Mundo {
  readonly activo: Uint8Array;
  readonly despacho: Int32Array;
  /** Truth: last actuación day, decayed count of the last 30 days (and its day), pending término. */
  readonly ultima: Int32Array;
  readonly recientes: Float32Array;
  readonly recientesDia: Int32Array;
  readonly termino: Int32Array;
  /** Known by the engine as of its last full check. */
  readonly conocidaUltima: Int32Array;
  readonly conocidaRecientes: Float32Array;
  readonly conocidaRecientesDia: Int32Array;
  readonly conocidoTermino: Int32Array;
  readonly consultaCompleta: Int32Array;
  /** Unseen actuaciones per process: a linked list into `actuaciones`. */
  readonly primeraPendiente: Int32Array;
  readonly ultimaPendiente: Int32Array;
  readonly actuaciones = new Actuaciones();
  /** Processes named in today's estados lists. */
  nombradosHoy: number[] = [];

  constructor(
    readonly n: number,
    readonly despachos: number,
    private readonly random: Random,
    diasPiso: number,
  ) {
    this.activo = new Uint8Array(n);
    this.despacho = new Int32Array(n);
    this.ultima = new Int32Array(n);
    this.recientes = new Float32Array(n);
    this.recientesDia = new Int32Array(n);
    this.termino = new Int32Array(n).fill(NINGUNO);
    this.conocidaUltima = new Int32Array(n);
    this.conocidaRecientes = new Float32Array(n);
    this.conocidaRecientesDia = new Int32Array(n);
    this.conocidoTermino = new Int32Array(n).fill(NINGUNO);
    this.consultaCompleta = new Int32Array(n);
    this.primeraPendiente = new Int32Array(n).fill(-1);
    this.ultimaPendiente = new Int32Array(n).fill(-1);
    const activos = MODELO.inicioRafaga / (MODELO.inicioRafaga + MODELO.finRafaga);
    for (let r = 0; r < n; r++) {
      this.despacho[r] = random.integer(despachos);
      this.activo[r] = random.chance(activos) ? 1 : 0;
      // Before the history simulated: last actuación some months ago (exponential, mean 120 days).
      this.ultima[r] = -1000 - Math.floor(-Math.log(1 - random.next()) * 120);
      this.conocidaUltima[r] = this.ultima[r] as number;
      // The engine's floor in a steady state: each process last checked within the last N nights.
      this.consultaCompleta[r] = -1 - random.integer(diasPiso);
    }
  }

  static esHabil(dia: number): boolean {
    // Day 0 is a Monday.
    const semana = ((dia % 7) + 7) % 7;
    return semana < 5;
  }

  /** The courts' business day `dia`: new actuaciones, bursts starting and ending. */
  simularDia(dia: number, historia: boolean) {
    this.nombradosHoy = [];
    if (!Mundo.esHabil(dia)) return;
    const random = this.random;
    for (let r = 0; r < this.n; r++) {
      let activo = this.activo[r] === 1;
      if ((this.termino[r] as number) !== NINGUNO && (this.termino[r] as number) <= dia) {
        this.termino[r] = NINGUNO;
        if (random.chance(MODELO.despiertaAlVencer)) activo = true;
      }
      if (activo ? random.chance(MODELO.finRafaga) : random.chance(MODELO.inicioRafaga)) activo = !activo;
      this.activo[r] = activo ? 1 : 0;
      if (!random.chance(activo ? MODELO.tasaRafaga : MODELO.tasaDormido)) continue;
      const estado = random.chance(MODELO.porEstado);
      const importante = random.chance(estado ? MODELO.importanteSiEstado : MODELO.importanteSinEstado);
      if (estado && random.chance(MODELO.terminoSiEstado)) {
        const habiles = 3 + random.integer(8);
        this.termino[r] = dia + Math.ceil((habiles * 7) / 5);
      }
      if (estado) this.nombradosHoy.push(r);
      this.actuar(r, dia, (estado ? ESTADO : 0) | (importante ? IMPORTANTE : 0), historia);
    }
  }

  private actuar(r: number, dia: number, marcas: number, historia: boolean) {
    this.recientes[r] = decaer(this.recientes[r] as number, this.recientesDia[r] as number, dia) + 1;
    this.recientesDia[r] = dia;
    this.ultima[r] = dia;
    const i = this.actuaciones.push(r, dia, marcas);
    // History before night 0 that the engine's last check already saw is known, not pending.
    if (historia && dia <= (this.consultaCompleta[r] as number)) {
      this.actuaciones.detectada[i] = dia;
      this.conocer(r);
      return;
    }
    const ultimaPendiente = this.ultimaPendiente[r] as number;
    if (ultimaPendiente < 0) this.primeraPendiente[r] = i;
    else this.actuaciones.siguiente[ultimaPendiente] = i;
    this.ultimaPendiente[r] = i;
  }

  private conocer(r: number) {
    this.conocidaUltima[r] = this.ultima[r] as number;
    this.conocidaRecientes[r] = this.recientes[r] as number;
    this.conocidaRecientesDia[r] = this.recientesDia[r] as number;
    this.conocidoTermino[r] = this.termino[r] as number;
  }

  /** A full check tonight: everything pending is seen; returns whether there was news. */
  consultar(r: number, noche: number): boolean {
    let i = this.primeraPendiente[r] as number;
    const hubo = i >= 0;
    while (i >= 0) {
      this.actuaciones.detectada[i] = noche;
      i = this.actuaciones.siguiente[i] as number;
    }
    this.primeraPendiente[r] = -1;
    this.ultimaPendiente[r] = -1;
    this.conocer(r);
    this.consultaCompleta[r] = noche;
    return hubo;
  }

  /** Known actuaciones of the last 30 days as of `dia` (the decayed count). */
  recientesConocidas(r: number, dia: number): number {
    return decaer(this.conocidaRecientes[r] as number, this.conocidaRecientesDia[r] as number, dia);
  }
}

function decaer(valor: number, desde: number, dia: number): number {
  return valor === 0 ? 0 : valor * Math.exp(-(dia - desde) / VIDA_RECIENTES);
}
