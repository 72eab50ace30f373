/**
 * Which guide comes next and after how long (seed 002 §2 'Welcome and tutorial flows', §9 timers).
 * One at a time, in this order: the welcome popup (at once), the coached tour (5 s after the
 * welcome is finished), the notification guide (4 s after the screen is free), the product
 * communication (2 s after the guides are seen). Pure, so the order is tested without timers.
 */

export const RETRASO_RECORRIDO_MS = 5_000;
export const RETRASO_GUIA_NOTIFICACIONES_MS = 4_000;
export const RETRASO_COMUNICACION_MS = 2_000;
export const DURACION_CELEBRACION_INSTALACION_MS = 10_000;

export type Paso = 'bienvenida' | 'recorrido' | 'guiaNotificaciones' | 'comunicacion';

/** 'pendiente': the welcome was finished and the tour waits its 5 s; 'activo': it is on screen. */
export type EstadoRecorrido = 'ninguno' | 'pendiente' | 'activo';

export interface EstadoOnboarding {
  bienvenidaVista: boolean;
  recorrido: EstadoRecorrido;
  guiaNotificacionesVista: boolean;
  /** An active communication this user has not seen. */
  comunicacionPendiente: boolean;
}

export interface SiguientePaso {
  paso: Paso;
  retrasoMs: number;
}

export function siguientePaso(estado: EstadoOnboarding): SiguientePaso | null {
  if (!estado.bienvenidaVista) return { paso: 'bienvenida', retrasoMs: 0 };
  if (estado.recorrido === 'pendiente') return { paso: 'recorrido', retrasoMs: RETRASO_RECORRIDO_MS };
  if (estado.recorrido === 'activo') return { paso: 'recorrido', retrasoMs: 0 };
  if (!estado.guiaNotificacionesVista)
    return { paso: 'guiaNotificaciones', retrasoMs: RETRASO_GUIA_NOTIFICACIONES_MS };
  if (estado.comunicacionPendiente) return { paso: 'comunicacion', retrasoMs: RETRASO_COMUNICACION_MS };
  return null;
}
