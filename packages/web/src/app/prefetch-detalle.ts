/**
 * Route loader of /admin/DetalleDelExpediente/:id: starts the case and its actuaciones while the
 * page's code downloads (use-expediente-detalle.ts prefetchDetalle). Never blocks navigation.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { hasValidSession } from '../lib/session.ts';
import { queryClient } from './providers.tsx';

export function prefetchDetalleExpediente({ params, request }: LoaderFunctionArgs): null {
  const id = params.id ?? new URL(request.url).searchParams.get('id');
  if (!hasValidSession() || !id || !/^\d+$/.test(id)) return null;
  void import('../features/expedientes/api/use-expediente-detalle.ts').then(({ prefetchDetalle }) =>
    prefetchDetalle(queryClient, Number(id)),
  );
  return null;
}
