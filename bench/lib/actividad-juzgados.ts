/**
 * The courts' activity for bench/escala.ts, FITTED to the actuación timelines of public captured
 * CPNU answers (bench/lib/ajuste-actividad/, docs/actividad-de-los-juzgados.md): each watched
 * process moves per business day along a three-state hidden Markov chain — dormant, slow and in a
 * burst — each state with its own chance of an actuación that day (at most one per day: the unit is
 * the active day). Some active days carry an auto notified by estado (the radicado is named in the
 * despacho's estados list that same day), some others a traslado fixed in lista (named in that day's
 * traslados list), some are important (Tito's labels of the same timelines, per active day), a few
 * fix a hearing ahead that the court holds on the day fixed (senales-importantes.ts), and an auto by
 * estado sometimes sets a término of 3 to 10 business days. Courts act on business
 * days only (Monday to Friday; holidays are ignored here, not in the fit). Still INVENTED: the
 * términos (how often, how long), and the share of processes a person asks for per night.
 */
import ajuste from '../../packages/court-sim/src/actividad-ajustada.json' with { type: 'json' };
// The chain as the court simulator runs it: each row's stay as 1 − its moves (four digits kept).
import { CADENA_AJUSTADA } from '../../packages/court-sim/src/actividad-ajustada.ts';
import senales from './ajuste-actividad/senales-importantes.json' with { type: 'json' };
import type { Random } from './random.ts';

const cadena = ajuste.modeloOculto.tresEstados;
/** Per active day, Tito's labels of the same timelines (senales-importantes.ts). */
const porDia = senales.modelo;

const MODELO_AJUSTADO = {
  /** Per business day: the chain's transitions (row: from; 0 dormant, 1 slow, 2 burst) and… */
  transiciones: CADENA_AJUSTADA.transiciones,
  /** …the chance of an actuación in each state. */
  tasas: cadena.tasas,
  /**
   * The states the bench starts in: the recorder's radicados' states on the last day they were seen
   * (a watched portfolio as it stands), not the chain's long-run shares (its dormant state lasts
   * some eight years on average, longer than any timeline read, so the long run is quieter still).
   */
  inicio: cadena.alFinal,
  /** Share of active days with an auto notified by estado (named in that day's list). */
  porEstado: ajuste.estados.diasActivosConEstado,
  /**
   * Of the other active days, a traslado fixed in lista (CGP art. 110: the radicado is in that day's
   * traslados list, which the engine reads with the estados; its término starts the next business
   * day in 91 of the 105 measured).
   */
  trasladoSinEstado: porDia.trasladoSinEstado,
  /** Share marked important by Tito, per active day: estados mostly, traslados always, the rest seldom. */
  importanteSiEstado: porDia.importanteSiEstado,
  importanteSiTraslado: porDia.importanteSiTraslado,
  importanteSinEstado: porDia.importanteOtros,
  /**
   * Hearings and diligences an actuación fixes ahead (Tito's and the calendar's reading of its
   * text): per active day, business days ahead (drawn from the 19 measured), and on the day fixed
   * an actuación with this chance, important (and not by estado) with that one.
   */
  audienciaPorDiaActivo: porDia.audiencias.porDiaActivo,
  audienciaAntelacion: porDia.audiencias.antelacion,
  audienciaActiva: porDia.audiencias.activaEseDia,
  audienciaImportante: porDia.audiencias.importanteEseDia,
  /** An auto by estado sets a término this often, of 3 to 10 business days (INVENTED)… */
  terminoSiEstado: 0.3,
  /**
   * …and when it ends the process starts a burst with this chance: none, since the timelines show
   * no wake-up beyond the chain's own (next actuación 3–12 business days after a day with an estado
   * 46.5 %, after one without 42.6 %, the gap the chain's bursts already explain).
   */
  despiertaAlVencer: 0,
  /** Processes a person asks to check tonight (registration, manual refresh), share per night (INVENTED). */
  solicitadosPorNoche: 0.0005,
};

type Modelo = typeof MODELO_AJUSTADO;

/** The world the bench runs: the fitted one unless a run asks for another (usarOtroAjuste). */
export let MODELO: Modelo = MODELO_AJUSTADO;

/** What ajustar.ts writes, as far as the world needs it. */
export interface OtroAjuste {
  modeloOculto: { tresEstados: { transiciones: number[][]; tasas: number[]; alFinal: number[] } };
  estados: { diasActivosConEstado: number };
}

/**
 * Another fitted world for a sensitivity run (`bench/escala.ts --actividad FILE`, FILE as
 * ajustar.ts writes it): its chain, its portfolio's states on the last day seen and its share of
 * active days with an estado. The rest (Tito's shares per kind of day, hearings, términos) stays as
 * measured on CachorroC's timelines, and the scheduler keeps estimating with the committed chain
 * (cadena-de-actividad.ts): the run asks how it does in a world it was not fitted to.
 */
export function usarOtroAjuste(otro: OtroAjuste): void {
  const { transiciones, tasas, alFinal } = otro.modeloOculto.tresEstados;
  const filas = [transiciones, tasas, alFinal].map((fila) => fila.length);
  if (filas.some((n) => n !== 3) || transiciones.some((fila) => fila.length !== 3))
    throw new Error('--actividad: se esperaba una cadena de tres estados (salida de ajustar.ts)');
  MODELO = {
    ...MODELO_AJUSTADO,
    transiciones,
    tasas,
    inicio: alFinal,
    porEstado: otro.estados.diasActivosConEstado,
  };
}

const RAFAGA = 2;

function elegir(random: Random, probabilidades: readonly number[]): number {
  let u = random.next();
  for (let estado = 0; estado < probabilidades.length - 1; estado++) {
    u -= probabilidades[estado] as number;
    if (u < 0) return estado;
  }
  return probabilidades.length - 1;
}

export const ESTADO = 1;
export const IMPORTANTE = 2;
/** A traslado fixed in lista: the radicado is named in that day's traslados list. */
export const TRASLADO = 4;

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
  /** The chain's state per process (0 dormant, 1 slow, 2 burst). */
  readonly estado: Uint8Array;
  readonly despacho: Int32Array;
  /** Truth: last actuación day, decayed count of the last 30 days (and its day), pending término. */
  readonly ultima: Int32Array;
  readonly recientes: Float32Array;
  readonly recientesDia: Int32Array;
  readonly termino: Int32Array;
  /** Truth: the next hearing or diligence fixed (NINGUNO: none pending). */
  readonly audiencia: Int32Array;
  /** Known by the engine as of its last full check. */
  readonly conocidaUltima: Int32Array;
  readonly conocidaRecientes: Float32Array;
  readonly conocidaRecientesDia: Int32Array;
  readonly conocidoTermino: Int32Array;
  /** The hearing the engine read in the actuaciones it has (it stays once held, as a stored date does). */
  readonly conocidaAudiencia: Int32Array;
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
    /** The first day simulated (the history before night 0). */
    primerDia = -60,
  ) {
    this.estado = new Uint8Array(n);
    this.despacho = new Int32Array(n);
    this.ultima = new Int32Array(n);
    this.recientes = new Float32Array(n);
    this.recientesDia = new Int32Array(n);
    this.termino = new Int32Array(n).fill(NINGUNO);
    this.conocidaUltima = new Int32Array(n);
    this.conocidaRecientes = new Float32Array(n);
    this.conocidaRecientesDia = new Int32Array(n);
    this.conocidoTermino = new Int32Array(n).fill(NINGUNO);
    this.audiencia = new Int32Array(n).fill(NINGUNO);
    this.conocidaAudiencia = new Int32Array(n).fill(NINGUNO);
    this.consultaCompleta = new Int32Array(n);
    this.primeraPendiente = new Int32Array(n).fill(-1);
    this.ultimaPendiente = new Int32Array(n).fill(-1);
    for (let r = 0; r < n; r++) {
      this.despacho[r] = random.integer(despachos);
      const estado = elegir(random, MODELO.inicio);
      this.estado[r] = estado;
      // Before the history simulated: the last actuación as long ago as the state's pace says
      // (geometric in business days, mean 1 / its rate, capped at ten years).
      const habiles = Math.min(
        2400,
        Math.floor(-Math.log(1 - random.next()) / (MODELO.tasas[estado] as number)),
      );
      this.ultima[r] = primerDia - 1 - Math.ceil((habiles * 7) / 5);
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

  /** The courts' business day `dia`: each process's chain moves one step, new actuaciones. */
  simularDia(dia: number, historia: boolean) {
    this.nombradosHoy = [];
    if (!Mundo.esHabil(dia)) return;
    const random = this.random;
    for (let r = 0; r < this.n; r++) {
      let cadena = elegir(random, MODELO.transiciones[this.estado[r] as number] as readonly number[]);
      if ((this.termino[r] as number) !== NINGUNO && (this.termino[r] as number) <= dia) {
        this.termino[r] = NINGUNO;
        if (random.chance(MODELO.despiertaAlVencer)) cadena = RAFAGA;
      }
      this.estado[r] = cadena;
      const audiencia = this.audiencia[r] as number;
      if (audiencia !== NINGUNO && audiencia <= dia) {
        this.audiencia[r] = NINGUNO;
        // The day a hearing was fixed for: its acta (or the act done) is the day's one actuación.
        if (audiencia === dia && random.chance(MODELO.audienciaActiva)) {
          const importante = random.chance(MODELO.audienciaImportante / MODELO.audienciaActiva);
          this.actuar(r, dia, importante ? IMPORTANTE : 0, historia);
          continue;
        }
      }
      if (!random.chance(MODELO.tasas[cadena] as number)) continue;
      const estado = random.chance(MODELO.porEstado);
      const traslado = !estado && random.chance(MODELO.trasladoSinEstado);
      const importante = random.chance(
        estado
          ? MODELO.importanteSiEstado
          : traslado
            ? MODELO.importanteSiTraslado
            : MODELO.importanteSinEstado,
      );
      if (estado && random.chance(MODELO.terminoSiEstado)) {
        const habiles = 3 + random.integer(8);
        this.termino[r] = dia + Math.ceil((habiles * 7) / 5);
      }
      if (random.chance(MODELO.audienciaPorDiaActivo)) {
        const fecha = sumarHabiles(dia, random.pick(MODELO.audienciaAntelacion));
        if ((this.audiencia[r] as number) === NINGUNO || fecha < (this.audiencia[r] as number))
          this.audiencia[r] = fecha;
      }
      if (estado || traslado) this.nombradosHoy.push(r);
      this.actuar(
        r,
        dia,
        (estado ? ESTADO : 0) | (traslado ? TRASLADO : 0) | (importante ? IMPORTANTE : 0),
        historia,
      );
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
    // A hearing read in the actuaciones stays known after it is held (the stored date does not go away).
    if ((this.audiencia[r] as number) !== NINGUNO) this.conocidaAudiencia[r] = this.audiencia[r] as number;
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

/** The business day `habiles` business days after `dia` (Monday to Friday, as the bench's courts). */
function sumarHabiles(dia: number, habiles: number): number {
  let fecha = dia;
  for (let n = 0; n < habiles; ) if (Mundo.esHabil(++fecha)) n++;
  return fecha;
}

function decaer(valor: number, desde: number, dia: number): number {
  return valor === 0 ? 0 : valor * Math.exp(-(dia - desde) / VIDA_RECIENTES);
}
