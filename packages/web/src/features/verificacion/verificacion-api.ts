/** The verification report's calls (seed 001 §7) and the request to run one (ours). */
import type {
  EstadisticasVerificacion,
  ProcesosVerificados,
  Verificacion,
  VerificacionSolicitada,
} from '@expediente/domain/contrato/verificacion';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** Seed 001 §4: 0 Nuevo, 2 En proceso, 4 and 6 Verificado. */
export function estadoVerificacionTexto(estado: number): string {
  if (estado === 0) return 'Nuevo';
  if (estado === 2) return 'En proceso';
  if (estado === 4 || estado === 6) return 'Verificado';
  return 'Estado desconocido';
}

export function useEstadisticasVerificacion(id: number) {
  return useQuery({
    queryKey: ['verificacion', id, 'estadisticas'],
    queryFn: ({ signal }) =>
      apiRequest<EstadisticasVerificacion>(`/VerificacionAutomaticaProcesos/${id}/Estadisticas`, { signal }),
    retry: false,
    // While it runs, the cards follow it.
    refetchInterval: (query) => (query.state.data && query.state.data.estado < 4 ? 3000 : false),
  });
}

export function useProcesosVerificados(id: number, terminado: boolean) {
  return useInfiniteQuery({
    queryKey: ['verificacion', id, 'procesos', terminado],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProcesosVerificados>(
        `/VerificacionAutomaticaProcesos/${id}/ProcesosAVerificar?pagina=${pageParam}`,
        { signal },
      ),
    getNextPageParam: (last) => (last.hayMas ? last.pagina + 1 : undefined),
    retry: false,
  });
}

export function useSolicitarVerificacion() {
  return useMutation({
    mutationFn: () =>
      apiRequest<VerificacionSolicitada>('/VerificacionAutomaticaProcesos', { method: 'POST' }),
  });
}

export function useMarcarInformeVisto() {
  return useMutation({
    mutationFn: () =>
      apiRequest<void>('/UsuarioExpedienteDigital/InformeDeVerificacion/Visto', { method: 'PUT' }),
  });
}

export function useUltimaVerificacion() {
  return useQuery({
    queryKey: ['verificacion', 'ultima'],
    queryFn: ({ signal }) =>
      apiRequest<Verificacion | null>('/VerificacionAutomaticaProcesos/Ultima', { signal }),
  });
}
