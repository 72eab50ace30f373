/** Courts for the manual completion of not-found cases: SIUGJ and Publicaciones Procesales lists. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

export type SitioWeb = 'SIUGJ' | 'PublicacionesProcesales';

interface Juzgado {
  id: string;
  nombreDespacho: string;
}

/** Seed 000 §8: a failing court list is only logged; the select stays empty. */
export function useJuzgadosDeSitio(sitio: SitioWeb, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogos', 'juzgados-carga', sitio],
    queryFn: async ({ signal }) => {
      try {
        const courts = await apiRequest<Juzgado[]>(`/juzgados/${sitio}`, { auth: 'public', signal });
        return courts.map((court) => ({ value: court.id, label: court.nombreDespacho }));
      } catch (error) {
        console.warn(`No se pudieron cargar los juzgados de ${sitio}`, error);
        return [];
      }
    },
    enabled,
    staleTime: 60 * 60_000,
  });
}
