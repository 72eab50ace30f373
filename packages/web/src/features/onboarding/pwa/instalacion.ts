/**
 * Installing the web app (decision 0015). The browser offers installation once, early, through
 * 'beforeinstallprompt'; it is kept here so 'Descarga la app' can ask for it later, and
 * 'appinstalled' starts the celebration popup. A tiny store read with useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface EstadoInstalacion {
  /** The browser let us ask for installation. */
  puedeInstalar: boolean;
  /** Running as the installed app, or installed in this visit. */
  instalada: boolean;
  /** Increases on every 'appinstalled': the celebration shows when it changes. */
  instalaciones: number;
}

let aviso: BeforeInstallPromptEvent | null = null;
let estado: EstadoInstalacion = { puedeInstalar: false, instalada: false, instalaciones: 0 };
const oyentes = new Set<() => void>();

function cambiar(parcial: Partial<EstadoInstalacion>): void {
  estado = { ...estado, ...parcial };
  for (const oyente of oyentes) oyente();
}

let escuchando = false;

/** Called once at start-up, before React renders, so the browser's one offer is not missed. */
export function escucharInstalacion(): void {
  if (escuchando || typeof window === 'undefined') return;
  escuchando = true;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  if (standalone) cambiar({ instalada: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks for it; the browser's mini-bar would appear at a random moment.
    event.preventDefault();
    aviso = event as BeforeInstallPromptEvent;
    cambiar({ puedeInstalar: true });
  });
  window.addEventListener('appinstalled', () => {
    aviso = null;
    cambiar({ puedeInstalar: false, instalada: true, instalaciones: estado.instalaciones + 1 });
  });
}

/** Shows the browser's install dialog; true when the user accepted. */
export async function pedirInstalacion(): Promise<boolean> {
  if (!aviso) return false;
  const actual = aviso;
  await actual.prompt();
  const { outcome } = await actual.userChoice;
  // The event can be used once; the browser sends a new one if installing is possible again.
  aviso = null;
  cambiar({ puedeInstalar: false });
  return outcome === 'accepted';
}

function suscribir(oyente: () => void): () => void {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
}

export function useInstalacion(): EstadoInstalacion {
  return useSyncExternalStore(suscribir, () => estado);
}
