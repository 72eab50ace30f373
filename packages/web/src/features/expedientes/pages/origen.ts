/** 'Regresar' on the case detail goes back to the URL the lawyer came from (seed 000 §2). */

/**
 * The origin from router state ({ origen }) or the ?origen= parameter; only paths inside the app
 * are accepted, so a crafted link cannot send the lawyer to another site.
 */
export function origenSeguro(state: unknown, parametro: string | null): string | null {
  const desdeState =
    typeof state === 'object' && state !== null && 'origen' in state
      ? (state as { origen: unknown }).origen
      : null;
  const candidato = typeof desdeState === 'string' ? desdeState : parametro;
  if (!candidato?.startsWith('/') || candidato.startsWith('//') || candidato.includes('\\')) {
    return null;
  }
  return candidato;
}
