/** The stored court closures (administrators only; decision 0008). */
import type { CierreBody, CierreJudicial } from '@expediente/domain/contrato/cierres-judiciales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

/** What the form sends: every field, the server words what is wrong with each. */
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
      apiRequest<CierreJudicial>('/CierresJudiciales', { method: 'POST', body: cierre satisfies CierreBody }),
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
