/** The thank-you dialog with confetti, opened once on the review-complete transition (seed 001 §4). */
import type { ControlCambiosDia } from '@expediente/domain/contrato/control-cambios';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { lanzarConfeti } from './confeti.ts';

/**
 * The seed's title thanks for 'los cambios de hoy'; a past day's control, reviewed late or opened
 * from the calendar, is named by its date instead (hoy: the engine's day, yyyymmdd).
 */
export function tituloGracias(control: Pick<ControlCambiosDia, 'idFecha' | 'fecha'>, hoy: number): string {
  return control.idFecha >= hoy
    ? '¡Gracias por revisar los cambios de hoy!'
    : `¡Gracias por revisar los cambios del ${control.fecha}!`;
}

interface GraciasDialogProps {
  titulo: string;
  opened: boolean;
  onClose: () => void;
  onVerInforme: () => void;
}

export function GraciasDialog({ titulo, opened, onClose, onVerInforme }: GraciasDialogProps) {
  useEffect(() => {
    if (!opened) return;
    void lanzarConfeti();
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={titulo} centered>
      <Stack>
        <Text>Revisaste todos los cambios del día. El informe de cambios importantes está listo.</Text>
        <Button onClick={onVerInforme}>Ver informe</Button>
      </Stack>
    </Modal>
  );
}
