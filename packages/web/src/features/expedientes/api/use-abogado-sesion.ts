/** The signed-in lawyer's id and account type, read from the session summary the admin layout loads. */
import { useQuery } from '@tanstack/react-query';
import { pedirResumenGeneral } from '../../cuenta/index.ts';
import type { AbogadoSesion } from '../components/abogado-no-cliente.ts';

export function useAbogadoSesion(): AbogadoSesion | null {
  // Same key as useSessionUser (features/cuenta); never fetched from here, so the layout keeps
  // its own timing (seed 002: the summary is asked for 350 ms after the shell loads).
  const { data } = useQuery({
    queryKey: ['cuenta', 'resumen-general'],
    queryFn: ({ signal }) => pedirResumenGeneral(signal),
    enabled: false,
  });
  return data ? { id: data.id, master: data.master } : null;
}
