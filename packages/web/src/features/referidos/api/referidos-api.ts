/** The referral calls (seed 002 §7 POST InvitacionesUsuariosReferidos, GET UsuariosReferidos). */
import type { EstadoReferido } from '@expediente/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UsuarioReferido {
  id: string;
  tipo: number;
  correoReferido: string;
  nombre: string;
  estado: EstadoReferido;
  /** dd/mm/yyyy. */
  fechaEnvioInvitacion: string;
  /** dd/mm/yyyy; null while the colleague has not signed up. */
  fechaCreacion: string | null;
  importeDescontado: number;
}

export interface InvitacionReferido {
  tipo: number;
  correoReferido: string;
  nombreReferido: string;
}

const KEY = ['usuarios-referidos'] as const;

export function useUsuariosReferidos() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<UsuarioReferido[]>('/UsuariosReferidos') });
}

export function useInvitarReferido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitacionReferido) =>
      apiRequest<InvitacionReferido & { id: string }>('/InvitacionesUsuariosReferidos', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
