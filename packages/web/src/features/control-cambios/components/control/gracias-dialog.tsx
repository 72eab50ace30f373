/** The thank-you dialog with confetti, opened once on the review-complete transition (seed 001 §4). */
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { lanzarConfeti } from './confeti.ts';

interface GraciasDialogProps {
  opened: boolean;
  onClose: () => void;
  onVerInforme: () => void;
}

export function GraciasDialog({ opened, onClose, onVerInforme }: GraciasDialogProps) {
  useEffect(() => {
    if (!opened) return;
    void lanzarConfeti();
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="¡Gracias por revisar los cambios de hoy!" centered>
      <Stack>
        <Text>Revisaste todos los cambios del día. El informe de cambios importantes está listo.</Text>
        <Button onClick={onVerInforme}>Ver informe</Button>
      </Stack>
    </Modal>
  );
}
