/** Source calls (seed 000 §7): activation, deactivation, case deletion and the per-source data. */
import { fuenteById } from '@expediente/domain';
import type {
  ActivacionReply,
  DetalleProceso,
  DocumentosConCoincidencias,
  MessageReply,
} from '@expediente/domain/contrato/fuentes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { expedientesRootKey } from '../../expedientes/index.ts';
import { activationRequest, DEACTIVATION_PATH, type SourceValues } from '../source-form.ts';

/** Refreshes every case list and case detail (seed 000 §2: closing the success dialog). */
export function useRefreshExpedientes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: expedientesRootKey });
}

export interface ActivarFuenteInput {
  idExpediente: number;
  numero: string;
  tipoFuente: number;
  values: SourceValues;
}

export function useActivarFuente() {
  return useMutation({
    mutationFn: ({ idExpediente, numero, tipoFuente, values }: ActivarFuenteInput) => {
      const { path, body } = activationRequest(tipoFuente, values, numero);
      return apiRequest<ActivacionReply>(`/Expedientes/${idExpediente}/ProcesosEnFuente/${path}/Activar`, {
        method: 'PUT',
        body,
      });
    },
  });
}

export function useDesactivarFuente() {
  return useMutation({
    mutationFn: ({ idExpediente, tipoFuente }: { idExpediente: number; tipoFuente: number }) =>
      apiRequest<MessageReply>(
        `/Expedientes/${idExpediente}/ProcesosEnFuente/${DEACTIVATION_PATH[tipoFuente] ?? ''}/Desactivar`,
        { method: 'PUT' },
      ),
  });
}

export function useEliminarExpediente() {
  return useMutation({
    mutationFn: (idExpediente: number) =>
      apiRequest<unknown>(`/Expedientes/${idExpediente}`, { method: 'DELETE' }),
  });
}

/** GET /{Rama|Tyba|Unificada|Samai}/Procesos/{idExpediente}: what the source says about the case. */
export function useDetalleProceso(tipoFuente: number, idExpediente: number, enabled: boolean) {
  return useQuery({
    queryKey: ['expedientes', 'detalle-fuente', idExpediente, tipoFuente] as const,
    queryFn: ({ signal }) =>
      apiRequest<DetalleProceso>(`/${fuenteById(tipoFuente)?.clave ?? ''}/Procesos/${idExpediente}`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}

/** GET /v2/procesos/{id}?tipoFuente=: documents with matches, autos first then newest (server order). */
export function useCoincidenciasFuente(tipoFuente: number, idExpediente: number, enabled: boolean) {
  return useQuery({
    queryKey: ['expedientes', 'coincidencias', idExpediente, tipoFuente] as const,
    queryFn: ({ signal }) =>
      apiRequest<DocumentosConCoincidencias>(`/v2/procesos/${idExpediente}?tipoFuente=${tipoFuente}`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}
