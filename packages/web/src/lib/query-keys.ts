/**
 * Query-cache keys that more than one feature reads or invalidates, and the refresh a change
 * review triggers across them. They live here, outside both features, because the inbox
 * (notificaciones) counts the change control's pending days while the change control clears the
 * inbox's new notifications: keeping each key in its own feature tied the two into an import cycle.
 */
import type { QueryClient } from '@tanstack/react-query';

export const NOTIFICACIONES_KEY = ['notificaciones'] as const;

export const controlKeys = {
  all: ['control-cambios'] as const,
  control: (id: number) => ['control-cambios', 'control', id] as const,
  cambios: (id: number) => ['control-cambios', 'cambios', id] as const,
  /** The side menu's 'Control de cambios' badge. */
  pendientesHoy: ['control-cambios', 'pendientes-hoy'] as const,
  /** The engine's day (GET /api/ControlCambiosDia/Hoy). */
  hoy: ['control-cambios', 'hoy'] as const,
};

/**
 * What a review changes beyond the control itself (issue 21.3): its lists, the calendar, the side
 * menu's counts and the inbox, whose notification of a reviewed change is no longer new. Called
 * after this tab's own review and on the account's realtime event for anyone's.
 */
export function refrescarTrasRevision(queryClient: QueryClient, idControl: number): void {
  void queryClient.invalidateQueries({ queryKey: controlKeys.cambios(idControl) });
  void queryClient.invalidateQueries({ queryKey: [...controlKeys.all, 'historial'] });
  void queryClient.invalidateQueries({ queryKey: controlKeys.pendientesHoy });
  void queryClient.invalidateQueries({ queryKey: NOTIFICACIONES_KEY });
}
