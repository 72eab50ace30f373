/** The statistics calls (seed 002 §7 ResumenActualizacion) and their query hooks. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CantidadPorFuente {
  idFuente: number;
  cantidad: number;
}

export interface UltimoResumen {
  idFecha: number;
  fecha: string;
  totalConsultas: number;
  consultasRealizadas: number;
  consultasNoRealizadas: number;
  totalCambios: number;
  cambiosPorFuente: CantidadPorFuente[];
  totalFuentesConsultadas: number;
  paginasEvitadas: number;
  paginasPorFuente: CantidadPorFuente[];
  totalDocumentos: number;
  documentosAutos: number;
  documentosEstados: number;
  minutosAhorrados: number;
  horasAhorradas: string;
}

export interface ResumenDia {
  idFecha: number;
  fecha: string;
  totalConsultas: number;
  consultasRealizadas: number;
  consultasNoRealizadas: number;
  totalCambios: number;
  expedientesConCambios: number;
  totalDocumentos: number;
}

export interface UltimosResumenes {
  numeroRegistros: number;
  resumenes: ResumenDia[];
  totales: Omit<ResumenDia, 'idFecha' | 'fecha'> & {
    numeroResumenes: number;
    minutosAhorrados: number;
    horasAhorradas: string;
  };
}

export interface CambiosPorSemana {
  fechaReferencia: string;
  totalExpedientes: number;
  cambiaronSemanaPasada: number;
  cambiaronHaceDosSemanas: number;
  cambiaronHaceTresSemanas: number;
  sinCambiosMasDeTresSemanas: number;
}

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

export function useUltimosResumenes(numeroRegistros: 5 | 30, enabled: boolean) {
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
      apiRequest<{ habilitada: boolean }>('/ResumenActualizacion/TarjetaEstadisticas', { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
