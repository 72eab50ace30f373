/** Calls of the Superintendencias wizard and the service history (seed 002 §7), as the contract types them. */
import type { FilaSuperintendencia, Superintendencia } from '@expediente/domain';
import type {
  Habilitado,
  SolicitudesServicio,
  SolicitudServicio,
  SuperintendenciasBody,
} from '@expediente/domain/contrato/superintendencias';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface EnvioSuperintendencias {
  superintendencia: Superintendencia;
  procesos: FilaSuperintendencia[];
}

export function useEnviarSuperintendencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ superintendencia, procesos }: EnvioSuperintendencias) =>
      apiRequest<SolicitudServicio>('/ServiciosIntegrados/Superintendencias', {
        method: 'POST',
        body: {
          asunto: `Registro de procesos en la Superintendencia ${superintendencia}`,
          superintendencia,
          procesos,
        } satisfies SuperintendenciasBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicios-integrados'] }),
  });
}

export function useServiciosIntegradosHabilitado() {
  return useQuery({
    queryKey: ['servicios-integrados', 'habilitado'],
    queryFn: ({ signal }) =>
      apiRequest<Habilitado>('/ServiciosIntegrados/Habilitado', { signal }).then((r) => r.habilitado),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Asked only when the account has the service (`habilitado`): the others would get a 403. */
export function useSolicitudesServicio(habilitado: boolean) {
  return useQuery({
    enabled: habilitado,
    queryKey: ['servicios-integrados', 'solicitudes'],
    queryFn: ({ signal }) =>
      apiRequest<SolicitudesServicio>('/ServiciosIntegrados/Solicitudes', { signal }).then(
        (r) => r.solicitudes,
      ),
    retry: false,
  });
}
