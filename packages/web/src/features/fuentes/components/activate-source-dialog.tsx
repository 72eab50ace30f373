/**
 * 'Activar fuente de consulta' (seed 000 §2, §4 'Activating a source'): idle → sending (inputs
 * read-only, a spinner instead of Confirmar) → success dialog (the lists refresh on close) or an
 * error toast (the dialog closes). The form starts again from the suggestions each time.
 */
import { fuenteById } from '@expediente/domain';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { showSourceError } from '../api/activation-errors.ts';
import { useActivarFuente, useRefreshExpedientes } from '../api/fuentes-api.ts';
import { esFuenteCompleta, type SourceValues, suggestedSourceValues } from '../source-form.ts';
import { ActivationSuccessDialog } from './activation-success-dialog.tsx';
import { SourceFields } from './source-fields.tsx';

export interface ActivateSourceTarget {
  id: number;
  numero: string;
  demandantes?: string | null;
  demandados?: string | null;
}

export interface ActivateSourceDialogProps {
  /** The source to activate; null keeps the dialog closed. */
  tipoFuente: number | null;
  expediente: ActivateSourceTarget;
  onClose: () => void;
}

function ActivateSourceForm({
  tipoFuente,
  expediente,
  onClose,
  onActivated,
  activar,
}: {
  tipoFuente: number;
  expediente: ActivateSourceTarget;
  onClose: () => void;
  onActivated: () => void;
  activar: ReturnType<typeof useActivarFuente>;
}) {
  const [values, setValues] = useState<SourceValues>(() =>
    suggestedSourceValues(expediente.numero, expediente),
  );
  const onChange = useCallback((next: SourceValues) => setValues(next), []);
  const isSending = activar.isPending;
  const confirmar = () => {
    activar.mutate(
      { idExpediente: expediente.id, numero: expediente.numero, tipoFuente, values },
      {
        onSuccess: onActivated,
        onError: (error) => {
          showSourceError(error, 'activacion');
          onClose();
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <SourceFields tipoFuente={tipoFuente} values={values} onChange={onChange} readOnly={isSending} />
      {tipoFuente === 1 || tipoFuente === 2 ? (
        <Text size="sm">
          No necesitas diligenciar información adicional: buscaremos el proceso por su radicado.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={isSending}>
          Cancelar
        </Button>
        {isSending ? (
          <Loader size="sm" aria-label="Enviando" />
        ) : (
          <Button onClick={confirmar} disabled={!esFuenteCompleta(tipoFuente, values)}>
            Confirmar
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function ActivateSourceDialog({ tipoFuente, expediente, onClose }: ActivateSourceDialogProps) {
  const [activada, setActivada] = useState<number | null>(null);
  const activar = useActivarFuente();
  // While the request is out the dialog cannot be dismissed: its answer decides what comes next.
  const isSending = activar.isPending;
  const refresh = useRefreshExpedientes();
  const closeSuccess = () => {
    setActivada(null);
    void refresh();
  };
  return (
    <>
      <Modal
        opened={tipoFuente !== null}
        onClose={onClose}
        closeOnClickOutside={!isSending}
        closeOnEscape={!isSending}
        withCloseButton={!isSending}
        title={
          <Stack gap={0} component="span">
            <Text span fw={700}>
              Activar fuente de consulta
            </Text>
            <Text span size="sm" c="dimmed" ff="monospace">
              {expediente.numero}
            </Text>
          </Stack>
        }
        centered
      >
        {tipoFuente !== null ? (
          <Stack gap="sm">
            <Text fw={600}>{fuenteById(tipoFuente)?.nombre}</Text>
            {/* Keyed by source so the form starts afresh for each activation. */}
            <ActivateSourceForm
              key={tipoFuente}
              tipoFuente={tipoFuente}
              expediente={expediente}
              onClose={onClose}
              activar={activar}
              onActivated={() => {
                setActivada(tipoFuente);
                onClose();
              }}
            />
          </Stack>
        ) : null}
      </Modal>
      <ActivationSuccessDialog
        opened={activada !== null}
        onClose={closeSuccess}
        fuente={activada === null ? '' : (fuenteById(activada)?.nombre ?? '')}
      />
    </>
  );
}
