/**
 * The side menu's counts (issue 'Telling the lawyer', item 2): notifications not yet seen, and
 * today's changes still to review. Both refresh when the night's notifications arrive over
 * /channelHub, wherever the lawyer is in the app.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { controlKeys, fetchControlPorFecha, idFechaDe } from '../../control-cambios/api/control-api.ts';
import { NOTIFICACIONES_KEY, useResumenNotificaciones } from './notificaciones-api.ts';

async function pendientesDeHoy(): Promise<number> {
  try {
    const control = await fetchControlPorFecha(idFechaDe(new Date()));
    return Math.max(0, control.totalCambios - control.totalCambiosRevisados);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

export function useContadoresMenu() {
  const queryClient = useQueryClient();
  const resumen = useResumenNotificaciones();
  const pendientes = useQuery({
    queryKey: [...controlKeys.all, 'pendientes-hoy'],
    queryFn: pendientesDeHoy,
    staleTime: 30_000,
  });
  useRealtimeEvent('NotificacionesCambio', () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICACIONES_KEY });
    void queryClient.invalidateQueries({ queryKey: controlKeys.all });
  });
  return { noVistas: resumen.data?.countNoVistas ?? 0, cambiosPorRevisar: pendientes.data ?? 0 };
}
