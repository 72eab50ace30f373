/**
 * Why a source could not be registered or consulted (seed 000 §8: "noRegistrado reason keys per
 * source … carry explanatory Spanish messages", wording not shown, and the source-state texts
 * 'Busqueda sin resultados', 'Proceso no publico', 'Error por lentitud del portal de la Rama').
 * The keys are the ones the engine stores in procesos_en_fuente.motivo.
 */
import { fuenteById } from './sources.ts';

/** Rama, Tyba and Unificada are all read from the Rama Judicial's portal (CPNU). */
const PORTAL_RAMA = new Set([0, 1, 2]);

export type MotivoNoRegistrado =
  | 'BusquedaSinResultados'
  | 'ProcesoNoPublico'
  | 'ErrorTecnico'
  | 'CambioDeFormatoEnLaFuente'
  | 'ProcesoNoEncontradoEnLaFuente'
  | 'SinCupoEnElPresupuesto';

const TEXTOS: Record<MotivoNoRegistrado, (fuente: string, tipoFuente: number) => string> = {
  BusquedaSinResultados: (fuente) =>
    `Búsqueda sin resultados: no encontramos este radicado en ${fuente}. Revisa el número o activa otra fuente de consulta.`,
  ProcesoNoPublico: (fuente) =>
    `Proceso no público: ${fuente} no muestra las actuaciones de este proceso porque es reservado.`,
  ErrorTecnico: (fuente, tipoFuente) =>
    PORTAL_RAMA.has(tipoFuente)
      ? 'Error por lentitud del portal de la Rama: no pudimos consultar el proceso. Elimina la fuente y vuelve a activarla en 10 minutos.'
      : `Error técnico en ${fuente}: no pudimos consultar el proceso. Elimina la fuente y vuelve a activarla en 10 minutos.`,
  CambioDeFormatoEnLaFuente: (fuente) =>
    `${fuente} cambió la forma en que publica sus datos; retomaremos la consulta en cuanto nos adaptemos.`,
  ProcesoNoEncontradoEnLaFuente: (fuente) => `El proceso ya no aparece en ${fuente}.`,
  // The night's request budget (issue 23) ran out before this due check: not a court failure.
  SinCupoEnElPresupuesto: (fuente) =>
    `No alcanzamos a consultar ${fuente} anoche: el cupo de consultas de la noche se agotó con procesos más urgentes. Lo consultaremos en las próximas noches.`,
};

/** The explanation for a stored reason key, or null for none or an unknown key. */
export function motivoTexto(motivo: string | null | undefined, tipoFuente: number): string | null {
  if (!motivo || !Object.hasOwn(TEXTOS, motivo)) return null;
  const nombre = fuenteById(tipoFuente)?.nombre ?? 'la fuente';
  return TEXTOS[motivo as MotivoNoRegistrado](nombre, tipoFuente);
}
