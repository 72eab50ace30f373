/**
 * Tito measured against the labelled set of real actuaciones (actuaciones-reales.json, see README.md
 * and PROCEDENCIA.md next to this file). The split is fixed by a hash of each item's id, so adding
 * items never moves the old ones between the development part and the held-out part.
 */
import { priorizarCambio } from '../priorizar-cambio.ts';
import actuaciones from './actuaciones-reales.json' with { type: 'json' };

export interface ActuacionEtiquetada {
  id: string;
  fuente: 'cpnu' | 'samai';
  actuacion: string;
  anotacion: string | null;
  importante: boolean;
  motivoEtiqueta: string;
  origen: string;
  ref: string;
}

export type Parte = 'desarrollo' | 'reservada';

export const ACTUACIONES_REALES = actuaciones as ActuacionEtiquetada[];

/** FNV-1a, 32 bits, over the id's UTF-8 bytes. */
function fnv1a(texto: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(texto)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One item in three (by hash) is held out: never looked at while writing the rules. */
export function parteDe(id: string): Parte {
  return fnv1a(id) % 3 === 0 ? 'reservada' : 'desarrollo';
}

export interface Resultado {
  item: ActuacionEtiquetada;
  predicho: boolean;
  reglas: string[];
  razon: string | null;
}

export interface Medida {
  total: number;
  verdaderosPositivos: number;
  falsosPositivos: number;
  falsosNegativos: number;
  verdaderosNegativos: number;
  precision: number;
  recall: number;
  errores: Resultado[];
}

export function clasificar(item: ActuacionEtiquetada): Resultado {
  const prioridad = priorizarCambio({
    tipoCambio: 0,
    descripcion: item.actuacion,
    anotacion: item.anotacion,
  });
  return { item, predicho: prioridad.esPriorizado, reglas: prioridad.reglas, razon: prioridad.razon };
}

export function medir(items: ActuacionEtiquetada[]): Medida {
  const resultados = items.map(clasificar);
  const contar = (predicho: boolean, importante: boolean) =>
    resultados.filter((r) => r.predicho === predicho && r.item.importante === importante).length;
  const vp = contar(true, true);
  const fp = contar(true, false);
  const fn = contar(false, true);
  return {
    total: items.length,
    verdaderosPositivos: vp,
    falsosPositivos: fp,
    falsosNegativos: fn,
    verdaderosNegativos: contar(false, false),
    precision: vp + fp === 0 ? 1 : vp / (vp + fp),
    recall: vp + fn === 0 ? 1 : vp / (vp + fn),
    errores: resultados.filter((r) => r.predicho !== r.item.importante),
  };
}

export function medirPorParte(): Record<Parte | 'todo', Medida> {
  return {
    desarrollo: medir(ACTUACIONES_REALES.filter((item) => parteDe(item.id) === 'desarrollo')),
    reservada: medir(ACTUACIONES_REALES.filter((item) => parteDe(item.id) === 'reservada')),
    todo: medir(ACTUACIONES_REALES),
  };
}
