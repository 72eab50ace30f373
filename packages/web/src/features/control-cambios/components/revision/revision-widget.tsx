/**
 * The floating, draggable, minimisable change-review widget on the case detail (seed 001 §2, §3),
 * opened by ?idCambio=&rol=: the review card, the importance widget and the attachments.
 */
import { MESSAGES } from '@expediente/domain';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconGripVertical, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import type { Expediente } from '../../../expedientes/api/types.ts';
import { useCambioDetalle } from '../../api/cambio-api.ts';
import type { RolControl } from '../../api/types.ts';
import { urlControlEnRevision } from '../control/rutas-control.ts';
import { PASO_6_PENDIENTE } from '../control/tutorial.tsx';
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

/**
 * The dependent tutorial's sixth step (seed 001 §4: it ends with a pending step-6 flag): the five
 * steps run on the control page; the sixth is shown here, on the review widget, once, then cleared.
 */
function Paso6Tutorial() {
  const [pendiente, setPendiente] = useState(() => localStorage.getItem(PASO_6_PENDIENTE) === 'true');
  if (!pendiente) return null;
  return (
    <Alert color="violet" variant="light" title="Guía: paso 6 de 6" p="xs" data-testid="tutorial-paso-6">
      <Stack gap={6}>
        <Text size="sm">
          Escribe aquí tu conclusión y pulsa "Guardar y continuar" para pasar al siguiente cambio. Marca si es
          importante para que llegue al informe del coordinador.
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          color="violet"
          onClick={() => {
            localStorage.removeItem(PASO_6_PENDIENTE);
            setPendiente(false);
          }}
        >
          Entendido
        </Button>
      </Stack>
    </Alert>
  );
}

interface RevisionWidgetProps {
  idCambio: number;
  rol: RolControl;
  expediente: Expediente;
}

export function RevisionWidget({ idCambio, rol, expediente }: RevisionWidgetProps) {
  const { data: cambio, error, isPending } = useCambioDetalle(idCambio);
  const navigate = useNavigate();
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
              <Paso6Tutorial />
              {cambio.idControl !== null ? (
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() =>
                    navigate(urlControlEnRevision(cambio.idControl ?? 0), {
                      state: { revision: { idExpediente: expediente.id, idCambio: cambio.id, rol } },
                    })
                  }
                >
                  Ver el control del día
                </Anchor>
              ) : null}
              <RevisionCard key={cambio.id} cambio={cambio} rol={rol} onDirtyChange={onDirtyChange} />
              {cambio.tipoCambio === 0 ? <Importancia cambio={cambio} expediente={expediente} /> : null}
            </Stack>
          )}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
