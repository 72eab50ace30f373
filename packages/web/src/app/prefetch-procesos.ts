/**
 * Route loader of /admin/default: starts the first page of the case list while the page's code is
 * still downloading, instead of after it has rendered (it saves one network round trip plus the
 * chunk parse on the landing screen). It never blocks navigation and only fills an empty cache;
 * the page's useExpedientesPaginados('', DEFAULT_ORDER) then finds the request in flight, and its
 * first render waits a bounded moment for the answer (anunciarPrimeraPagina in use-expedientes.ts).
 */
import { tieneSesionValida } from '../lib/session.ts';
import { queryClient } from './providers.tsx';

export function precargarProcesos(): null {
  if (!tieneSesionValida()) return null;
  void import('../features/expedientes/api/use-expedientes.ts').then(
    ({
      DEFAULT_ORDER,
      PRIMERA_PAGINA,
      anunciarPrimeraPagina,
      expedientesRootKey,
      pedirExpedientes: fetchExpedientes,
    }) => {
      // Must equal the key of useExpedientesPaginados for the default screen.
      const queryKey = [...expedientesRootKey, 'paginas', DEFAULT_ORDER, ''] as const;
      if (queryClient.getQueryState(queryKey)) return;
      anunciarPrimeraPagina(
        queryClient.prefetchInfiniteQuery({
          queryKey,
          queryFn: ({ pageParam, signal }) => fetchExpedientes(pageParam, '', DEFAULT_ORDER, signal),
          // The same first page as useExpedientesPaginados: the cache keeps it for its refetches.
          initialPageParam: PRIMERA_PAGINA,
          retry: false,
        }),
      );
    },
  );
  return null;
}
