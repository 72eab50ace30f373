/**
 * The case card's edits (seed 000 §7 'Case calls'): tag, summary, procedural stage, delete; the
 * procedural-stage master list. Every success refreshes the case list and the case detail.
 */

import type {
  EtapaReply,
  EtiquetaReply,
  IdReply,
  ListaMaestraBody,
  ListaMaestraItem,
  ResumenBody,
  ResumenReply,
} from '@expediente/domain/contrato/expedientes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { expedientesRootKey } from './use-expedientes.ts';

/** Master-list code of the procedural stages. */
export const ETAPA_PROCESAL = 'EtapaProcesal';
const etapasKey = ['lista-maestra', ETAPA_PROCESAL] as const;

function useRefreshExpedientes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expedientesRootKey });
}

export function useGuardarEtiqueta(idExpediente: number) {
  const refresh = useRefreshExpedientes();
  return useMutation({
    mutationFn: (etiqueta: string) =>
      apiRequest<EtiquetaReply>(
        `/Expedientes/${idExpediente}/Etiqueta?${new URLSearchParams({ etiqueta }).toString()}`,
        { method: 'PUT' },
      ),
    onSuccess: refresh,
  });
}

export function useGuardarResumen(idExpediente: number) {
  const refresh = useRefreshExpedientes();
  return useMutation({
    mutationFn: (resumen: string) =>
      apiRequest<ResumenReply>(`/Expedientes/${idExpediente}/Resumen`, {
        method: 'PUT',
        body: { Resumen: resumen } satisfies ResumenBody,
      }),
    onSuccess: refresh,
  });
}

export function useSeleccionarEtapa(idExpediente: number) {
  const refresh = useRefreshExpedientes();
  return useMutation({
    mutationFn: (idEtapa: number) =>
      apiRequest<EtapaReply>(`/Expedientes/${idExpediente}/EtapaProcesal/${idEtapa}`, { method: 'PUT' }),
    onSuccess: refresh,
  });
}

export function useEliminarExpediente(idExpediente: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<IdReply>(`/Expedientes/${idExpediente}`, { method: 'DELETE' }),
    onSuccess: () => {
      // The detail of a deleted case must not be refetched (it would answer 404 and redirect).
      queryClient.removeQueries({ queryKey: ['expedientes', 'detalle', idExpediente] });
      return queryClient.invalidateQueries({ queryKey: expedientesRootKey });
    },
  });
}

/** Procedural stages: shared ones plus the lawyer's own. A failure only leaves the list empty (seed 000 §8). */
export function useEtapasProcesales() {
  return useQuery({
    queryKey: etapasKey,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ListaMaestraItem[]>(
          `/ListaMaestra?${new URLSearchParams({ codigo: ETAPA_PROCESAL }).toString()}`,
          { signal },
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        console.error('No se pudo cargar la lista de etapas procesales', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useCrearEtapa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (valor: string) =>
      apiRequest<IdReply>('/ListaMaestra', {
        method: 'POST',
        body: { codigo: ETAPA_PROCESAL, valor } satisfies ListaMaestraBody,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: etapasKey }),
  });
}
