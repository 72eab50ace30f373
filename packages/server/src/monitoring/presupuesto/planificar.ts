/**
 * The night's choice under a request budget (issue 23): which watched processes to check tonight,
 * given each court host's nightly budget per egress and the engine's signals. Pure and O(n): the
 * nightly sweep (sweep.ts) and the scale bench (bench/escala.ts) run this very code.
 *
 * Order of the night, each tier before the next:
 *   1. usuario      — checks a person asked for (a registration or source activation never fully
 *                     checked, a manual refresh);
 *   2. publicacion  — processes named by radicado in the day's estados or traslados lists (read once
 *                     per court and day): the court just acted on them;
 *   2a. audiencia   — processes whose hearing or diligence, fixed by an earlier actuación, falls
 *                     tonight or since their last full check (probabilidad.ts audienciaPorVer): no
 *                     estado announces what the court does that day. Planned and run with tiers 1–2
 *                     (their reserve at run time; "tiers 1–2" below includes it);
 *   2b. litigante   — the repeat litigants' groups (litigantes.ts) whose search by party name is
 *                     cheaper than their members' own checks: one search (the pages remembered
 *                     from its last night, memoria-litigantes.ts) reads the last-action date of
 *                     all its radicados in the despacho, so each costs only the page read when its
 *                     date moved. Planned after tiers 1–2, which check their members on their own:
 *                     the searches never take budget from the checks a person or a court asked for.
 *                     A group never searched yet is only probed (one page, to learn its size);
 *                     its members are planned one by one that night. Only the probes and the
 *                     groups holding a member due for the floor come here; the others after 3;
 *   3. piso         — processes not fully checked for `diasPiso` days or more, most overdue first;
 *   4. probabilidad — the rest by the probability that a check finds something (probabilidad.ts).
 * A process the budget could not hold in tiers 1–3 is `sinCupo` (an honest 'not checked tonight');
 * one left out in tier 4 is `noElegido`.
 *
 * Budget: a check is planned at its expected cost (one search, plus one page read with the
 * probability of news; one request when the last actuación is from the last day, as
 * consultar-proceso.ts skips the search then) and the plan keeps three standard deviations of the
 * night's variance in reserve, so the requests actually made stay under the budget; the workers
 * still stop at the budget itself (the plan is an order, not a promise).
 */
import { MOTIVOS_NOCHE, type MotivoNoche } from '@expediente/domain/contrato/expedientes';
import { CONSULTAS_EN_VUELO_POR_EGRESO } from './presupuesto.ts';
import {
  audienciaPorVer,
  PARAMETROS_PROBABILIDAD,
  type ParametrosProbabilidad,
  probabilidadDeCambio,
  type SenalesProceso,
} from './probabilidad.ts';

// The reasons are part of the wire contract (the card shows them); the plan holds their index.
export const NO_ELEGIDO = 0;
export const USUARIO = 1;
export const PUBLICACION = 2;
export const PISO = 3;
export const PROBABILIDAD = 4;
export const SIN_CUPO = 5;
export const LITIGANTE = 6;
export const AUDIENCIA = 7;

export interface Candidato extends SenalesProceso {
  /** The court host the check asks (its budget is per host and egress). */
  host: string;
  solicitadoPorUsuario: boolean;
  nombradoEnPublicacion: boolean;
}

export interface OpcionesPlan {
  /** Requests per night per court host and egress (a host not listed uses `porDefecto`). */
  presupuesto: { porDefecto: number; porHost?: Record<string, number> };
  egresos: number;
  /** Every process is fully checked at least every `diasPiso` days (when the budget allows). */
  diasPiso: number;
  /**
   * Share of the budget left after tiers 1 and 2 that the floor may take (default 1: all of it).
   * Below 1, a budget too small for the floor still spends the rest on the likeliest changes.
   */
  cuotaPiso?: number;
  parametros?: ParametrosProbabilidad;
  /**
   * Repeat litigants' groups (litigantes.ts): candidates read together by one search by party
   * name, at the pages remembered from its last search (the run stops at the budget regardless).
   */
  litigantes?: readonly GrupoPlan[];
  /**
   * Requests per host and egress that the tiers after 1–2 may not plan: kept at run time for the
   * checks a person asks for during the night (SWEEP_USER_RESERVE_PERCENT, gasto.ts). Default 0.
   */
  reservaUsuario?: number;
}

export interface GrupoPlan {
  miembros: readonly number[];
  /** Pages its search took last time (the litigant's unwatched processes included); null: never searched. */
  paginas: number | null;
}

export interface UsoHost {
  host: string;
  presupuestoPorEgreso: number;
  /** Expected requests planned per egress (the reserve not included). */
  previstasPorEgreso: number[];
  /**
   * What tiers 1–2 are expected to need, all egresses together, with the plan's three standard
   * deviations: the workers keep it from the lower tiers while the night runs (gasto.ts).
   */
  prioritariasPrevistas: number;
  elegidos: number;
  sinCupo: number;
  noElegidos: number;
  porMotivo: Record<MotivoNoche, number>;
  /** Searches by party name planned (one per repeat litigant's group opened) and their pages. */
  busquedasPorNombre: number;
  paginasPorNombre: number;
}

export interface PlanNoche {
  /** Indices of the chosen candidates, in the order to check them. */
  orden: Int32Array;
  /** Per candidate: index into MOTIVOS_NOCHE. */
  motivo: Uint8Array;
  /** Per candidate: the egress that checks it (−1 when not chosen). */
  egreso: Int16Array;
  /** Per candidate: the probability of news the plan used. */
  probabilidad: Float32Array;
  /**
   * Per repeat litigant's group: ABIERTO (its search by name reads its members tonight), SONDEO (one
   * page is read to learn its size; its members are checked on their own), or neither.
   */
  grupoAbierto: Uint8Array;
  /** Per group opened or probed: the egress that makes its search (−1 otherwise). */
  grupoEgreso: Int16Array;
  uso: UsoHost[];
}

/** Log-scale bins of probability for the O(n) ordering of tier 4: 1e-6 … 1. */
const BINS = 4096;
const LOG_MIN = -6;
const Z_RESERVA = 3;
/**
 * A repeat litigant's group: not tried yet; opened (its search by name is made); left closed because
 * the budget cannot hold it; probed (never searched: one page tonight to learn its size); or left
 * closed because its search costs more than its members' own checks.
 */
const SIN_ABRIR = 0;
export const ABIERTO = 1;
export const NO_CABE = 2;
export const SONDEO = 3;
export const NO_CONVIENE = 4;
/** Pages past the first (a burst of more than 40 actuaciones) are rare: 1 % of the budget. */
const RESERVA_PAGINAS = 0.01;

function binDe(p: number): number {
  if (p <= 10 ** LOG_MIN) return 0;
  const bin = Math.floor(((Math.log10(p) - LOG_MIN) / -LOG_MIN) * (BINS - 1));
  return Math.min(BINS - 1, Math.max(0, bin));
}

interface EstadoHost {
  uso: UsoHost;
  limite: number;
  /** The floor's own limit (set once tiers 1 and 2 are planned). */
  limitePiso: number;
  esperado: number;
  varianza: number;
  /** Checks taken so far (the pages claimed by those in flight, CONSULTAS_EN_VUELO_POR_EGRESO). */
  tomados: number;
}

export function planificarNoche(candidatos: readonly Candidato[], opciones: OpcionesPlan): PlanNoche {
  const n = candidatos.length;
  const egresos = Math.max(1, Math.floor(opciones.egresos));
  const parametros = opciones.parametros ?? PARAMETROS_PROBABILIDAD;
  const motivo = new Uint8Array(n);
  const egreso = new Int16Array(n).fill(-1);
  const probabilidad = new Float32Array(n);
  const orden = new Int32Array(n);
  let elegidos = 0;
  const hosts = new Map<string, EstadoHost>();

  const estadoDe = (host: string): EstadoHost => {
    let estado = hosts.get(host);
    if (!estado) {
      const presupuestoPorEgreso = Math.max(
        0,
        Math.floor(opciones.presupuesto.porHost?.[host] ?? opciones.presupuesto.porDefecto),
      );
      const porMotivo = Object.fromEntries(MOTIVOS_NOCHE.map((m) => [m, 0])) as Record<MotivoNoche, number>;
      estado = {
        uso: {
          host,
          presupuestoPorEgreso,
          previstasPorEgreso: new Array<number>(egresos).fill(0),
          prioritariasPrevistas: 0,
          elegidos: 0,
          sinCupo: 0,
          noElegidos: 0,
          porMotivo,
          busquedasPorNombre: 0,
          paginasPorNombre: 0,
        },
        limite: presupuestoPorEgreso * egresos * (1 - RESERVA_PAGINAS),
        limitePiso: Number.POSITIVE_INFINITY,
        esperado: 0,
        varianza: 0,
        tomados: 0,
      };
      hosts.set(host, estado);
    }
    return estado;
  };

  const tierDe = new Uint8Array(n);
  const grupos = opciones.litigantes ?? [];
  const grupoAbierto = new Uint8Array(grupos.length);
  const grupoEgreso = new Int16Array(grupos.length).fill(-1);

  /** The least loaded egress: the night's requests spread evenly over the egress identities. */
  const egresoLibre = (previstas: number[]) => {
    let mejor = 0;
    for (let e = 1; e < egresos; e++) if ((previstas[e] as number) < (previstas[mejor] as number)) mejor = e;
    return mejor;
  };

  /**
   * Tier 2b for group g: a group never searched is probed (its first page, one request, so the
   * next night knows its size); a known one is opened when its search by name (its remembered
   * pages) plus, per member still unplanned, the page read its date moving would cost is cheaper
   * than those members' own checks and the host's budget holds it.
   */
  const abrirGrupo = (g: number) => {
    const grupo = grupos[g] as GrupoPlan;
    const pendientes = grupo.miembros.filter((j) => (egreso[j] as number) < 0);
    const primero = grupo.miembros[0];
    // Nothing left to read (tiers 1–2 took every member): only a probe still teaches something.
    if (primero === undefined || (pendientes.length === 0 && grupo.paginas !== null)) return;
    const estado = estadoDe((candidatos[primero] as Candidato).host);
    let costo = 1;
    let varianza = 0;
    if (grupo.paginas !== null) {
      const costos = costoDeGrupo(
        grupo.paginas,
        pendientes.map((j) => candidatos[j] as Candidato),
        pendientes.map((j) => probabilidad[j] as number),
      );
      if (!costos.conviene) {
        grupoAbierto[g] = NO_CONVIENE;
        return;
      }
      costo = costos.costo;
      varianza = costos.varianza;
    }
    const esperado = estado.esperado + costo;
    const total = estado.varianza + varianza;
    if (esperado + enVuelo(estado) + Z_RESERVA * Math.sqrt(total) > estado.limite) {
      // What is expected only grows through the night: a group that does not fit now never will.
      grupoAbierto[g] = NO_CABE;
      return;
    }
    estado.esperado = esperado;
    estado.varianza = total;
    estado.tomados++;
    const previstas = estado.uso.previstasPorEgreso;
    // One egress reads the whole group: its search and its members' pages.
    const mejor = egresoLibre(previstas);
    previstas[mejor] = (previstas[mejor] as number) + costo;
    estado.uso.busquedasPorNombre++;
    estado.uso.paginasPorNombre += grupo.paginas ?? 1;
    grupoEgreso[g] = mejor;
    if (grupo.paginas === null) {
      grupoAbierto[g] = SONDEO;
      return;
    }
    grupoAbierto[g] = ABIERTO;
    for (const j of pendientes) {
      egreso[j] = mejor;
      motivo[j] = LITIGANTE;
      orden[elegidos++] = j;
    }
  };

  /** The page each check in flight with the next one has claimed and may not use. */
  const enVuelo = (estado: EstadoHost) =>
    Math.min(estado.tomados + 1, CONSULTAS_EN_VUELO_POR_EGRESO * egresos);

  /** Takes candidate i for `tier` if its host's budget holds it; returns whether it did. */
  const tomar = (i: number, tier: number): boolean => {
    if ((egreso[i] as number) >= 0) return true;
    const candidato = candidatos[i] as Candidato;
    const estado = estadoDe(candidato.host);
    const p = tier === PUBLICACION || tier === AUDIENCIA ? 1 : (probabilidad[i] as number);
    // One request when the last actuación is from the last day (the page is read directly).
    const reciente = candidato.diasDesdeUltimaActuacion !== null && candidato.diasDesdeUltimaActuacion <= 1;
    const costo = reciente ? 1 : 1 + p;
    const varianza = reciente ? 0 : p * (1 - p);
    const esperado = estado.esperado + costo;
    const total = estado.varianza + varianza;
    const limite = tier === PISO ? Math.min(estado.limite, estado.limitePiso) : estado.limite;
    // The page each check in flight has claimed and may not use (CONSULTAS_EN_VUELO_POR_EGRESO),
    // kept by the lower tiers; tiers 1–2 may spend the reserves, as they do at run time.
    const retenidas = tier === PISO || tier === PROBABILIDAD ? enVuelo(estado) : 0;
    if (esperado + retenidas + Z_RESERVA * Math.sqrt(total) > limite) {
      motivo[i] = tier === PROBABILIDAD ? NO_ELEGIDO : SIN_CUPO;
      return false;
    }
    estado.esperado = esperado;
    estado.varianza = total;
    estado.tomados++;
    const previstas = estado.uso.previstasPorEgreso;
    const mejor = egresoLibre(previstas);
    previstas[mejor] = (previstas[mejor] as number) + costo;
    egreso[i] = mejor;
    motivo[i] = tier;
    orden[elegidos++] = i;
    return true;
  };

  // Probabilities first (tier 4 orders by them; the cost of tiers 1 and 3 uses them).
  for (let i = 0; i < n; i++) {
    probabilidad[i] = probabilidadDeCambio(candidatos[i] as Candidato, parametros);
    estadoDe((candidatos[i] as Candidato).host);
  }

  // Tier 1 and 2 in input order.
  for (let i = 0; i < n; i++) {
    const c = candidatos[i] as Candidato;
    if (c.solicitadoPorUsuario || c.diasDesdeConsultaCompleta === null) tierDe[i] = USUARIO;
    else if (c.nombradoEnPublicacion) tierDe[i] = PUBLICACION;
    else if (audienciaPorVer(c)) tierDe[i] = AUDIENCIA;
    else if (c.diasDesdeConsultaCompleta >= opciones.diasPiso) tierDe[i] = PISO;
    else tierDe[i] = PROBABILIDAD;
  }
  for (let i = 0; i < n; i++) if (tierDe[i] === USUARIO) tomar(i, USUARIO);
  for (let i = 0; i < n; i++) if (tierDe[i] === PUBLICACION) tomar(i, PUBLICACION);
  for (let i = 0; i < n; i++) if (tierDe[i] === AUDIENCIA) tomar(i, AUDIENCIA);
  // What tiers 1–2 hold is reserved for them at run time; the lower tiers plan in what is left,
  // less the margin kept for checks a person asks for during the night.
  const reservaUsuario = Math.max(0, opciones.reservaUsuario ?? 0) * egresos;
  for (const estado of hosts.values()) {
    estado.uso.prioritariasPrevistas = estado.esperado + Z_RESERVA * Math.sqrt(estado.varianza);
    estado.limite -= reservaUsuario;
  }
  // Tier 2b: the repeat litigants' groups, largest first (they come sorted), after tiers 1–2: before
  // the floor only the probes (one request each: a group whose size is never learnt never opens)
  // and the groups holding a member due for the floor, which they read for less than its own
  // check. The other groups come after the floor: a group read every night keeps its members
  // checked but, opened first, took the budget of the radicados no group reads, and the floor
  // broke where the budget held it (scale bench, decision 0019: within 7 days 100 → 84 % at K = 8).
  const debePiso = (g: number) =>
    (grupos[g] as GrupoPlan).miembros.some((j) => tierDe[j] === PISO && (egreso[j] as number) < 0);
  grupos.forEach((grupo, g) => {
    if (grupoAbierto[g] === SIN_ABRIR && (grupo.paginas === null || debePiso(g))) abrirGrupo(g);
  });

  const cuotaPiso = Math.min(1, Math.max(0, opciones.cuotaPiso ?? 1));
  for (const estado of hosts.values())
    estado.limitePiso = estado.esperado + cuotaPiso * Math.max(0, estado.limite - estado.esperado);
  // Tier 3, most overdue first (a counting sort on whole days, capped at ten years).
  const MAX_DIAS = 3650;
  const porDias = new Int32Array(MAX_DIAS + 2);
  const diasDe = (i: number) =>
    Math.min(MAX_DIAS, Math.floor((candidatos[i] as Candidato).diasDesdeConsultaCompleta ?? 0));
  for (let i = 0; i < n; i++) if (tierDe[i] === PISO) (porDias[MAX_DIAS - diasDe(i) + 1] as number)++;
  recorrerEnOrden(
    n,
    porDias,
    (i) => (tierDe[i] === PISO ? MAX_DIAS - diasDe(i) : -1),
    (i) => tomar(i, PISO),
  );

  // Tier 2b after the floor: the groups no member of which was due.
  grupos.forEach((_, g) => {
    if (grupoAbierto[g] === SIN_ABRIR) abrirGrupo(g);
  });

  // Tier 4, likeliest first (a counting sort on log-probability bins).
  const porBin = new Int32Array(BINS + 1);
  const claveBin = (i: number) =>
    tierDe[i] === PROBABILIDAD ? BINS - 1 - binDe(probabilidad[i] as number) : -1;
  for (let i = 0; i < n; i++) {
    const clave = claveBin(i);
    if (clave >= 0) (porBin[clave + 1] as number)++;
  }
  recorrerEnOrden(n, porBin, claveBin, (i) => tomar(i, PROBABILIDAD));

  for (let i = 0; i < n; i++) {
    const uso = estadoDe((candidatos[i] as Candidato).host).uso;
    const m = motivo[i] as number;
    uso.porMotivo[MOTIVOS_NOCHE[m] as MotivoNoche]++;
    if (m === SIN_CUPO) uso.sinCupo++;
    else if (m === NO_ELEGIDO) uso.noElegidos++;
    else uso.elegidos++;
  }
  return {
    orden: orden.slice(0, elegidos),
    motivo,
    egreso,
    probabilidad,
    grupoAbierto,
    grupoEgreso,
    uso: [...hosts.values()].map((h) => h.uso),
  };
}

/**
 * What a known group's search costs tonight against its members' own checks. Through the search, a
 * member costs the page read its news would (one request when its last actuación is from the last
 * day: consultar-proceso.ts reads that page directly); on its own, a search more. The group is worth
 * opening only when its pages cost less than the searches they save.
 */
export function costoDeGrupo(
  paginas: number,
  miembros: readonly Pick<Candidato, 'diasDesdeUltimaActuacion'>[],
  probabilidades: readonly number[],
): { costo: number; varianza: number; conviene: boolean } {
  let costo = paginas;
  let varianza = 0;
  let solos = 0;
  miembros.forEach((c, k) => {
    const p = probabilidades[k] ?? 0;
    const reciente = c.diasDesdeUltimaActuacion !== null && c.diasDesdeUltimaActuacion <= 1;
    costo += reciente ? 1 : p;
    varianza += reciente ? 0 : p * (1 - p);
    solos += reciente ? 1 : 1 + p;
  });
  return { costo, varianza, conviene: costo < solos };
}

/**
 * Visits the candidates whose key is ≥ 0 in increasing key order (stable): `conteo[k + 1]` holds
 * how many have key k (a counting sort, O(n + keys)).
 */
function recorrerEnOrden(
  n: number,
  conteo: Int32Array,
  clave: (i: number) => number,
  visitar: (i: number) => void,
) {
  for (let k = 1; k < conteo.length; k++) conteo[k] = (conteo[k] as number) + (conteo[k - 1] as number);
  const total = conteo[conteo.length - 1] as number;
  const ordenados = new Int32Array(total);
  for (let i = 0; i < n; i++) {
    const k = clave(i);
    if (k >= 0) ordenados[(conteo[k] as number)++] = i;
  }
  for (let j = 0; j < total; j++) visitar(ordenados[j] as number);
}
