/**
 * The review card's rules (seed 001 §4, §5), pure so they are unit-tested: when 'Guardar y
 * continuar' may send, what blocks Anterior/Siguiente, and which call a save makes.
 */
import {
  aDocumentoDeResumen,
  esResumenVacio,
  type ResumenDocument,
  serializarResumen,
} from '../../../expedientes/index.ts';

export const BLOQUEO_NAVEGACION = 'Guarda los cambios antes de continuar';

/** 'Guardar y continuar': a conclusion with some text (a JSON block list or plain text), not loading. */
export function puedeGuardar(conclusion: ResumenDocument | string | null, cargando: boolean): boolean {
  if (cargando || conclusion === null) return false;
  const document = typeof conclusion === 'string' ? aDocumentoDeResumen(conclusion) : conclusion;
  return !esResumenVacio(document);
}

/**
 * Unsaved edits (seed 001 §4): the editor's text differs from the saved conclusion. Opening a
 * change, focusing or clicking in the editor changes nothing; typing and deleting back to the saved
 * text leaves nothing to save either.
 */
export function tieneCambiosSinGuardar(borrador: ResumenDocument, guardada: string | null): boolean {
  const vacio = esResumenVacio(borrador);
  const guardadaDoc = aDocumentoDeResumen(guardada);
  if (vacio && esResumenVacio(guardadaDoc)) return false;
  return serializarResumen(borrador) !== serializarResumen(guardadaDoc);
}

/** The tooltip on Anterior/Siguiente while edits are unsaved; null when moving is allowed. */
export function bloqueoNavegacion(dirty: boolean): string | null {
  return dirty ? BLOQUEO_NAVEGACION : null;
}

/**
 * A change not yet reviewed is marked reviewed with its conclusion (PUT …/Revisado); one already
 * reviewed or finished only has its conclusion updated (PUT …/Conclusion), keeping its state.
 */
export function llamadaAlGuardar(estado: number): 'Revisado' | 'Conclusion' {
  return estado >= 1 ? 'Conclusion' : 'Revisado';
}
