/**
 * The floating, draggable, minimisable change-review widget on the case detail (seed 001 §2, §3),
 * opened by ?idCambio=&rol=: the review card, the importance widget and the attachments.
 */
import { MESSAGES } from '@expediente/domain';
import { ActionIcon, Alert, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import type { Expediente } from '../../../expedientes/api/types.ts';
import { useCambioDetalle } from '../../api/cambio-api.ts';
import type { RolControl } from '../../api/types.ts';
import { Importancia } from './importancia.tsx';
import { RevisionCard } from './revision-card.tsx';

const POSITION_KEY = 'revision-widget-posicion';
const WIDTH = 380;

function initialPosition(): { x: number; y: number } {
  const saved = sessionStorage.getItem(POSITION_KEY);
  if (saved) return JSON.parse(saved) as { x: number; y: number };
  return { x: Math.max(8, window.innerWidth - WIDTH - 24), y: 80 };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

interface RevisionWidgetProps {
  idCambio: number;
  rol: RolControl;
  expediente: Expediente;
}

export function RevisionWidget({ idCambio, rol, expediente }: RevisionWidgetProps) {
  const { data: cambio, error, isPending } = useCambioDetalle(idCambio);
  const [minimizado, setMinimizado] = useState(false);
  const [posicion, setPosicion] = useState(initialPosition);
  const arrastre = useRef<{ dx: number; dy: number } | null>(null);
  const onDirtyChange = useCallback(() => {}, []);

  const empezar = (event: PointerEvent<HTMLDivElement>) => {
    arrastre.current = { dx: event.clientX - posicion.x, dy: event.clientY - posicion.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const mover = (event: PointerEvent<HTMLDivElement>) => {
    if (!arrastre.current) return;
    // Kept inside the viewport.
    setPosicion({
      x: clamp(event.clientX - arrastre.current.dx, window.innerWidth - WIDTH),
      y: clamp(event.clientY - arrastre.current.dy, window.innerHeight - 48),
    });
  };
  const soltar = () => {
    arrastre.current = null;
    sessionStorage.setItem(POSITION_KEY, JSON.stringify(posicion));
  };

  return (
    <Paper
      shadow="xl"
      withBorder
      radius="md"
      w={WIDTH}
      role="dialog"
      aria-label="Revisión del cambio"
      style={{ position: 'fixed', left: posicion.x, top: posicion.y, zIndex: 300 }}
    >
      <Group
        justify="space-between"
        px="sm"
        py={6}
        bg="blue.7"
        style={{ cursor: 'move', borderRadius: '8px 8px 0 0', touchAction: 'none' }}
        onPointerDown={empezar}
        onPointerMove={mover}
        onPointerUp={soltar}
      >
        <Group gap={4}>
          <IconGripVertical size={16} color="white" />
          <Text size="sm" fw={600} c="white">
            Revisión del cambio
          </Text>
        </Group>
        <ActionIcon
          variant="transparent"
          c="white"
          aria-label={minimizado ? 'Mostrar revisión' : 'Minimizar revisión'}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => setMinimizado(!minimizado)}
        >
          {minimizado ? <IconMaximize size={16} /> : <IconMinimize size={16} />}
        </ActionIcon>
      </Group>
      {minimizado ? null : (
        <ScrollArea.Autosize mah="70vh" p="sm">
          {isPending ? (
            <Center p="md">
              <Loader size="sm" />
            </Center>
          ) : !cambio ? (
            <Alert color="red">
              {error instanceof ApiError && error.status === 404
                ? MESSAGES.CambioNoEncontrado
                : MESSAGES.ErrorObtenerCambios}
            </Alert>
          ) : (
            <Stack gap="md">
              <RevisionCard key={cambio.id} cambio={cambio} rol={rol} onDirtyChange={onDirtyChange} />
              {cambio.tipoCambio === 0 ? <Importancia cambio={cambio} expediente={expediente} /> : null}
            </Stack>
          )}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
