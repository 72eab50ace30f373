/**
 * Tito's statistical back-up (issue 19): a logistic regression over the character 3–5-grams of an
 * actuación's NAME, trained on the development side only (etiquetado/catalogo) by
 * etiquetado/entrenar-modelo.ts, which writes modelo-de-nombres.json. Tito asks it only when no
 * rule knows the name, so the rules stay the explanation and the model only covers vocabulary they
 * have not met ('Auto Requiriendo' where the rules know 'Auto requiere'). It reads the name alone:
 * by cross-validation over the development recorders, reading the anotación too brought false
 * alarms on memorial receipts that quote a decision (README.md of etiquetado/).
 */
import modelo from './modelo-de-nombres.json' with { type: 'json' };

/** Features are hashed into 2^BITS buckets. */
export const BITS = 18;

/** Fixed before measuring, and kept: the model is asked only where no rule decides, so it must be sure. */
export const UMBRAL = 0.8;

export interface PesosDelModelo {
  sesgo: number;
  /** [bucket, weight], by bucket; buckets never seen in training weigh nothing. */
  pesos: [number, number][];
}

/** 32-bit FNV-1a of the string's UTF-16 code units, cut to BITS bits. */
function fnv1a(texto: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    hash ^= texto.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & ((1 << BITS) - 1);
}

/** The distinct buckets of the 3-, 4- and 5-grams of ' name ' (already normalised). */
export function rasgosDelNombre(nombreNormalizado: string): number[] {
  const texto = ` ${nombreNormalizado} `;
  const rasgos = new Set<number>();
  for (let n = 3; n <= 5; n++)
    for (let i = 0; i + n <= texto.length; i++) rasgos.add(fnv1a(texto.slice(i, i + n)));
  return [...rasgos];
}

export function probabilidad(pesos: { sesgo: number; peso: (rasgo: number) => number }, nombre: string) {
  let z = pesos.sesgo;
  for (const rasgo of rasgosDelNombre(nombre)) z += pesos.peso(rasgo);
  return 1 / (1 + Math.exp(-z));
}

const committed = modelo as PesosDelModelo;
const tabla = new Map(committed.pesos);
const delModelo = { sesgo: committed.sesgo, peso: (rasgo: number) => tabla.get(rasgo) ?? 0 };

/** How likely a name is to be important, by the development side's names (0–1). */
export function probabilidadDeImportante(nombreNormalizado: string): number {
  return probabilidad(delModelo, nombreNormalizado);
}
