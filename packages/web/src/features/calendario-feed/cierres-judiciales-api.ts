/** The stored court closures (administrators only; decision 0008). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export type AmbitoCierre = 'nacional' | 'ciudad' | 'despacho';

export interface CierreJudicial {
  id: number;
  /** yyyy-mm-dd */
  desde: string;
  hasta: string;
  ambito: AmbitoCierre;
  codigo: string;
  motivo: string;
  fuente: string;
  creadoEn: string;
}

export type NuevoCierre = Pick<CierreJudicial, 'desde' | 'hasta' | 'ambito' | 'codigo' | 'motivo' | 'fuente'>;

const cierresKey = ['cierres-judiciales'] as const;

/** A 403 means the user is not an administrator: the screen then shows nothing. */
export function useCierresJudiciales() {
  return useQuery({
    queryKey: cierresKey,
    queryFn: ({ signal }) => apiRequest<CierreJudicial[]>('/CierresJudiciales', { signal }),
    retry: false,
  });
}

export function useCrearCierre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cierre: NuevoCierre) =>
      apiRequest<CierreJudicial>('/CierresJudiciales', { method: 'POST', body: cierre }),
    // Términos on the cards and the detail move with the closure.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useEliminarCierre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<CierreJudicial>(`/CierresJudiciales/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
