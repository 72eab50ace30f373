/**
 * Whole-number percentages for a stacked bar (seed 002 §2). Each part is floored and the points
 * left go to the largest remainders, so the legend always adds up to 100 as the bar does (plain
 * rounding shows 33 + 33 + 33 for three equal parts). All zero → all 0.
 */
export function porcentajesEnteros(cantidades: number[]): number[] {
  const total = cantidades.reduce((suma, cantidad) => suma + cantidad, 0);
  if (total === 0) return cantidades.map(() => 0);
  const exactos = cantidades.map((cantidad) => (cantidad * 100) / total);
  const enteros = exactos.map(Math.floor);
  let faltan = 100 - enteros.reduce((suma, valor) => suma + valor, 0);
  const orden = exactos
    .map((exacto, indice) => ({ indice, resto: exacto - Math.floor(exacto) }))
    .sort((a, b) => b.resto - a.resto || a.indice - b.indice);
  for (const { indice } of orden) {
    if (faltan === 0) break;
    enteros[indice] += 1;
    faltan -= 1;
  }
  return enteros;
}
