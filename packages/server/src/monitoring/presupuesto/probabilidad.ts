/**
 * How likely a check tonight is to find something new in a watched process, from what the engine
 * already knows of it (pure; no I/O). Court timelines are bursty: a process that moved this week is
 * far likelier to move again than one quiet for a year. The hazard of a new actuación at age `a`
 * (days since the process's last known actuación) is modelled as
 *   λ(a) = base + rafaga · e^(−a/τ) + ritmo · (recent actuaciones / 30)
 * and what a check can find is everything since the last full check, `d` days ago, so the
 * probability is 1 − e^(−H) with H the hazard integrated over those `d` days. A pending término
 * that falls due adds its own chance, and so does a recent registration (the first days after it
 * the lawyer is watching and the court is often acting). A hearing's day is not a chance here but a
 * tier of its own (audienciaPorVer, planificar.ts).
 * The constants are priors, not fitted figures (docs/decisions/0019-presupuesto-nocturno.md).
 */

export interface SenalesProceso {
  /** Days since the last full check (null: never fully checked). */
  diasDesdeConsultaCompleta: number | null;
  /** Days from the last known actuación to tonight (null: none known). */
  diasDesdeUltimaActuacion: number | null;
  /** Known actuaciones in the last 30 days (a burst in progress). */
  actuacionesRecientes: number;
  /** Days until a pending término ends (negative: it already passed). */
  diasHastaTermino: number | null;
  /** Days since the case was registered or the source activated. */
  diasDesdeRegistro: number;
  /**
   * Days until the nearest hearing or diligence an actuación of the process fixed (negative: its
   * day passed); absent or null when none is known.
   */
  diasHastaAudiencia?: number | null;
}

/**
 * Whether the day a hearing or diligence was fixed for is tonight or fell since the last full
 * check: the court holds it and records it that day (on the captured CPNU timelines an actuación
 * came on 16 of 19 such days, an important one without an estado on 14;
 * docs/actividad-de-los-juzgados.md), and no estado announces it.
 */
export function audienciaPorVer(senales: SenalesProceso): boolean {
  const h = senales.diasHastaAudiencia;
  const d = senales.diasDesdeConsultaCompleta;
  return h !== null && h !== undefined && d !== null && h <= 0 && h > -d;
}

export interface ParametrosProbabilidad {
  /** Hazard per day of a dormant process. */
  base: number;
  /** Extra hazard per day right after an actuación, decaying with `tau` days. */
  rafaga: number;
  tau: number;
  /** Weight of the last 30 days' pace (actuaciones per day). */
  ritmo: number;
  /** Chance that a término falling due in the window brings an actuación. */
  porTermino: number;
  /** Chance added during the first days after a registration or activation. */
  porRegistro: number;
  diasRegistro: number;
}

export const PARAMETROS_PROBABILIDAD: ParametrosProbabilidad = {
  base: 1 / 200,
  rafaga: 0.3,
  tau: 7,
  ritmo: 0.5,
  porTermino: 0.5,
  porRegistro: 0.3,
  diasRegistro: 3,
};

/** Probability in [0, 1] that a full check tonight finds a new actuación. */
export function probabilidadDeCambio(
  senales: SenalesProceso,
  parametros: ParametrosProbabilidad = PARAMETROS_PROBABILIDAD,
): number {
  const d = senales.diasDesdeConsultaCompleta;
  if (d === null) return 1;
  if (d <= 0) return 0;
  let hazard = parametros.base * d + ((parametros.ritmo * senales.actuacionesRecientes) / 30) * d;
  const edad = senales.diasDesdeUltimaActuacion;
  if (edad !== null) {
    // ∫ rafaga·e^(−a/τ) da over the ages the process had during the unchecked days.
    const desde = Math.max(0, edad - d);
    hazard +=
      parametros.rafaga *
      parametros.tau *
      (Math.exp(-desde / parametros.tau) - Math.exp(-edad / parametros.tau));
  }
  const vence = senales.diasHastaTermino;
  // Due between the last check and tonight (or tonight): the court usually acts right after.
  if (vence !== null && vence <= 0 && vence > -d - 1) hazard += -Math.log(1 - parametros.porTermino);
  if (senales.diasDesdeRegistro < parametros.diasRegistro) hazard += -Math.log(1 - parametros.porRegistro);
  return 1 - Math.exp(-hazard);
}
