/** Small rules of the case card (seed 000 §4, §9), kept pure for unit tests. */
import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';

/** Long text is cut at 50 characters with an ellipsis (seed 000 §9). */
export const MAX_NOMBRE_DOCUMENTO = 50;

export function cortarTexto(texto: string, maximo = MAX_NOMBRE_DOCUMENTO): string {
  const caracteres = Array.from(texto);
  if (caracteres.length <= maximo) return texto;
  return `${caracteres.slice(0, maximo).join('')}...`;
}

/** A source is still activating when it is active and registering (estado 0 or 1); deleting waits for it. */
export function tieneFuenteActivando(
  procesos: readonly Pick<ProcesoEnFuente, 'activo' | 'estado'>[],
): boolean {
  return procesos.some((proceso) => proceso.activo && (proceso.estado === 0 || proceso.estado === 1));
}
