/** The yearly summary calls (seed 001 §7): one's own, and a shared copy without a session. */
import type { Wrapped } from '@expediente/domain/contrato/wrapped';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export function useWrapped(enabled: boolean) {
  return useQuery({
    queryKey: ['wrapped'],
    queryFn: ({ signal }) => apiRequest<Wrapped>('/Wrapped', { signal }),
    enabled,
    retry: false,
  });
}

/** Creates the public link (only when the user shares) and puts its id into the summary. */
export function useCompartirWrapped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Wrapped>('/Wrapped/Compartir', { method: 'POST' }),
    onSuccess: (wrapped) => queryClient.setQueryData(['wrapped'], wrapped),
  });
}

/** Ends the public link: it stops opening; sharing again makes another. */
export function useDejarDeCompartirWrapped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/Wrapped/Compartir', { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData<Wrapped>(['wrapped'], (actual) => (actual ? { ...actual, id: null } : actual)),
  });
}

export function useWrappedCompartido(id: string) {
  return useQuery({
    queryKey: ['wrapped', 'compartido', id],
    queryFn: ({ signal }) => apiRequest<Wrapped>(`/Wrapped/shared/${id}`, { signal, auth: 'none' }),
    retry: false,
  });
}

const NOMBRES: Record<string, string> = {
  Rama: 'Rama Judicial',
  Samai: 'Samai',
  Unificada: 'Unificada',
  Estados: 'Estados Electrónicos',
  EstadosElectronicos: 'Estados Electrónicos',
  Tyba: 'Tyba',
  Siugj: 'SIUGJ',
  PublicacionesProcesales: 'Publicaciones Procesales',
};

/** The three sources with the largest figures (ties by name), skipping zeros (seed 001 §9: top 3). */
export function top3(valores: Record<string, number>): { nombre: string; valor: number }[] {
  return Object.entries(valores)
    .filter(([, valor]) => valor > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([clave, valor]) => ({ nombre: NOMBRES[clave] ?? clave, valor }));
}

export function enlaceCompartido(id: string, origin = window.location.origin): string {
  return `${origin}/resumen-anual/${id}`;
}
