/**
 * Attachments of a change (seed 001 §3, §5): upload with progress and cancel (at most 10 MB, checked
 * before sending and again by the server), and the list, each opened through a short-lived link.
 */
import { DOCUMENTO_ANEXO_MAX_BYTES, MESSAGES, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import { Button, FileButton, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { type Subida, subirAnexo, useAnexos, useInvalidarAnexos } from '../../api/cambio-api.ts';
import { abrirAnexoConAviso } from '../abrir-anexo.ts';

export function AnexosPanel({ idCambio }: { idCambio: number }) {
  const anexos = useAnexos(idCambio);
  const invalidar = useInvalidarAnexos(idCambio);
  const [progreso, setProgreso] = useState<number | null>(null);
  const subida = useRef<Subida | null>(null);

  const subir = (file: File | null) => {
    if (!file) return;
    if (file.size > DOCUMENTO_ANEXO_MAX_BYTES) {
      toast.error(MESSAGES.DocumentoAnexoMuyGrande, {
        title: 'Error',
        autoClose: TOASTS_CONTROL_CAMBIOS.subidaError.duration,
      });
      return;
    }
    setProgreso(0);
    subida.current = subirAnexo(idCambio, file, setProgreso);
    subida.current.promise
      .then(() => {
        toast.success(TOASTS_CONTROL_CAMBIOS.subidaOk.message, {
          title: TOASTS_CONTROL_CAMBIOS.subidaOk.title,
          autoClose: TOASTS_CONTROL_CAMBIOS.subidaOk.duration,
        });
        void invalidar();
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') {
          toast.warning(TOASTS_CONTROL_CAMBIOS.subidaCancelada.message, {
            title: TOASTS_CONTROL_CAMBIOS.subidaCancelada.title,
            autoClose: TOASTS_CONTROL_CAMBIOS.subidaCancelada.duration,
          });
          return;
        }
        const message =
          error instanceof ApiError && error.message
            ? error.message
            : TOASTS_CONTROL_CAMBIOS.subidaError.message;
        toast.error(message, {
          title: TOASTS_CONTROL_CAMBIOS.subidaError.title,
          autoClose: TOASTS_CONTROL_CAMBIOS.subidaError.duration,
        });
      })
      .finally(() => {
        subida.current = null;
        setProgreso(null);
      });
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Documentos adjuntos
      </Text>
      {progreso !== null ? (
        <Group gap="xs" wrap="nowrap">
          <Progress value={progreso} flex={1} aria-label="Progreso de la subida" />
          <Text size="xs" w={36}>
            {progreso}%
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconX size={12} />}
            onClick={() => subida.current?.cancelar()}
          >
            Cancelar
          </Button>
        </Group>
      ) : (
        <FileButton onChange={subir}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconPaperclip size={14} />}>
              Adjuntar documento
            </Button>
          )}
        </FileButton>
      )}
      {(anexos.data ?? []).map((anexo) => (
        <UnstyledButton key={anexo.id} onClick={() => abrirAnexoConAviso(idCambio, anexo)}>
          <Text size="xs" c="blue.7" td="underline">
            {anexo.nombreArchivo} · {anexo.fechaCreacion}
          </Text>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
