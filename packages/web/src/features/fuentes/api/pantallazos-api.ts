/**
 * Pantallazos: the engine stores no images, so a screenshot is the stored consultation of a day
 * shown back as the page it read (GET /Expedientes/{id}/Pantallazos, GET /Consultas/{id}/Pantallazo).
 */

import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Samai, Rama, Unificada, Tyba (seed 000 §2 screenshot viewer). */
export const PANTALLAZO_FUENTES = [0, 1, 2, 4];

type EstadoConsulta = NonNullable<ProcesoEnFuente['estadoUltimaConsulta']>;

export interface PantallazoResumen {
  mes: string;
  idConsulta: number;
  tipoFuente: number;
  fecha: string;
  estado: EstadoConsulta;
}

export interface Pantallazo {
  idConsulta: number;
  tipoFuente: number;
  fuente: string;
  numero: string;
  despacho: string | null;
  fecha: string;
  consultadoEn: string;
  estado: EstadoConsulta;
  motivo: string | null;
  actuaciones: {
    descripcion: string;
    anotacion: string | null;
    fechaActuacion: string | null;
    fechaRegistro: string | null;
  }[];
}

export function usePantallazos(idExpediente: number) {
  return useQuery({
    queryKey: ['expedientes', 'pantallazos', idExpediente] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ meses: string[]; pantallazos: PantallazoResumen[] }>(
        `/Expedientes/${idExpediente}/Pantallazos`,
        { signal },
      ),
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
