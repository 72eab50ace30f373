/**
 * The thank-you dialog's confetti (seed 001 §4) under the app's strict Content-Security-Policy:
 * canvas-confetti's default cannon draws in a worker made from a blob: URL, which 'script-src
 * self' forbids (issue 21.5); a cannon made with useWorker: false draws on the page's own canvas.
 * Nothing is thrown for a lawyer who asked the system for less motion.
 */
import type { Options } from 'canvas-confetti';

export const OPCIONES_CANON = { useWorker: false, resize: true, disableForReducedMotion: true } as const;
const DISPARO: Options = { particleCount: 120, spread: 80, origin: { y: 0.6 } };

export function prefiereMenosMovimiento(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Loaded on demand: the celebration is rare and the library stays out of the page's chunk. */
export async function lanzarConfeti(): Promise<void> {
  if (prefiereMenosMovimiento()) return;
  const { default: confetti } = await import('canvas-confetti');
  // The cannon's own canvas is taken off the page when the last piece has fallen.
  await confetti.create(undefined, OPCIONES_CANON)(DISPARO);
}
