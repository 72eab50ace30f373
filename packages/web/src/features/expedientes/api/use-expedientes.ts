/** The case list (seed 000 §7): first page, default order 'primerolosquehancambiado'. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ExpedienteResumen {
  id: number;
  numero: string;
}

export interface ExpedientesPage {
  expedientes: ExpedienteResumen[];
  total: number;
}

export const DEFAULT_ORDER = 'primerolosquehancambiado';
export const expedientesQueryKey = ['expedientes', 'lista'] as const;

export function fetchExpedientes(signal?: AbortSignal): Promise<ExpedientesPage> {
  const query = new URLSearchParams({ pagina: '1', queryString: '', ordenadoPor: DEFAULT_ORDER });
  return apiRequest<ExpedientesPage>(`/Expedientes?${query.toString()}`, { signal });
}

export function useExpedientes() {
  return useQuery({
    queryKey: expedientesQueryKey,
    queryFn: ({ signal }) => fetchExpedientes(signal),
    retry: false,
  });
}

/** The number shown beside 'Procesos' in the side panel; null until known. */
export function useExpedientesCount(): number | null {
  const { data } = useExpedientes();
  return data ? data.total : null;
}
