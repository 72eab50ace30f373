/**
 * The sources the activation paths name (the paths themselves are the contract's,
 * @expediente/domain/contrato/fuentes). SIUGJ and Publicaciones Procesales activate through the
 * EstadosElectronicos path with sitioWebDondeSeConsulta set to 'SIUGJ' or 'PublicacionesProcesales'.
 */
import type { FuenteId } from '@expediente/domain';

export function fuenteDeSitio(sitio: string | undefined): FuenteId {
  const normalized = (sitio ?? '').toLowerCase();
  if (normalized === 'siugj') return 5;
  if (normalized === 'publicacionesprocesales') return 6;
  return 3;
}

/** Path name used in error keys such as ErrorAlRegistrarProcesoEnFuenteSamai. */
export const ERROR_KEY_NAMES: Record<FuenteId, string> = {
  0: 'Rama',
  1: 'Tyba',
  2: 'Unificada',
  3: 'EstadosElectronicos',
  4: 'Samai',
  5: 'EstadosElectronicos',
  6: 'EstadosElectronicos',
};
