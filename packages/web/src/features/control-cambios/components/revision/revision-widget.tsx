/**
 * The floating, draggable, minimisable change-review widget on the case detail (seed 001 §2, §3),
 * opened by ?idCambio=&rol=: the review card, the importance widget and the attachments.
 */
import { MESSAGES } from '@expediente/domain';
import type { RolControl } from '@expediente/domain/contrato/control-cambios';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery, useViewportSize } from '@mantine/hooks';
import { IconGripVertical, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCambioDetalle } from '../../api/cambio-api.ts';
import { urlControlEnRevision } from '../control/rutas-control.ts';
import { PASO_6_PENDIENTE } from '../control/tutorial.tsx';
import { Importancia } from './importancia.tsx';
import { RevisionCard } from './revision-card.tsx';

const POSITION_KEY = 'revision-widget-posicion';
const WIDTH = 400;
/** The header and at least this much of the card stay inside the window however it is dragged. */
const ALTO_VISIBLE_MINIMO = 260;
const ALTO_CABECERA = 44;
/** Arrow keys on the move handle: a step, or a long one with Shift (WCAG 2.5.7, issue 24.3). */
const PASO_TECLADO = 24;
const PASO_TECLADO_LARGO = 96;
/** Below Mantine's md (768 px) the widget is part of the page, above the tabs, not a floating panel. */
export const CONSULTA_EN_LINEA = '(max-width: 47.99em)';

interface Posicion {
  x: number;
  y: number;
}

function initialPosition(): Posicion {
  const saved = sessionStorage.getItem(POSITION_KEY);
  if (saved) return JSON.parse(saved) as Posicion;
  return { x: Math.max(8, window.innerWidth - WIDTH - 24), y: 80 };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), Math.max(0, max));
}

/** A position kept inside a window of this size: the whole width and the header on screen. */
export function dentroDeLaVentana(posicion: Posicion, ancho: number, alto: number): Posicion {
  return {
    x: clamp(posicion.x, ancho - WIDTH),
    y: clamp(posicion.y, alto - Math.min(ALTO_VISIBLE_MINIMO, alto)),
  };
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
  const enLinea = useMediaQuery(CONSULTA_EN_LINEA, false, { getInitialValueInEffect: false });
  const ventana = useViewportSize();
  const [minimizado, setMinimizado] = useState(false);
  const [guardada, setPosicion] = useState(initialPosition);
  const arrastre = useRef<{ dx: number; dy: number } | null>(null);
  const onDirtyChange = useCallback(() => {}, []);
  // Re-clamped on every render: a window made smaller brings the widget back on screen.
  const alto = ventana.height || window.innerHeight;
  const posicion = dentroDeLaVentana(guardada, ventana.width || window.innerWidth, alto);

  const mover = (siguiente: Posicion) => {
    const dentro = dentroDeLaVentana(siguiente, window.innerWidth, window.innerHeight);
    setPosicion(dentro);
    return dentro;
  };
  const empezar = (event: PointerEvent<HTMLDivElement>) => {
    arrastre.current = { dx: event.clientX - posicion.x, dy: event.clientY - posicion.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const arrastrar = (event: PointerEvent<HTMLDivElement>) => {
    if (!arrastre.current) return;
    mover({ x: event.clientX - arrastre.current.dx, y: event.clientY - arrastre.current.dy });
  };
  const soltar = () => {
    arrastre.current = null;
    sessionStorage.setItem(POSITION_KEY, JSON.stringify(posicion));
  };
  const moverConTeclado = (event: KeyboardEvent<HTMLButtonElement>) => {
    const paso = event.shiftKey ? PASO_TECLADO_LARGO : PASO_TECLADO;
    const delta = {
      ArrowLeft: { x: -paso, y: 0 },
      ArrowRight: { x: paso, y: 0 },
      ArrowUp: { x: 0, y: -paso },
      ArrowDown: { x: 0, y: paso },
    }[event.key];
    if (!delta) return;
    event.preventDefault();
    const nueva = mover({ x: posicion.x + delta.x, y: posicion.y + delta.y });
    sessionStorage.setItem(POSITION_KEY, JSON.stringify(nueva));
  };

  const contenido = isPending ? (
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
  );

  const botonMinimizar = (
    <ActionIcon
      variant="transparent"
      c="white"
      aria-label={minimizado ? 'Mostrar revisión' : 'Minimizar revisión'}
      aria-expanded={!minimizado}
      onPointerDown={(event) => event.stopPropagation()}
      onClick={() => setMinimizado(!minimizado)}
    >
      {minimizado ? <IconMaximize size={16} /> : <IconMinimize size={16} />}
    </ActionIcon>
  );

  if (enLinea) {
    // On a phone the review is a section of the page: it covers nothing and scrolls with it.
    return (
      <Paper withBorder radius="md" role="region" aria-label="Revisión del cambio" data-modo="en-linea">
        <Group justify="space-between" px="sm" py={6} bg="blue.7" style={{ borderRadius: '8px 8px 0 0' }}>
          <Text size="sm" fw={600} c="white">
            Revisión del cambio
          </Text>
          {botonMinimizar}
        </Group>
        {minimizado ? null : <Box p="sm">{contenido}</Box>}
      </Paper>
    );
  }

  return (
    <Paper
      shadow="xl"
      withBorder
      radius="md"
      w={`min(${WIDTH}px, calc(100vw - 16px))`}
      role="dialog"
      aria-label="Revisión del cambio"
      data-modo="flotante"
      style={{ position: 'fixed', left: posicion.x, top: posicion.y, zIndex: 300 }}
    >
      <Group
        justify="space-between"
        wrap="nowrap"
        px="sm"
        py={6}
        bg="blue.7"
        style={{ cursor: 'move', borderRadius: '8px 8px 0 0', touchAction: 'none' }}
        onPointerDown={empezar}
        onPointerMove={arrastrar}
        onPointerUp={soltar}
      >
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Arrastra o usa las flechas del teclado para mover" withArrow>
            <ActionIcon
              variant="transparent"
              c="white"
              aria-label="Mover revisión"
              aria-describedby="revision-mover-ayuda"
              onKeyDown={moverConTeclado}
            >
              <IconGripVertical size={16} />
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden id="revision-mover-ayuda">
            Usa las flechas del teclado para mover la revisión; con Mayúsculas, pasos más largos.
          </VisuallyHidden>
          <Text size="sm" fw={600} c="white">
            Revisión del cambio
          </Text>
        </Group>
        {botonMinimizar}
      </Group>
      {minimizado ? null : (
        // The card scrolls inside the window's height below the widget's top, so what is under
        // Tito's draft (the editor, the importance control) is never off screen (issue 21.6).
        <ScrollArea.Autosize
          mah={Math.max(160, alto - posicion.y - ALTO_CABECERA - 12)}
          p="sm"
          // Scrolled from the keyboard too (axe scrollable-region-focusable).
          viewportProps={{ tabIndex: 0 }}
        >
          {contenido}
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
