/** Notification settings (seed 001 §7): read with the user's flags, saved by the holder only. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PreferenciasNotificacion {
  formaNotificacion: 0 | 1 | null;
  enviarResumen: boolean;
  enviarNotificacionesPorDefecto: boolean;
  enviarCorreoSinCambios: boolean;
  correoDiarioSuspendido: boolean;
  esCuentaPrincipal: boolean;
  /** The same call also carries the user's flags (features/cuenta). */
  yaVioElInformedeVerificacion?: boolean;
}

export interface GuardarPreferencias {
  formaNotificacion: 0 | 1 | null;
  enviarResumen: boolean;
  enviarNotificacionesPorDefecto: boolean;
  enviarCorreoSinCambios?: boolean;
  recibirCorreoDiario?: boolean;
}

const KEY = ['preferencias-notificacion'] as const;

export function usePreferenciasNotificacion() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest<PreferenciasNotificacion>('/UsuarioExpedienteDigital', { signal }),
  });
}

export function useGuardarPreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuardarPreferencias) =>
      apiRequest<PreferenciasNotificacion>('/UsuariosMigrados/FormaDeNotificacion', { method: 'PUT', body }),
    // The choice shows at once; a failed save puts the previous one back.
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: KEY });
      const anterior = queryClient.getQueryData<PreferenciasNotificacion>(KEY);
      if (anterior)
        queryClient.setQueryData<PreferenciasNotificacion>(KEY, {
          ...anterior,
          formaNotificacion: body.formaNotificacion,
          enviarResumen: body.enviarResumen,
          enviarNotificacionesPorDefecto: body.enviarNotificacionesPorDefecto,
          enviarCorreoSinCambios: body.enviarCorreoSinCambios ?? anterior.enviarCorreoSinCambios,
          correoDiarioSuspendido:
            body.recibirCorreoDiario === undefined
              ? anterior.correoDiarioSuspendido
              : !body.recibirCorreoDiario,
        });
      return { anterior };
    },
    onError: (_error, _body, context) => {
      if (context?.anterior) queryClient.setQueryData(KEY, context.anterior);
    },
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
}
