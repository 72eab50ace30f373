/** The case list (seed 000 §7): paged, searchable and sortable; default order 'primerolosquehancambiado'. */

import type {
  OrdenExpedientes,
  PaginaExpedientes,
  PreviewBusqueda,
} from '@expediente/domain/contrato/expedientes';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const DEFAULT_ORDER: OrdenExpedientes = 'primerolosquehancambiado';
/** Every case-list query starts with this prefix, so invalidating it refreshes them all. */
export const expedientesRootKey = ['expedientes'] as const;
export const expedientesQueryKey = ['expedientes', 'lista'] as const;

export function fetchExpedientes(
  pagina: number,
  queryString: string,
  ordenadoPor: OrdenExpedientes,
  signal?: AbortSignal,
): Promise<PaginaExpedientes> {
  const query = new URLSearchParams({ pagina: String(pagina), queryString, ordenadoPor });
  return apiRequest<PaginaExpedientes>(`/Expedientes?${query.toString()}`, { signal });
}

/** The first page in the default order; the side panel reads its total. */
export function useExpedientes() {
  return useQuery({
    queryKey: expedientesQueryKey,
    queryFn: ({ signal }) => fetchExpedientes(1, '', DEFAULT_ORDER, signal),
    retry: false,
  });
}

/** The number shown beside 'Procesos' in the side panel; null until known. */
export function useExpedientesCount(): number | null {
  const { data } = useExpedientes();
  return data ? data.total : null;
}

/** The Procesos page list: one page per 'Siguiente pagina' click. */
export function useExpedientesPaginados(queryString: string, ordenadoPor: OrdenExpedientes) {
  return useInfiniteQuery({
    queryKey: [...expedientesRootKey, 'paginas', ordenadoPor, queryString] as const,
    queryFn: ({ pageParam, signal }) => fetchExpedientes(pageParam, queryString, ordenadoPor, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina < last.totalPaginas ? last.pagina + 1 : undefined),
    placeholderData: keepPreviousData,
    // The route loader prefetches page 1 a few hundred ms before the page mounts; without a short
    // fresh window the mount would fetch and render the same page a second time.
    staleTime: 5_000,
    retry: false,
  });
}

/** How many cases match the search text; disabled while the text is empty. */
export function useBusquedaPreview(queryString: string) {
  return useQuery({
    queryKey: [...expedientesRootKey, 'preview', queryString] as const,
    queryFn: ({ signal }) =>
      apiRequest<PreviewBusqueda>(
        `/Expedientes/V1/Buscar/Preview?${new URLSearchParams({ queryString }).toString()}`,
        { signal },
      ),
    enabled: queryString.length > 0,
    retry: false,
  });
}
