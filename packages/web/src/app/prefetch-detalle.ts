/**
 * Route loader of /admin/DetalleDelExpediente/:id: starts the case and its actuaciones while the
 * page's code downloads (use-expediente-detalle.ts precargarDetalle). Never blocks navigation.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { tieneSesionValida } from '../lib/session.ts';
import { queryClient } from './providers.tsx';

export function precargarDetalleExpediente({ params, request }: LoaderFunctionArgs): null {
  const id = params.id ?? new URL(request.url).searchParams.get('id');
  if (!tieneSesionValida() || !id || !/^\d+$/.test(id)) return null;
  void import('../features/expedientes/api/use-expediente-detalle.ts').then(({ precargarDetalle }) =>
    precargarDetalle(queryClient, Number(id)),
  );
  return null;
}
