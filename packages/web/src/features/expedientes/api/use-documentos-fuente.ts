/**
 * Documents of the case in Rama, Samai, Unificada and Tyba (seed 000 §7: /Procesos/{id}/Documentos).
 * The server reads them from the source at most every few minutes; a source it could not consult
 * and has nothing stored for answers 503 (shown as a notice). A 404 — the source was removed from
 * the case meanwhile — reads as an empty list.
 */
import { fuenteById } from '@expediente/domain';
import type { DocumentoFuente } from '@expediente/domain/contrato/fuentes';
import { useQueries } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** The seed's tab order: Rama, Samai, Unificada, Tyba. */
export const DOCUMENTOS_FUENTES = [0, 4, 2, 1] as const;

export interface DocumentosDeFuente {
  fuente: number;
  documentos: DocumentoFuente[];
  isError: boolean;
}

async function fetchDocumentos(fuente: number, idExpediente: number, signal: AbortSignal) {
  const clave = fuenteById(fuente)?.clave ?? '';
  try {
    return await apiRequest<DocumentoFuente[]>(`/${clave}/Procesos/${idExpediente}/Documentos`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useDocumentosFuente(idExpediente: number, fuentes: readonly number[]) {
  return useQueries({
    queries: fuentes.map((fuente) => ({
      queryKey: ['expedientes', 'documentos-fuente', idExpediente, fuente] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDocumentos(fuente, idExpediente, signal),
      retry: false,
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      porFuente: results.map(
        (result, index): DocumentosDeFuente => ({
          fuente: fuentes[index] ?? -1,
          documentos: Array.isArray(result.data) ? result.data : [],
          isError: result.isError,
        }),
      ),
    }),
  });
}
