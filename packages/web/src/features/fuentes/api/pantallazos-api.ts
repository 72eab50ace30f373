/**
 * Pantallazos: the engine stores no images, so a screenshot is the stored consultation of a day
 * shown back as the page it read (GET /Expedientes/{id}/Pantallazos, GET /Consultas/{id}/Pantallazo).
 */

import type { Pantallazo, Pantallazos } from '@expediente/domain/contrato/fuentes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Samai, Rama, Unificada, Tyba (seed 000 §2 screenshot viewer). */
export const PANTALLAZO_FUENTES = [0, 1, 2, 4];

export function usePantallazos(idExpediente: number) {
  return useQuery({
    queryKey: ['expedientes', 'pantallazos', idExpediente] as const,
    queryFn: ({ signal }) => apiRequest<Pantallazos>(`/Expedientes/${idExpediente}/Pantallazos`, { signal }),
    retry: false,
  });
}

export function usePantallazo(idConsulta: number | null) {
  return useQuery({
    queryKey: ['pantallazo', idConsulta] as const,
    queryFn: ({ signal }) => apiRequest<Pantallazo>(`/Consultas/${idConsulta ?? ''}/Pantallazo`, { signal }),
    enabled: idConsulta !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
