/** The referral calls (seed 002 §7 POST InvitacionesUsuariosReferidos, GET UsuariosReferidos), as the contract types them. */
import type {
  InvitacionBody,
  InvitacionReferido,
  UsuarioReferido,
} from '@expediente/domain/contrato/referidos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const KEY = ['usuarios-referidos'] as const;

export function useUsuariosReferidos() {
  return useQuery({ queryKey: KEY, queryFn: () => apiRequest<UsuarioReferido[]>('/UsuariosReferidos') });
}

export function useInvitarReferido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitacionBody) =>
      apiRequest<InvitacionReferido>('/InvitacionesUsuariosReferidos', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
