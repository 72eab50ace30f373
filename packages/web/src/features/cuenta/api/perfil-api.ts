/** Profile and billing (seed 002 §7 GET/PUT perfil) and the trial's countdown (§4). */
import type { DatosFacturacion } from '@expediente/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PeriodoPrueba {
  /** Ceiling of the days left; null once the trial is over. */
  diasRestantes: number | null;
  diasTotales: number;
  /** dd/mm/yyyy. */
  fechaFin: string;
  terminada: boolean;
}

export interface Perfil extends DatosFacturacion {
  Email: string;
  TipoDeEnvioNotificaciones: string;
  NotificarUnificada: boolean;
  NombreUsuario: string;
  ApellidoUsuario: string;
  TipoCuenta: 'Cuenta Principal' | 'Cuenta asociada';
  EsCuentaPrincipal: boolean;
  DatosFacturacionGuardados: boolean;
  Prueba: PeriodoPrueba;
}

export interface GuardarPerfilRequest extends DatosFacturacion {
  TipoDeEnvioNotificaciones: string;
  NotificarUnificada: boolean;
}

export interface GuardarPerfilResponse {
  Success: true;
  Msg: string;
  PrimerGuardado: boolean;
}

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
    mutationFn: (body: GuardarPerfilRequest) =>
      apiRequest<GuardarPerfilResponse>('/perfil', { method: 'PUT', body }),
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

/** One invoice of the account (GET /api/Facturas). */
export interface FacturaCuenta {
  codigoFactura: string;
  periodoDesde: string | null;
  periodoHasta: string | null;
  totalFactura: number;
  /** Taken off the total by the referral programme. */
  descuentoReferidos: number;
  fechaVencimiento: string;
  estado: 'Pagada' | 'Pendiente' | 'Vencida';
  diasMora: number;
  urlPagoSiigo: string | null;
}

export function useFacturasCuenta(enabled: boolean) {
  return useQuery({
    queryKey: ['facturacion', 'cuenta'],
    queryFn: ({ signal }) => apiRequest<FacturaCuenta[]>('/Facturas', { signal }),
    enabled,
    retry: false,
  });
}
