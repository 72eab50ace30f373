/**
 * How three seed sources are read through one court system (sources.md §0, INFERRED there, so kept here
 * alone): Unificada is CPNU itself; Tyba processes are CPNU processes replicated from Justicia XXI Web;
 * Rama Judicial (the per-city Justicia XXI consultation) holds the rest.
 */
export type CpnuVariant = 'Rama' | 'Tyba' | 'Unificada';

const TYBA_UBICACION_MARK = 'justicia xxi web';

export function isTybaUbicacion(ubicacion: string | null): boolean {
  return ubicacion?.toLowerCase().includes(TYBA_UBICACION_MARK) ?? false;
}

/** A process whose detail could not be read (ubicacion null) counts as Rama's, never as Tyba's. */
export function belongsToVariant(variant: CpnuVariant, ubicacion: string | null): boolean {
  if (variant === 'Unificada') return true;
  return variant === 'Tyba' ? isTybaUbicacion(ubicacion) : !isTybaUbicacion(ubicacion);
}
