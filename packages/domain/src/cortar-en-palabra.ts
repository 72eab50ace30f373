/**
 * An anotación cut at the last whole word before `max` characters, so the review card and the
 * morning e-mail show the same start of it (issue 19: the full text is one click away).
 */
export function cortarEnPalabra(texto: string, max: number): string {
  const limpio = texto.replace(/\s+/g, ' ').trim();
  if (limpio.length <= max) return limpio;
  const corte = limpio.lastIndexOf(' ', max - 1);
  // A first word longer than half the room (a link, a run of digits) is cut inside it instead.
  const recortado = limpio.slice(0, corte > max / 2 ? corte : max - 1).replace(/[\s,;:.-]+$/, '');
  return `${recortado}…`;
}
