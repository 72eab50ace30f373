/**
 * Which statistics view is open. The top bar, the user menu, the rotating card and the side panel
 * all open them, and they live in different branches of the tree: a tiny shared store keeps them
 * from threading callbacks through the shell.
 */
import { useSyncExternalStore } from 'react';

export type VistaEstadisticas = 'modal' | 'cajon' | null;

let abierta: VistaEstadisticas = null;
const oyentes = new Set<() => void>();

function cambiar(vista: VistaEstadisticas): void {
  abierta = vista;
  for (const oyente of oyentes) oyente();
}

export const abrirEstadisticas = () => cambiar('modal');
export const abrirCuentaEnDatos = () => cambiar('cajon');
export const cerrarEstadisticas = () => cambiar(null);

export function useVistaEstadisticas(): VistaEstadisticas {
  return useSyncExternalStore(
    (oyente) => {
      oyentes.add(oyente);
      return () => oyentes.delete(oyente);
    },
    () => abierta,
  );
}
