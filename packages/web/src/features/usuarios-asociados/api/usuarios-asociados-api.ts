/** Associated users of the account (seed 001 §7 Abogado/UsuariosAsociados; invite and remove are ours). */

import type { InvitarUsuarioBody, UsuarioAsociado } from '@expediente/domain/contrato/control-cambios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export { useUsuariosAsociados } from '../../control-cambios/index.ts';

const KEY = ['usuarios-asociados'] as const;

export function useInvitarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitarUsuarioBody) =>
      apiRequest<UsuarioAsociado>('/Abogado/UsuariosAsociados', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useEliminarUsuario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/Abogado/UsuariosAsociados/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
