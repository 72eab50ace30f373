/**
 * The side menu's counts (issue 'Telling the lawyer', item 2): notifications not yet seen, and
 * today's changes still to review. Both refresh when the night's notifications arrive over
 * /channelHub, wherever the lawyer is in the app.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { controlKeys } from '../../control-cambios/api/control-api.ts';
import type { ControlHistorialItem } from '../../control-cambios/api/types.ts';
import { NOTIFICACIONES_KEY, useResumenNotificaciones } from './notificaciones-api.ts';

/**
 * Changes still to review in the newest day's control. The newest control is the server's today:
 * the night is dated by the server's clock, which the browser's calendar may not match.
 */
async function pendientesDeHoy(): Promise<number> {
  const [ultimo] = await apiRequest<ControlHistorialItem[]>('/ControlCambiosDia/Historial');
  return ultimo ? Math.max(0, ultimo.totalCambios - ultimo.totalCambiosRevisados) : 0;
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
