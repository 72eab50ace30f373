/**
 * The path segments of the activation calls (seed 000 §7) and the sources they name.
 * SIUGJ and Publicaciones Procesales activate through the EstadosElectronicos path with
 * sitioWebDondeSeConsulta set to 'SIUGJ' or 'PublicacionesProcesales'.
 */
import type { FuenteId } from '@expediente/domain';

export const ACTIVATION_PATHS = ['Unificada', 'Samai', 'Rama', 'Tyba', 'EstadosElectronicos'] as const;
export type ActivationPath = (typeof ACTIVATION_PATHS)[number];

export const DEACTIVATION_PATHS = {
  Rama: 0,
  Tyba: 1,
  Unificada: 2,
  EstadosElectronicos: 3,
  Samai: 4,
  Siugj: 5,
  PublicacionesProcesales: 6,
} as const satisfies Record<string, FuenteId>;
export type DeactivationPath = keyof typeof DEACTIVATION_PATHS;

export function fuenteForSitio(sitio: string | undefined): FuenteId {
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
