/**
 * How real portfolios are made (issue 23): the sizes of the groups of ≥ 5 watched radicados that
 * share one legal-person party in one despacho (the radicado's first 12 digits), measured on public
 * captures, as litigantes.ts would form them (exact written name, largest groups first). Counts only;
 * the recorders, commits and the method are in docs/actividad-de-los-juzgados.md ("Repeat
 * litigants"). The scale bench (escala.ts, `--litigantes-repetidos`) draws its groups from these.
 */

/** The 24 groups of CachorroC/tester + CachorroC/datos (one bank's collections, Bogotá; 588 radicados). */
const CACHORRO = [10, 9, 8, 8, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, 5, 5];
/** The 12 groups of MarcosPimienta/lawsuit-tracker (four entities' name searches, nationwide; 626 radicados). */
const LAWSUIT_TRACKER = [17, 12, 10, 7, 7, 6, 6, 5, 5, 5, 5, 5];
/**
 * The 95 groups of akflorez/emdecob-juridica (a collection firm's 2,647 radicados, several creditors),
 * as a histogram: size → groups.
 */
const EMDECOB: Record<number, number> = {
  59: 1,
  44: 1,
  18: 1,
  17: 1,
  16: 2,
  15: 1,
  14: 2,
  13: 6,
  12: 5,
  11: 4,
  10: 4,
  9: 16,
  8: 6,
  7: 16,
  6: 8,
  5: 21,
};

/** Every measured group size, the three recorders pooled (131 groups). */
export const TAMANOS_GRUPO_MEDIDOS: readonly number[] = [
  ...CACHORRO,
  ...LAWSUIT_TRACKER,
  ...Object.entries(EMDECOB).flatMap(([tamano, grupos]) => Array<number>(grupos).fill(Number(tamano))),
];

/**
 * Share of a portfolio's watched radicados in such a group: the lowest and highest measured
 * (lawsuit-tracker 14.4 %; emdecob 33.7 % of all its radicados, 41.7 % of those whose parties it had).
 */
export const PARTE_EN_GRUPOS_MEDIDA = { baja: 0.144, alta: 0.337 } as const;
