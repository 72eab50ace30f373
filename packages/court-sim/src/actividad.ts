/**
 * How the simulated courts decide which days a process moves. 'hoy' (the default) draws every
 * business day on its own, 4–25 % a day by age: the demo, the server's tests and the browser
 * journeys rely on its nightly news. 'ajustada' follows the three-state chain fitted to real CPNU
 * timelines (actividad-ajustada.ts, docs/actividad-de-los-juzgados.md): bursty, mostly dormant.
 */
export const ACTIVIDADES = ['hoy', 'ajustada'] as const;
export type Actividad = (typeof ACTIVIDADES)[number];

export function leerActividad(valor: string | undefined): Actividad {
  if (valor === undefined || valor === '') return 'hoy';
  if ((ACTIVIDADES as readonly string[]).includes(valor)) return valor as Actividad;
  throw new Error(`Actividad inválida: ${valor} (se espera ${ACTIVIDADES.join(' o ')})`);
}
