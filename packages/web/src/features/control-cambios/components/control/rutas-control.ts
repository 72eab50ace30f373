/**
 * The control page's review-mode query value (seed 001 §2: it exists and 'Ir a la Revision'
 * removes it; its name is not shown, ours is ?modo=revision). The review widget's way back to the
 * control sets it, so the page offers 'Ir a la Revision' to return to the change under review.
 */
export const MODO_REVISION = 'modo';
export const MODO_REVISION_VALOR = 'revision';

export function urlControlEnRevision(idControl: number): string {
  return `/admin/ControlCambios/${idControl}?${MODO_REVISION}=${MODO_REVISION_VALOR}`;
}
