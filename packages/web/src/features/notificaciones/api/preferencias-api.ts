/** Notification settings (seed 001 §7): read with the user's flags, saved by the holder only. */
import type { UsuarioExpedienteDigital } from '@expediente/domain/contrato/cuenta';
import type {
  FormaNotificacionBody,
  PreferenciasNotificacion as Preferencias,
} from '@expediente/domain/contrato/notificaciones';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * What GET /api/UsuarioExpedienteDigital and the PUT answer. The GET also carries the user's flags
 * (contrato/cuenta), of which the verification report reads one; the PUT answers the settings alone.
 * The reply declares formaNotificacion a number; the server stores only what the PUT accepts.
 */
export type PreferenciasNotificacion = Omit<Preferencias, 'formaNotificacion'> &
  Pick<GuardarPreferencias, 'formaNotificacion'> &
  Partial<Pick<UsuarioExpedienteDigital, 'yaVioElInformedeVerificacion'>>;

export type GuardarPreferencias = FormaNotificacionBody;

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
