/** Load progress pushed over /channelHub (seed 000 §7 'Real-time') refreshes the load and the banner. */
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../../lib/realtime/use-realtime-event.ts';
import { cargasRootKey } from './carga-api.ts';

export function useCargaRealtime(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cargasRootKey });
  useRealtimeEvent('ActualizacionProcesoACargar', refresh);
  useRealtimeEvent('ActualizacionRegistroAutomatico', refresh);
}
