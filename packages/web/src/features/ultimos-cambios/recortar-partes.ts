/** The parties as the latest-changes list shows them: cut at 80 characters (seed 001 §2). */
const LARGO = 80;
export const recortarPartes = (texto: string) =>
  texto.length > LARGO ? `${texto.slice(0, LARGO - 1)}…` : texto || '—';
