/** Profile and billing (seed 002 §7 GET/PUT perfil) and the trial's countdown (§4), as the contract types them. */
import type { FacturaCuenta } from '@expediente/domain/contrato/facturacion';
import type {
  GuardarPerfilReply,
  Perfil,
  PerfilBody,
  PeriodoPrueba,
} from '@expediente/domain/contrato/perfil';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const perfilKey = ['cuenta', 'perfil'] as const;
export const periodoPruebaKey = ['cuenta', 'periodo-prueba'] as const;

export function usePerfil() {
  return useQuery({
    queryKey: perfilKey,
    queryFn: ({ signal }) => apiRequest<Perfil>('/perfil', { signal }),
    retry: false,
  });
}

export function useGuardarPerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PerfilBody) => apiRequest<GuardarPerfilReply>('/perfil', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perfilKey }),
  });
}

/** GET /api/PeriodoPrueba: the top bar's countdown ring. Failures stay silent (seed 002 §8). */
export function usePeriodoPrueba() {
  return useQuery({
    queryKey: periodoPruebaKey,
    queryFn: ({ signal }) => apiRequest<PeriodoPrueba>('/PeriodoPrueba', { signal }),
    retry: false,
    staleTime: 10 * 60_000,
  });
}

export function useFacturasCuenta(enabled: boolean) {
  return useQuery({
    queryKey: ['facturacion', 'cuenta'],
    queryFn: ({ signal }) => apiRequest<FacturaCuenta[]>('/Facturas', { signal }),
    enabled,
    retry: false,
  });
}
