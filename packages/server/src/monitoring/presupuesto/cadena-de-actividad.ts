/**
 * The courts' activity as the three-state chain fitted to 376 real CPNU timelines (dormant, slow,
 * burst; one step per business day, each state with its own chance of an actuación that day):
 * docs/actividad-de-los-juzgados.md, figures in packages/court-sim/src/actividad-ajustada.json
 * (`modeloOculto.tresEstados`), copied here because the server does not depend on the simulator.
 * The scheduler reads a process's history through it: what the engine saw (its last actuaciones, the
 * silence since) says how likely the process is to be in a burst, and the chain carries that belief
 * over the days nobody looked. Tables are built once at load, so a million candidates cost O(1) each.
 */

/** Transitions per business day (row: from; each row's stay is 1 − its moves, as the simulator). */
const MOVIMIENTOS: readonly (readonly number[])[] = [
  [0, 4.08e-7, 0.0004811],
  [0.005511, 0, 0.0246],
  [2.869e-14, 0.04421, 0],
];
/** Chance of an actuación on a business day in each state. */
export const TASAS = [0.0004053, 0.004484, 0.1274] as const;
const ESTADOS = TASAS.length;
/** The transitions with each row's stay (exported for the test that simulates the chain). */
export const T = MOVIMIENTOS.map((fila, desde) =>
  fila.map((p, hacia) => (hacia === desde ? 1 - fila.reduce((a, b) => a + b, 0) : p)),
);

type Creencia = number[];

const normalizar = (p: Creencia): Creencia => {
  const suma = p.reduce((a, b) => a + b, 0);
  return p.map((x) => x / suma);
};
/** One business day later, weighted by whether the court acted (true) or stayed silent (false). */
const dia = (p: Creencia, actuo: boolean): Creencia =>
  normalizar(
    Array.from({ length: ESTADOS }, (_, hacia) => {
      let llega = 0;
      for (let desde = 0; desde < ESTADOS; desde++)
        llega += (p[desde] as number) * (T[desde]?.[hacia] as number);
      const tasa = TASAS[hacia] as number;
      return llega * (actuo ? tasa : 1 - tasa);
    }),
  );

/** The chain's long-run shares: a process the engine knows nothing about. */
export const ESTACIONARIA: Creencia = (() => {
  let p: Creencia = [1 / 3, 1 / 3, 1 / 3];
  for (let i = 0; i < 20_000; i++)
    p = Array.from({ length: ESTADOS }, (_, hacia) =>
      p.reduce((suma, x, desde) => suma + x * (T[desde]?.[hacia] as number), 0),
    );
  return p;
})();

/** Known active days counted (more say little more) and silence followed (beyond it, all dormant). */
const MAX_ACTIVOS = 4;
const MAX_SILENCIO = 520;
const MAX_SIN_MIRAR = 520;

/** CREENCIA[n][g]: the belief after n active days seen, the last followed by g silent business days. */
const CREENCIA: Creencia[][] = Array.from({ length: MAX_ACTIVOS + 1 }, (_, n) => {
  let p = ESTACIONARIA;
  for (let i = 0; i < n; i++) p = dia(p, true);
  const filas: Creencia[] = [p];
  for (let g = 1; g <= MAX_SILENCIO; g++) {
    p = dia(p, false);
    filas.push(p);
  }
  return filas;
});

/** SILENCIO[d][s]: the chance of no actuación in the next d business days, from state s. */
const SILENCIO: Creencia[] = (() => {
  const filas: Creencia[] = [[1, 1, 1]];
  for (let d = 1; d <= MAX_SIN_MIRAR; d++) {
    const antes = filas[d - 1] as Creencia;
    filas.push(
      Array.from({ length: ESTADOS }, (_, desde) =>
        (T[desde] as number[]).reduce(
          (suma, p, hacia) => suma + p * (1 - (TASAS[hacia] as number)) * (antes[hacia] as number),
          0,
        ),
      ),
    );
  }
  return filas;
})();

/** Business days in `dias` calendar days (courts act Monday to Friday). */
export const habilesEn = (dias: number) => Math.max(0, Math.round((dias * 5) / 7));

export interface HistoriaVista {
  /** Business days the engine has not looked since its last full check (≥ 1). */
  sinMirar: number;
  /** Active days seen in the last month (0 when none). */
  activosRecientes: number;
  /**
   * Business days of silence seen between the last known actuación and the last full check; null
   * when the engine knows no actuación of the process.
   */
  silencioVisto: number | null;
}

/** The chance that at least one actuación came in the days nobody looked, by the fitted chain. */
export function probabilidadPorCadena(historia: HistoriaVista): number {
  const creencia =
    historia.silencioVisto === null
      ? ESTACIONARIA
      : (CREENCIA[Math.min(MAX_ACTIVOS, Math.max(1, Math.round(historia.activosRecientes)))]?.[
          Math.min(MAX_SILENCIO, Math.max(0, Math.round(historia.silencioVisto)))
        ] as Creencia);
  const silencio = SILENCIO[Math.min(MAX_SIN_MIRAR, Math.max(0, Math.round(historia.sinMirar)))] as Creencia;
  let nada = 0;
  for (let s = 0; s < ESTADOS; s++) nada += (creencia[s] as number) * (silencio[s] as number);
  return 1 - nada;
}
