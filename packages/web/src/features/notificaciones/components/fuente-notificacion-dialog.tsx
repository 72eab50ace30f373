/**
 * The source-detail dialog opened from a notification (seed 001 §2): the same viewer as the case
 * detail's source cards, with the offer to deactivate the source.
 */
import { Center, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { useExpediente } from '../../expedientes/index.ts';
import { DeactivateSourceDialog, SourceViewer } from '../../fuentes/index.ts';

export interface FuenteNotificacionDialogProps {
  idExpediente: number;
  tipoFuente: number;
  onClose: () => void;
}

export function FuenteNotificacionDialog({
  idExpediente,
  tipoFuente,
  onClose,
}: FuenteNotificacionDialogProps) {
  const expediente = useExpediente(idExpediente);
  const [desactivar, setDesactivar] = useState(false);
  if (!expediente.data) {
    return (
      <Modal opened onClose={onClose} title="Cargando la fuente…">
        <Center p="lg">{expediente.isError ? 'No pudimos cargar el proceso.' : <Loader />}</Center>
      </Modal>
    );
  }
  const caso = expediente.data;
  const activos = caso.procesosEnFuentesDatos.filter((proceso) => proceso.activo);
  if (desactivar)
    return (
      <DeactivateSourceDialog
        tipoFuente={tipoFuente}
        expediente={caso}
        isOnlySource={activos.length <= 1}
        onClose={onClose}
      />
    );
  return (
    <SourceViewer
      tipoFuente={tipoFuente}
      expediente={caso}
      proceso={caso.procesosEnFuentesDatos.find((proceso) => proceso.tipoFuente === tipoFuente)}
      onClose={onClose}
      onActivate={onClose}
      onDeactivate={() => setDesactivar(true)}
    />
  );
}
