/** Opening a change's attachment from the control's menu or the review card, with one failure toast. */
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { abrirAnexo } from '../api/cambio-api.ts';

export function abrirAnexoConAviso(idCambio: number, anexo: { id: number; nombreArchivo: string }): void {
  abrirAnexo(idCambio, anexo.id, anexo.nombreArchivo).catch((error: unknown) =>
    toast.error(
      error instanceof ApiError && error.message
        ? error.message
        : 'No se pudo abrir el documento. Inténtalo de nuevo.',
      { title: 'Error' },
    ),
  );
}
