/**
 * Built on first use, not when the module loads: a page's first Intl formatter loads the
 * locale data (40–75 ms in a new renderer on a 2-core machine), and the first screen of cases
 * shows no amount unless an invoice is due (issue 21, item 18).
 */
let agrupado: Intl.NumberFormat | undefined;

/** Colombian pesos as the seeds write them: '$100.000' (dot thousands, no cents, no space). */
export function formatearCop(pesos: number): string {
  agrupado ??= new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
  const sign = pesos < 0 ? '-' : '';
  return `${sign}$${agrupado.format(Math.abs(Math.round(pesos)))}`;
}
