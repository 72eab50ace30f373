/** The statistics calls (seed 002 §7 ResumenActualizacion) and their query hooks, as the contract types them. */
import type {
  CambiosPorSemana,
  NumeroRegistros,
  TarjetaEstadisticas,
  UltimoResumen,
  UltimosResumenes,
} from '@expediente/domain/contrato/estadisticas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The figures change once a night: a minute of freshness spares a request per modal opening.
const STALE = 60_000;

/** The last summary, or null while the account has no consulted night yet. */
export function useUltimoResumen(enabled: boolean) {
  return useQuery({
    queryKey: ['estadisticas', 'ultimo-resumen'],
    queryFn: ({ signal }) =>
      apiRequest<UltimoResumen | null>('/ResumenActualizacion/UltimoResumen/Estadisticas', { signal }),
    enabled,
    retry: false,
    staleTime: STALE,
  });
}

export function useUltimosResumenes(numeroRegistros: NumeroRegistros, enabled: boolean) {
  return useQuery({
    queryKey: ['estadisticas', 'resumenes', numeroRegistros],
    queryFn: ({ signal }) =>
      apiRequest<UltimosResumenes>(`/ResumenActualizacion/Estadisticas?numeroRegistros=${numeroRegistros}`, {
        signal,
      }),
    enabled,
    retry: false,
    staleTime: STALE,
  });
}

export function useCambiosPorSemana(enabled: boolean) {
  return useQuery({
    queryKey: ['estadisticas', 'cambios-por-semana'],
    queryFn: ({ signal }) =>
      apiRequest<CambiosPorSemana>('/ResumenActualizacion/ExpedientesCambiosPorSemana', { signal }),
    enabled,
    retry: false,
    staleTime: STALE,
  });
}

/** Whether this account shows the rotating top-bar card (a per-account flag). */
export function useTarjetaEstadisticas() {
  return useQuery({
    queryKey: ['estadisticas', 'tarjeta'],
    queryFn: ({ signal }) =>
      apiRequest<TarjetaEstadisticas>('/ResumenActualizacion/TarjetaEstadisticas', { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
