/** Colombian pesos as the seeds write them: '$100.000' (dot thousands, no cents, no space). */
const GROUPED = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });

export function formatearCop(pesos: number): string {
  const sign = pesos < 0 ? '-' : '';
  return `${sign}$${GROUPED.format(Math.abs(Math.round(pesos)))}`;
}
