/**
 * Document viewer (seed 000 §2): a document shown in an embedded frame. A published document
 * (EE, SIUGJ, PP) is asked of GET /Documentos/{id}/Box; a document of a case's process in Rama,
 * Tyba, Unificada or Samai of GET /{Fuente}/Documentos/{docId}/View (seed 000 §7).
 */
import { fuenteById } from '@expediente/domain';
import type { VistaDocumento } from '@expediente/domain/contrato/fuentes';
import { Alert, Anchor, Center, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DocumentViewerProps {
  opened: boolean;
  onClose: () => void;
  /** The published document, or with `fuente` the id of a source document as the list gave it. */
  idDocumento: number | string | null;
  /** Rama, Tyba, Unificada or Samai (0, 1, 2, 4): open a document read from that source. */
  fuente?: number;
  titulo?: string;
}

/** The API path that gives the document's urlView. */
export function documentViewPath(idDocumento: number | string, fuente?: number): string {
  const id = encodeURIComponent(String(idDocumento));
  if (fuente === undefined) return `/Documentos/${id}/Box`;
  return `/${fuenteById(fuente)?.clave ?? ''}/Documentos/${id}/View`;
}

export function DocumentViewer({ opened, onClose, idDocumento, fuente, titulo }: DocumentViewerProps) {
  const path = idDocumento === null ? null : documentViewPath(idDocumento, fuente);
  const documento = useQuery({
    queryKey: ['documento', path] as const,
    queryFn: ({ signal }) => apiRequest<VistaDocumento>(path ?? '', { signal }),
    enabled: opened && path !== null,
    retry: false,
  });
  const nombre = titulo ?? documento.data?.nombreDocumento ?? 'Documento';
  return (
    <Modal opened={opened} onClose={onClose} title={nombre} size="90%" centered>
      {documento.isFetching && !documento.data ? (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : null}
      {documento.isError ? (
        <Alert color="red" variant="light">
          Error al obtener el documento
        </Alert>
      ) : null}
      {documento.data ? (
        <Stack gap="xs">
          <iframe
            src={documento.data.urlView}
            title={nombre}
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
          <Anchor href={documento.data.urlView} target="_blank" rel="noopener noreferrer" size="sm">
            Abrir el documento en una pestaña nueva
          </Anchor>
        </Stack>
      ) : null}
    </Modal>
  );
}
