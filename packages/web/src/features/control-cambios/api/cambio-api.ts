/** One change as the case-detail review widget works on it (seed 001 §7): read, review, attachments. */

import type {
  CambioActualizado,
  CambioDetalle,
  ConclusionBody,
  DocumentoAnexo,
  ImportanteBody,
  NavegacionCambio,
  NoEsMiParteReply,
  RolControl,
  UrlFirmada,
} from '@expediente/domain/contrato/control-cambios';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { leerTokenExpediente } from '../../../lib/session.ts';
import { controlKeys, useRefrescarControl } from './control-api.ts';

const cambioKey = (id: number) => ['control-cambios', 'cambio', id] as const;

export function useCambioDetalle(id: number | null) {
  return useQuery({
    queryKey: cambioKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<CambioDetalle>(`/CambioEnExpedienteDigital/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

export function useNavegacion(idControl: number | null, idCambio: number | null, rol?: RolControl) {
  const query = new URLSearchParams({ idCambio: String(idCambio ?? 0), filtradoPor: 'Todos' });
  if (rol === 'coordinador') query.set('rol', rol);
  return useQuery({
    queryKey: [...controlKeys.all, 'navegacion', idControl ?? 0, idCambio ?? 0, rol ?? ''] as const,
    queryFn: ({ signal }) =>
      apiRequest<NavegacionCambio>(`/ControlCambiosDia/${idControl}/Navegacion/?${query}`, { signal }),
    enabled: idControl !== null && idCambio !== null,
  });
}

type Accion =
  | { tipo: 'Revisado' | 'Conclusion'; conclusion: string }
  | { tipo: 'Importante'; importante: boolean | null };

export function useActualizarCambio(idCambio: number) {
  const queryClient = useQueryClient();
  const refrescar = useRefrescarControl();
  return useMutation({
    mutationFn: (accion: Accion) =>
      apiRequest<CambioActualizado>(`/CambioEnExpedienteDigital/${idCambio}/${accion.tipo}`, {
        method: 'PUT',
        body:
          accion.tipo === 'Importante'
            ? ({ importante: accion.importante } satisfies ImportanteBody)
            : ({ conclusion: accion.conclusion } satisfies ConclusionBody),
      }),
    onSuccess: (resultado) => {
      refrescar(resultado);
      queryClient.setQueryData<CambioDetalle>(cambioKey(idCambio), (anterior) =>
        anterior ? { ...anterior, ...resultado.cambio, importante: resultado.cambio.esImportante } : anterior,
      );
    },
  });
}

export function useNoEsMiParte(idCambio: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<NoEsMiParteReply>(`/CambioEnExpedienteDigital/${idCambio}/NoEsMiParte`, {
        method: 'PUT',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: controlKeys.all }),
  });
}

export function useAnexos(idCambio: number) {
  return useQuery({
    queryKey: [...cambioKey(idCambio), 'anexos'] as const,
    queryFn: ({ signal }) =>
      apiRequest<DocumentoAnexo[]>(`/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos`, { signal }),
  });
}

export function useInvalidarAnexos(idCambio: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cambioKey(idCambio) });
}

/**
 * Downloads an attachment: a short-lived signed link that the server honours only with this
 * session's bearer token (decision 0005), so the page fetches it itself and saves the blob under
 * the file's name — an <a href> or a new tab could not send the header.
 */
export async function abrirAnexo(
  idCambio: number,
  idDocumento: number,
  nombreArchivo: string,
): Promise<void> {
  const { url } = await apiRequest<UrlFirmada>(
    `/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos/${idDocumento}/Url`,
  );
  const token = leerTokenExpediente();
  // Same origin whatever host the server names itself with (APP_URL): the header needs no CORS.
  const { pathname, search } = new URL(url, window.location.origin);
  const response = await fetch(`${pathname}${search}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'ErrorInterno', body?.message ?? '');
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const enlace = document.createElement('a');
  enlace.href = objectUrl;
  enlace.download = nombreArchivo;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // The click has started the download; the blob URL can go shortly after.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

export interface Subida {
  promise: Promise<DocumentoAnexo>;
  cancelar: () => void;
}

/** The upload with real progress and cancel: XMLHttpRequest reports upload progress, fetch does not. */
export function subirAnexo(idCambio: number, file: File, onProgress: (percent: number) => void): Subida {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<DocumentoAnexo>((resolve, reject) => {
    xhr.open('POST', `/api/CambioEnExpedienteDigital/${idCambio}/DocumentoAnexo`);
    const token = leerTokenExpediente();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = JSON.parse(xhr.responseText || 'null') as
        | (DocumentoAnexo & { code?: string; message?: string })
        | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else reject(new ApiError(xhr.status, body?.code ?? 'ErrorInterno', body?.message ?? ''));
    };
    xhr.onerror = () => reject(new ApiError(0, 'ErrorRed', ''));
    xhr.onabort = () => reject(new DOMException('Subida cancelada', 'AbortError'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { promise, cancelar: () => xhr.abort() };
}
