/**
 * Deactivate-source confirm dialog (seed 000 §4 'Deactivating a source'). When it is the case's
 * only active source, deactivating deletes the whole case ('Desactivar y eliminar').
 */
import { fuenteById, MESSAGES } from '@expediente/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { showSourceError } from '../api/activation-errors.ts';
import { useDesactivarFuente, useEliminarExpediente, useRefreshExpedientes } from '../api/fuentes-api.ts';

export interface DeactivateSourceDialogProps {
  /** The source to deactivate; null keeps the dialog closed. */
  tipoFuente: number | null;
  expediente: { id: number; numero: string };
  /** True when no other source of the case is active: the case itself goes. */
  isOnlySource: boolean;
  onClose: () => void;
  /** After the request succeeded (e.g. to close the viewer that opened this dialog). */
  onDone?: () => void;
}

function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'DebesEsperarActivacion') return error.message;
  return MESSAGES.ErrorEliminarExpediente;
}

export function DeactivateSourceDialog({
  tipoFuente,
  expediente,
  isOnlySource,
  onClose,
  onDone,
}: DeactivateSourceDialogProps) {
  const desactivar = useDesactivarFuente();
  const eliminar = useEliminarExpediente();
  const refresh = useRefreshExpedientes();
  const navigate = useNavigate();
  const location = useLocation();
  const isSending = desactivar.isPending || eliminar.isPending;
  const nombre = tipoFuente === null ? '' : (fuenteById(tipoFuente)?.nombre ?? '');

  const finish = () => {
    onClose();
    onDone?.();
    void refresh();
  };

  const confirmar = () => {
    if (tipoFuente === null) return;
    if (isOnlySource) {
      eliminar.mutate(expediente.id, {
        onSuccess: () => {
          toast.success('Expediente eliminado correctamente');
          finish();
          // Seed 000 §2: after deleting a case the user goes to /admin (the list stays put).
          if (location.pathname !== '/admin/default') navigate('/admin');
        },
        onError: (error) => {
          toast.error(deleteErrorMessage(error), { title: 'Error al eliminar expediente', autoClose: 9000 });
          onClose();
        },
      });
      return;
    }
    desactivar.mutate(
      { idExpediente: expediente.id, tipoFuente },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          finish();
        },
        onError: (error) => {
          showSourceError(error, 'desactivacion');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened={tipoFuente !== null}
      onClose={onClose}
      closeOnClickOutside={!isSending}
      closeOnEscape={!isSending}
      withCloseButton={!isSending}
      title={isOnlySource ? 'Desactivar fuente y eliminar proceso' : 'Desactivar fuente de consulta'}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          ¿Deseas desactivar la consulta del proceso{' '}
          <Text span ff="monospace">
            {expediente.numero}
          </Text>{' '}
          en {nombre}?
        </Text>
        <Text size="sm" c={isOnlySource ? 'red.7' : 'dimmed'}>
          {isOnlySource
            ? 'Es la única fuente de consulta activa de este proceso: al desactivarla se eliminará el proceso y dejaremos de consultarlo.'
            : 'Las demás fuentes de consulta del proceso seguirán consultándose.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirmar} loading={isSending}>
            {isOnlySource ? 'Desactivar y eliminar' : 'Desactivar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
