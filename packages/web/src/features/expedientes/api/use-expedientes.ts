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

/**
 * A page of the list: its number and, after a page of a search, that page's `siguiente`, so the
 * server reads on from the last case shown rather than counting past every earlier match.
 */
export interface PaginaPedida {
  pagina: number;
  despuesDe?: string;
}

export const PRIMERA_PAGINA: PaginaPedida = { pagina: 1 };

export function pedirExpedientes(
  { pagina, despuesDe }: PaginaPedida,
  queryString: string,
  ordenadoPor: OrdenExpedientes,
  signal?: AbortSignal,
): Promise<PaginaExpedientes> {
  const query = new URLSearchParams({ pagina: String(pagina), queryString, ordenadoPor });
  if (despuesDe) query.set('despuesDe', despuesDe);
  return apiRequest<PaginaExpedientes>(`/Expedientes?${query.toString()}`, { signal });
}

/** The first page in the default order; the side panel reads its total. */
export function useExpedientes() {
  return useQuery({
    queryKey: expedientesQueryKey,
    queryFn: ({ signal }) => pedirExpedientes(PRIMERA_PAGINA, '', DEFAULT_ORDER, signal),
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
    queryFn: ({ pageParam, signal }) => pedirExpedientes(pageParam, queryString, ordenadoPor, signal),
    initialPageParam: PRIMERA_PAGINA,
    // The server says whether another page follows: with a search it counts no total (decision 0020).
    getNextPageParam: (last): PaginaPedida | undefined =>
      last.haySiguiente ? { pagina: last.pagina + 1, despuesDe: last.siguiente ?? undefined } : undefined,
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

/*
 * The first page of the list asked for by the route loader, so that the Procesos page's first
 * render can wait for it instead of committing a 'Cargando' state and rendering the cards in a
 * second commit (issue 21, item 18: on the bench the cards came 0.2–0.3 s after the shell when the
 * answer landed while the shell was rendering). The wait is short and bounded: past
 * ESPERA_MAXIMA_MS from the request's start the page renders its loading state as before.
 */

/** Longest the first render waits for the list, counted from the request's start. */
const ESPERA_MAXIMA_MS = 300;

/** React's protocol for a settled promise: `use` reads `status` and returns without suspending. */
type Espera = Promise<void> & { status?: 'fulfilled'; value?: undefined };

let espera: Espera | null = null;

/** Called by the route loader with its prefetch (a promise that never rejects). */
export function anunciarPrimeraPagina(pedido: Promise<unknown>): void {
  let temporizador: ReturnType<typeof setTimeout> | undefined;
  const tope = new Promise<void>((resolve) => {
    temporizador = setTimeout(resolve, ESPERA_MAXIMA_MS);
  });
  const esta: Espera = Promise.race([pedido.then(() => undefined), tope]).then(() => {
    clearTimeout(temporizador);
    // Marked settled, not dropped: the render that waited replays with the same `use` call.
    esta.status = 'fulfilled';
    esta.value = undefined;
  });
  espera = esta;
}

/** The wait for the first page (settled or not), or null when the loader asked for none. */
export function esperaDeLaPrimeraPagina(): Promise<void> | null {
  return espera;
}
