/**
 * The side menu's counts (issue 'Telling the lawyer', item 2): notifications not yet seen, and
 * today's changes still to review. Both refresh when the night's notifications arrive over
 * /channelHub, and when a change is reviewed, wherever the lawyer is in the app.
 */

import type { ControlHistorialItem } from '@expediente/domain/contrato/control-cambios';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { controlKeys, NOTIFICACIONES_KEY, refrescarTrasRevision } from '../../../lib/query-keys.ts';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { useResumenNotificaciones } from './notificaciones-api.ts';

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
    queryKey: controlKeys.pendientesHoy,
    queryFn: pendientesDeHoy,
    staleTime: 30_000,
  });
  useRealtimeEvent('NotificacionesCambio', () => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICACIONES_KEY });
    void queryClient.invalidateQueries({ queryKey: controlKeys.all });
  });
  // A change reviewed in this tab, another one or by a colleague of the account (issue 21.3).
  useRealtimeEvent('ControlCambiosActualizado', ({ idControl }) => {
    void queryClient.invalidateQueries({ queryKey: controlKeys.control(idControl) });
    refrescarTrasRevision(queryClient, idControl);
  });
  return { noVistas: resumen.data?.countNoVistas ?? 0, cambiosPorRevisar: pendientes.data ?? 0 };
}
