/** The bulk-load banner on the Procesos list: in progress / finished, 'Ver resultado', dismiss. */
// Placeholder until the bulk-load flow lands; the Procesos page already renders it.
export function CargaMasivaBanner() {
  return null;
}
