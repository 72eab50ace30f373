/**
 * 'Descargar todos los procesos' (seed 002 §7 POST GenerarSolicitudInformeUnificado): the server
 * queues the report and e-mails it in the chosen type (PDF, Word or Excel); the toasts carry the seed's titles
 * ('Solicitud generada correctamente' / 'Error al generar la solicitud', seed 002 §8).
 */
import type { SolicitudInforme } from '@expediente/domain/contrato/informes';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** The file the report arrives as (seed 000 §9: pdf 0, word 1; Excel 2 is ours). */
export const TIPOS_INFORME = [
  { tipo: 2, nombre: 'Excel (.xlsx)' },
  { tipo: 0, nombre: 'PDF' },
  { tipo: 1, nombre: 'Word (.docx)' },
] as const;
export type TipoInforme = (typeof TIPOS_INFORME)[number]['tipo'];

const RETRY_LATER = 'Por favor inténtalo de nuevo en unos minutos.';

/**
 * What the lawyer reads when the request is not taken. The same format asked again while it is
 * being built (409 InformeEnCurso: a double click) is no error: it says the report is on its way.
 * Another format is queued beside it by the server and both arrive (issue 21 item 14). Other 4xx
 * carry the server's Spanish message; anything else, try again later.
 */
export function avisoDeFallo(error: unknown): { tipo: 'info' | 'error'; titulo: string; mensaje: string } {
  if (error instanceof ApiError && error.status === 409)
    return { tipo: 'info', titulo: 'Tu informe ya está en camino', mensaje: error.message };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { tipo: 'error', titulo: 'Error al generar la solicitud', mensaje: error.message };
  return { tipo: 'error', titulo: 'Error al generar la solicitud', mensaje: RETRY_LATER };
}

export function useSolicitarInformeUnificado() {
  return useMutation({
    mutationFn: (tipoInforme: TipoInforme) =>
      apiRequest<SolicitudInforme>('/GenerarSolicitudInformeUnificado', {
        method: 'POST',
        body: { tipoInforme },
      }),
    onSuccess: (solicitud) =>
      toast.success(`Estamos generando tu informe; te lo enviaremos a ${solicitud.correo} en unos minutos.`, {
        title: 'Solicitud generada correctamente',
        id: 'informe-unificado',
        autoClose: 6000,
      }),
    onError: (error) => {
      // A rejected session already has its own toast and redirect.
      if (error instanceof ApiError && error.status === 401) return;
      const aviso = avisoDeFallo(error);
      toast[aviso.tipo](aviso.mensaje, { title: aviso.titulo, id: 'informe-unificado', autoClose: 7000 });
    },
  });
}
