/** Document viewer (seed 000 §2): a published document shown in an embedded frame. */
import { Alert, Anchor, Center, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface DocumentViewerProps {
  opened: boolean;
  onClose: () => void;
  /** The document (GET /api/Documentos/{id}/Box gives its urlView). */
  idDocumento: number | string | null;
  titulo?: string;
}

export function DocumentViewer({ opened, onClose, idDocumento, titulo }: DocumentViewerProps) {
  const documento = useQuery({
    queryKey: ['documento', idDocumento] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ urlView: string; nombreDocumento: string }>(`/Documentos/${idDocumento ?? ''}/Box`, {
        signal,
      }),
    enabled: opened && idDocumento !== null,
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
