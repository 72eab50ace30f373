/** Billing reads (seed 002 §7): the registration gate and the invoices due soon or overdue. */
import type { FacturaProximaAVencer } from '@expediente/domain/contrato/facturacion';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const facturacionRootKey = ['facturacion'] as const;

/** GET /api/Abogados/EstadoFacturacion: true means queries are disabled and registering is blocked. */
export function useEstadoFacturacion() {
  return useQuery({
    queryKey: [...facturacionRootKey, 'estado'] as const,
    queryFn: ({ signal }) => apiRequest<boolean>('/Abogados/EstadoFacturacion', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** True only once the server said so: an unknown status does not block the lawyer. */
export function useIsRegistroBloqueado(): boolean {
  return useEstadoFacturacion().data === true;
}

export function useFacturasProximasAVencer() {
  return useQuery({
    queryKey: [...facturacionRootKey, 'proximas'] as const,
    queryFn: ({ signal }) => apiRequest<FacturaProximaAVencer[]>('/FacturasProximasAVencer', { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
