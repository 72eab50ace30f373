/** The inbox calls (seed 001 §7): counts, pages of one day group, mark-seen, as the contract types them. */
import type {
  Grupo,
  Notificacion,
  PaginaNotificaciones,
  ResumenNotificaciones,
} from '@expediente/domain/contrato/notificaciones';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICACIONES_KEY } from '../../../lib/query-keys.ts';

export function useResumenNotificaciones() {
  return useQuery({
    queryKey: [...NOTIFICACIONES_KEY, 'resumen'],
    queryFn: ({ signal }) => apiRequest<ResumenNotificaciones>('/NotificacionesCambio/Resumen', { signal }),
    staleTime: 30_000,
  });
}

export function useNotificaciones(grupo: Grupo, fuente: number | null, busqueda: string) {
  return useInfiniteQuery({
    queryKey: [...NOTIFICACIONES_KEY, 'lista', grupo, fuente, busqueda],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ pagina: String(pageParam), groupBy: grupo });
      if (fuente !== null) params.set('filtradoPor', String(fuente));
      if (busqueda) params.set('queryString', busqueda);
      return apiRequest<PaginaNotificaciones>(`/NotificacionesCambio?${params}`, { signal });
    },
    getNextPageParam: (last) => (last.hayMas ? last.pagina + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useMarcarVista() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/NotificacionesCambio/${id}/Visto`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICACIONES_KEY }),
  });
}

/** The sources that reported any of the notification's changes, the one it is filed under first. */
export function fuentesDeNotificacion(notificacion: Notificacion): number[] {
  const nombradas = notificacion.cambios.flatMap((cambio) => cambio.fuentes ?? []);
  const todas = [notificacion.idFuente, ...nombradas].filter((id): id is number => id !== null);
  return [...new Set(todas)];
}
