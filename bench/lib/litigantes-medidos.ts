/**
 * How real portfolios are made (issue 23): the sizes of the groups of ≥ 5 watched radicados that
 * share one legal-person party in one despacho (the radicado's first 12 digits), measured on public
 * captures, as litigantes.ts forms them (agruparLitigantes itself: one key per party, largest
 * groups first). Counts only;
 * the recorders, commits and the method are in docs/actividad-de-los-juzgados.md ("Repeat
 * litigants"). The scale bench (escala.ts, `--litigantes-repetidos`) draws its groups from these.
 */

// Size → groups, per recorder (grouped by the written form, before claveLitigante: in the doc).

/** CachorroC/tester + CachorroC/datos: one bank's collections in Bogotá; 577 radicados, 27 groups. */
const CACHORRO: Record<number, number> = { 10: 1, 9: 1, 8: 2, 7: 5, 6: 8, 5: 10 };
/** MarcosPimienta/lawsuit-tracker: four entities' CPNU name searches, nationwide; 626 radicados, 13 groups. */
const LAWSUIT_TRACKER: Record<number, number> = { 20: 1, 12: 1, 11: 1, 8: 1, 7: 1, 6: 3, 5: 5 };
/** akflorez/emdecob-juridica: a collection firm's 2,647 radicados, several creditors; 93 groups. */
const EMDECOB: Record<number, number> = {
  59: 1,
  44: 1,
  20: 1,
  18: 1,
  17: 3,
  16: 3,
  15: 3,
  14: 6,
  13: 8,
  12: 9,
  11: 3,
  10: 2,
  9: 11,
  8: 7,
  7: 14,
  6: 8,
  5: 12,
};
const desplegar = (histograma: Record<number, number>) =>
  Object.entries(histograma).flatMap(([tamano, grupos]) => Array<number>(grupos).fill(Number(tamano)));

/** Every measured group size, the three recorders pooled (133 groups; median 8). */
export const TAMANOS_GRUPO_MEDIDOS: readonly number[] = [
  ...desplegar(CACHORRO),
  ...desplegar(LAWSUIT_TRACKER),
  ...desplegar(EMDECOB),
];

/**
 * Share of a portfolio's watched radicados in such a group, the lowest and highest measured:
 * lawsuit-tracker 16.1 %, emdecob 37.6 % of all its radicados (46.5 % of those whose parties it
 * had); CachorroC 29.1 %. By the written form (the code before): 14.4 %, 33.7 %, 26.0 %.
 */
export const PARTE_EN_GRUPOS_MEDIDA = { baja: 0.161, alta: 0.376 } as const;
