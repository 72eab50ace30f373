/** Certainty bands shown to the user, from sources.md §5. */

export type NivelCerteza = 'exacta' | 'probable' | 'posible';

export const CERTEZA_EXACTA = 95;
export const CERTEZA_PROBABLE = 85;
export const CERTEZA_POSIBLE = 70;

/** Band of a certainty, or null below 'posible' (such matches are never reported). */
export function nivelDeCerteza(certeza: number): NivelCerteza | null {
  if (certeza >= CERTEZA_EXACTA) return 'exacta';
  if (certeza >= CERTEZA_PROBABLE) return 'probable';
  if (certeza >= CERTEZA_POSIBLE) return 'posible';
  return null;
}
