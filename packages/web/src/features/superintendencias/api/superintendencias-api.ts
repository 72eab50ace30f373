/** Calls of the Superintendencias wizard and the service history (seed 002 §7). */
import type { EstadoSolicitud, FilaSuperintendencia, Superintendencia } from '@expediente/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SolicitudServicio {
  id: number;
  servicio: string;
  superintendencia: string;
  asunto: string;
  estado: EstadoSolicitud;
  numeroProcesos: number;
  valorMensual: number;
  numeroCotizacion: string | null;
  fechaSolicitud: string;
  procesos: FilaSuperintendencia[];
}

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
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['servicios-integrados'] }),
  });
}

export function useServiciosIntegradosHabilitado() {
  return useQuery({
    queryKey: ['servicios-integrados', 'habilitado'],
    queryFn: ({ signal }) =>
      apiRequest<{ habilitado: boolean }>('/ServiciosIntegrados/Habilitado', { signal }).then(
        (r) => r.habilitado,
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useSolicitudesServicio() {
  return useQuery({
    queryKey: ['servicios-integrados', 'solicitudes'],
    queryFn: ({ signal }) =>
      apiRequest<{ solicitudes: SolicitudServicio[] }>('/ServiciosIntegrados/Solicitudes', { signal }).then(
        (r) => r.solicitudes,
      ),
    retry: false,
  });
}
