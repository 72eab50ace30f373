/**
 * A source card in the case card's 'Activar/desactivar fuentes' row (seed 000 §2 'Source card'):
 * name, count, last action and its date, término, consultation date, and the actions the state allows.
 */
import { fuenteById, motivoTexto, producesCoincidencias } from '@expediente/domain';
import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { fechaCorta } from '../../../lib/dates.ts';
import { SOURCE_COLORS } from '../../expedientes/index.ts';
import { PANTALLAZO_FUENTES } from '../api/pantallazos-api.ts';
import {
  consultaText,
  conteoText,
  esConsultaFallida,
  nocheText,
  sourceCardState,
  sourceStateText,
  ultimaActuacionText,
} from '../source-status.ts';

export interface SourceCardActions {
  onActivate: () => void;
  onDeactivate: () => void;
  onView: () => void;
  onPantallazo: (idConsulta: number) => void;
}

export interface SourceCardProps extends SourceCardActions {
  tipoFuente: number;
  proceso: ProcesoEnFuente | undefined;
  /** The 'lawyer is not the client' variant: nothing can be changed from here. */
  disabled?: boolean;
}

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <Text size="xs">
      <Text span c="dimmed" size="xs">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

function RegisteredBody({ proceso }: { proceso: ProcesoEnFuente }) {
  return (
    <Stack gap={2}>
      <Text size="xs" lineClamp={2} title={proceso.ultimaActuacion ?? undefined}>
        {ultimaActuacionText(proceso)}
      </Text>
      <Dato label="Fecha" value={fechaCorta(proceso.fechaUltimaActuacion)} />
      <Dato label="Término" value={fechaCorta(proceso.termino)} />
    </Stack>
  );
}

export function SourceCard({
  tipoFuente,
  proceso,
  disabled = false,
  onActivate,
  onDeactivate,
  onView,
  onPantallazo,
}: SourceCardProps) {
  const fuente = fuenteById(tipoFuente);
  const state = sourceCardState(proceso);
  const stateText = sourceStateText(proceso);
  // The reason is stale once the source is switched off or being registered again.
  const motivo =
    state === 'inactiva' || state === 'registrando' ? null : motivoTexto(proceso?.motivo, tipoFuente);
  const isCoincidencias = producesCoincidencias(tipoFuente);
  const idUltimaConsulta = proceso?.idUltimaConsulta ?? null;
  const hasPantallazo = PANTALLAZO_FUENTES.includes(tipoFuente) && idUltimaConsulta !== null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="source-card"
      data-fuente={fuente?.clave}
      data-state={state}
      style={{ borderTop: `3px solid var(--mantine-color-${SOURCE_COLORS[tipoFuente] ?? 'gray'}-6)` }}
    >
      <Stack gap={6} h="100%" justify="space-between">
        <Stack gap={4}>
          {/* The count goes under the name when both do not fit on a line: beside it, it was cut to
              '240 A…' on a phone and '2 COINCID…' beside 'Publicaciones Procesales' at a desk. */}
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Text fw={600} size="sm">
              {fuente?.nombre}
            </Text>
            {proceso && state === 'activa' ? (
              <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
                {conteoText(proceso)}
              </Badge>
            ) : null}
          </Group>
          {stateText ? (
            <Group gap={6} wrap="nowrap">
              {state === 'registrando' ? <Loader size={12} /> : null}
              <Text size="xs" c={state === 'error' ? 'red.7' : 'dimmed'}>
                {stateText}
              </Text>
            </Group>
          ) : null}
          {motivo ? (
            <Text size="xs" c="dimmed" data-testid="motivo">
              {motivo}
            </Text>
          ) : null}
          {proceso && state === 'activa' ? <RegisteredBody proceso={proceso} /> : null}
          {proceso?.activo && state !== 'registrando' ? (
            <Text size="xs" c={esConsultaFallida(proceso) ? 'orange.8' : 'dimmed'} data-testid="consulta">
              {consultaText(proceso)}
            </Text>
          ) : null}
          {proceso?.activo && state !== 'registrando' && nocheText(proceso) ? (
            <Text size="xs" c="dimmed" data-testid="noche">
              {nocheText(proceso)}
            </Text>
          ) : null}
        </Stack>
        <Group gap={6}>
          {state === 'inactiva' ? (
            <Button size="compact-xs" onClick={onActivate} disabled={disabled}>
              Activar consulta
            </Button>
          ) : null}
          {state === 'activa' ? (
            <Button size="compact-xs" variant="light" onClick={onView} disabled={disabled}>
              {isCoincidencias ? 'Ver documentos / autos' : 'Ver actuaciones'}
            </Button>
          ) : null}
          {state === 'activa' && hasPantallazo && idUltimaConsulta !== null ? (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onPantallazo(idUltimaConsulta)}
              disabled={disabled}
            >
              Último pantallazo
            </Button>
          ) : null}
          {state === 'activa' || state === 'error' ? (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDeactivate} disabled={disabled}>
              Eliminar fuente
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
