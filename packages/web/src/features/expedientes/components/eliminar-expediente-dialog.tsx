/**
 * Deleting a case (seed 000 §2, §4, §8): blocked while a source is activating; otherwise a confirm
 * dialog stops every source and removes the case. The button is a plain element and the dialog
 * (with its mutation) mounts the first time it opens: the list draws one per card (issue 21, item 18).
 */
import { MESSAGES } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useEliminarExpediente } from '../api/use-case-edits.ts';
import classes from './case-card.module.css';
import { useMontadoAlAbrir } from './montado-al-abrir.ts';
import { tieneFuenteActivando } from './reglas-tarjeta.ts';

interface EliminarExpedienteProps {
  expediente: Expediente;
  /** Called after the case is gone (the detail page goes back to /admin). */
  onEliminado?: () => void;
}

export function EliminarExpedienteButton({ expediente, onEliminado }: EliminarExpedienteProps) {
  const [abierto, setAbierto] = useState(false);
  const dialogo = useMontadoAlAbrir(abierto);

  const abrir = () => {
    if (tieneFuenteActivando(expediente.procesosEnFuentesDatos)) {
      toast.warning(MESSAGES.DebesEsperarActivacion, { id: 'debes-esperar-activacion' });
      return;
    }
    setAbierto(true);
  };

  return (
    <>
      {/* A native title: a Mantine Tooltip measures its target on mount, once per card of the list. */}
      <button
        type="button"
        className={`${classes.botonIcono} ${classes.rojo}`}
        aria-label="Eliminar expediente"
        title="Eliminar expediente"
        onClick={abrir}
      >
        <IconTrash size={18} />
      </button>
      {dialogo.montado ? (
        <EliminarExpedienteDialog
          expediente={expediente}
          abierto={dialogo.abierto}
          onClose={() => setAbierto(false)}
          onEliminado={onEliminado}
        />
      ) : null}
    </>
  );
}

function EliminarExpedienteDialog({
  expediente,
  abierto,
  onClose,
  onEliminado,
}: EliminarExpedienteProps & { abierto: boolean; onClose: () => void }) {
  const eliminar = useEliminarExpediente(expediente.id);

  // mutateAsync, not mutate's callbacks: the list refetched after the delete unmounts this card,
  // and React Query drops mutate's callbacks of an unmounted component — the success toast was
  // then never shown (CI 26/11).
  const confirmar = async () => {
    try {
      await eliminar.mutateAsync();
    } catch (error) {
      onClose();
      if (error instanceof ApiError && error.code === 'DebesEsperarActivacion') {
        toast.warning(MESSAGES.DebesEsperarActivacion);
        return;
      }
      toast.error(MESSAGES.ErrorEliminarExpediente, {
        title: 'Error al eliminar expediente',
        autoClose: 6000,
      });
      return;
    }
    onClose();
    toast.success('Expediente eliminado correctamente.');
    onEliminado?.();
  };

  return (
    <Modal
      opened={abierto}
      onClose={onClose}
      title="Eliminar expediente"
      closeOnClickOutside={!eliminar.isPending}
      closeOnEscape={!eliminar.isPending}
      withCloseButton={!eliminar.isPending}
    >
      <Stack gap="md">
        <Text size="sm">
          ¿Seguro que deseas eliminar el expediente{' '}
          <Text span ff="monospace" fw={600}>
            {expediente.numero}
          </Text>
          ? Se dejarán de consultar todas sus fuentes y esta acción no se puede deshacer.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={eliminar.isPending}>
            Cancelar
          </Button>
          <Button color="red" onClick={confirmar} loading={eliminar.isPending}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
