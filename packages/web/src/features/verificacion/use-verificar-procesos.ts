/**
 * 'Verificar mis procesos' (side panel): starts an automatic verification and opens its report;
 * while one is already running, opens that one instead.
 */
import type { Verificacion } from '@expediente/domain/contrato/verificacion';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useSolicitarVerificacion } from './verificacion-api.ts';

export function useVerificarProcesos(onNavigate: () => void) {
  const solicitar = useSolicitarVerificacion();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const abrir = (id: number) => {
    onNavigate();
    void queryClient.invalidateQueries({ queryKey: ['verificacion'] });
    navigate(`/admin/informe-procesos-verificados/${id}`);
  };
  const iniciar = () =>
    solicitar.mutate(undefined, {
      onSuccess: ({ id }) => {
        toast.info('Estamos verificando tus procesos en las fuentes que los publican.', {
          title: 'Verificación',
        });
        abrir(id);
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.info(error.message, { title: 'Verificación' });
          const ultima = await apiRequest<Verificacion | null>(
            '/VerificacionAutomaticaProcesos/Ultima',
          ).catch(() => null);
          if (ultima) abrir(ultima.id);
          return;
        }
        toast.error('No pudimos iniciar la verificación de tus procesos.', { title: 'Error' });
      },
    });
  return { iniciar, isPending: solicitar.isPending };
}
