/** Additional results of a case (seed 000 §7): a failing list reads as none. */

import type { MessageReply, ResultadoAdicional } from '@expediente/domain/contrato/expedientes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const resultadosKey = (idExpediente: number) =>
  ['expedientes', 'resultados-adicionales', idExpediente] as const;

export function useResultadosAdicionales(idExpediente: number | null) {
  return useQuery({
    queryKey: resultadosKey(idExpediente ?? 0),
    enabled: idExpediente !== null,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<ResultadoAdicional[]>(`/Expedientes/${idExpediente}/ResultadosAdicionales`, {
          signal,
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        // Seed 000 §7: '200 gives a list, otherwise empty'.
        return [];
      }
    },
    retry: false,
  });
}

export function useEliminarResultadoAdicional(idExpediente: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idProceso: string) =>
      apiRequest<MessageReply>(
        `/Expedientes/${idExpediente}/ProcesoEnFuente/${encodeURIComponent(idProceso)}/ResultadoAdicional`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resultadosKey(idExpediente) }),
  });
}
