/** Certainty bands shown to the user (sources.md §5) and the alerting threshold (decision 0009). */
import { BONUS_MISMO_DESPACHO, BONUS_MISMO_PROCESO, type Contexto } from './contexto.ts';

export type NivelCerteza = 'exacta' | 'probable' | 'posible';

export const CERTEZA_EXACTA = 95;
export const CERTEZA_PROBABLE = 85;
export const CERTEZA_POSIBLE = 70;

/**
 * Lowest certeza that creates a change (and so a notification). Matches from CERTEZA_POSIBLE up to
 * here are stored for the viewer, with their certeza, and alert nobody. Measured on bench/matching.ts:
 * see docs/decisions/0009-umbral-de-alerta.md.
 */
export const UMBRAL_ALERTA = 95;

/** Band of a certainty, or null below 'posible' (such matches are never reported). */
export function nivelDeCerteza(certeza: number): NivelCerteza | null {
  if (certeza >= CERTEZA_EXACTA) return 'exacta';
  if (certeza >= CERTEZA_PROBABLE) return 'probable';
  if (certeza >= CERTEZA_POSIBLE) return 'posible';
  return null;
}

/**
 * True when a match must reach the lawyer as a change: certeza ≥ UMBRAL_ALERTA, or the WHOLE
 * registered name printed with a single one-letter slip (typos are capped below 'exacta' for display,
 * not because they are doubtful) and nothing next to it pointing at another process or despacho.
 */
export function debeAlertar(
  certeza: number,
  contexto: Contexto = 'sin-contexto',
  completoConUnError = false,
): boolean {
  if (certeza >= UMBRAL_ALERTA) return true;
  return completoConUnError && contexto !== 'otro-proceso' && contexto !== 'otro-despacho';
}

/**
 * The name's certeza once the radicado or despacho printed next to it is known:
 * the watched case's radicado raises it; the watched despacho raises it a little, never across the
 * alerting threshold; another process's radicado or another despacho caps it at the bottom of
 * 'posible' (kept for the viewer, never alerted).
 */
export function certezaConContexto(certezaNombre: number, contexto: Contexto): number {
  switch (contexto) {
    case 'mismo-proceso':
      return Math.min(100, certezaNombre + BONUS_MISMO_PROCESO);
    case 'mismo-despacho':
      // The despacho's own publication usually names it: weak evidence, it never makes an alert alone.
      return certezaNombre >= UMBRAL_ALERTA
        ? certezaNombre
        : Math.min(UMBRAL_ALERTA - 1, certezaNombre + BONUS_MISMO_DESPACHO);
    case 'otro-proceso':
    case 'otro-despacho':
      return Math.min(certezaNombre, CERTEZA_POSIBLE);
    default:
      return certezaNombre;
  }
}
