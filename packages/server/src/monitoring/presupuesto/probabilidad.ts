/**
 * How likely a check tonight is to find something new in a watched process, from what the engine
 * already knows of it (pure; no I/O). Court timelines are bursty: a process that moved this week is
 * far likelier to move again than one quiet for a year. What the engine saw of the process (its
 * active days of the last month, the silence since the last one up to its last full check) is read
 * through the chain fitted to real CPNU timelines (cadena-de-actividad.ts), and what a check can find
 * is everything since that check, `d` days ago. A pending término that falls due adds its own
 * chance, and so does a recent registration (the first days after it the lawyer is watching and the
 * court is often acting). A hearing's day is not a chance here but a tier of its own
 * (audienciaPorVer, planificar.ts). Before the chain (issue 23) the hazard's constants were
 * invented; the scale bench's calibration is in docs/decisions/0019-presupuesto-nocturno.md.
 */

import { habilesEn, probabilidadPorCadena } from './cadena-de-actividad.ts';

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
  /** Chance that a término falling due in the window brings an actuación. */
  porTermino: number;
  /** Chance added during the first days after a registration or activation. */
  porRegistro: number;
  diasRegistro: number;
}

export const PARAMETROS_PROBABILIDAD: ParametrosProbabilidad = {
  // MEASURED: of the days up to 3 business days after a término ends, 19.4 % carry an actuación on
  // the captured timelines (docs/actividad-de-los-juzgados.md); it was an invented 0.5.
  porTermino: 0.19,
  // INVENTED: no capture shows what the days after a registration bring.
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
  const edad = senales.diasDesdeUltimaActuacion;
  let nada =
    1 -
    probabilidadPorCadena({
      sinMirar: Math.max(1, habilesEn(d)),
      activosRecientes: senales.actuacionesRecientes,
      silencioVisto: edad === null ? null : habilesEn(Math.max(0, edad - d)),
    });
  const vence = senales.diasHastaTermino;
  // Due between the last check and tonight (or tonight): the court sometimes acts right after.
  if (vence !== null && vence <= 0 && vence > -d - 1) nada *= 1 - parametros.porTermino;
  if (senales.diasDesdeRegistro < parametros.diasRegistro) nada *= 1 - parametros.porRegistro;
  return 1 - nada;
}
