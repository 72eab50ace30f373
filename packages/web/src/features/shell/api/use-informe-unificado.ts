/**
 * 'Descargar todos los procesos' (seed 002 §7 POST GenerarSolicitudInformeUnificado): the report
 * is e-mailed. The server does not offer it yet; a 404 is told to the lawyer as "not available".
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export function useSolicitarInformeUnificado() {
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/GenerarSolicitudInformeUnificado', { method: 'POST' }),
    onSuccess: () =>
      toast.success('Te enviaremos el informe de todos tus procesos por correo electrónico.', {
        title: 'Solicitud generada correctamente',
        autoClose: 5000,
      }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        toast.info('La descarga de todos los procesos aún no está disponible. Estamos trabajando en ella.', {
          title: 'Próximamente',
          id: 'informe-unificado',
        });
        return;
      }
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('Por favor inténtalo de nuevo en unos minutos.', {
        title: 'Error al generar la solicitud',
      });
    },
  });
}
