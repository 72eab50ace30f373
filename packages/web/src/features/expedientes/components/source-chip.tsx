/** One source chip on a case card: the source code in its colour and the activation status (seed 000 §4). */
import { fuenteById } from '@expediente/domain';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { ProcesoEnFuente } from '../api/types.ts';

export const SOURCE_COLORS: Record<number, string> = {
  0: 'blue',
  1: 'teal',
  2: 'grape',
  3: 'orange',
  4: 'cyan',
  5: 'indigo',
  6: 'pink',
};

export type ChipStatus = 'activando' | 'activada' | 'error-activacion' | 'error-consulta';

export const CHIP_STATUS_LABEL: Record<ChipStatus, string> = {
  activando: 'Activando',
  activada: 'Activada',
  'error-activacion': 'Error en la activacion',
  'error-consulta': 'La consulta no esta activa debido a un error',
};

export function chipStatus(proceso: ProcesoEnFuente): ChipStatus {
  if (proceso.estado === 3) return 'error-consulta';
  if (proceso.estado === 2) return proceso.idActualizacion ? 'activada' : 'error-activacion';
  return 'activando';
}

const STATUS_COLOR: Record<ChipStatus, string> = {
  activando: 'yellow',
  activada: 'green',
  'error-activacion': 'red',
  'error-consulta': 'red',
};

export function SourceChip({ proceso }: { proceso: ProcesoEnFuente }) {
  const fuente = fuenteById(proceso.tipoFuente);
  const status = chipStatus(proceso);
  const color = SOURCE_COLORS[proceso.tipoFuente] ?? 'gray';
  return (
    <Tooltip label={fuente?.nombre ?? 'Fuente desconocida'} withArrow>
      <Group
        gap={6}
        wrap="nowrap"
        data-testid="source-chip"
        data-status={status}
        px={8}
        py={4}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 16 }}
      >
        <Badge color={color} variant="filled" size="sm" radius="xl" aria-label={fuente?.nombre}>
          {fuente?.codigo ?? '?'}
        </Badge>
        <Text size="xs" c={STATUS_COLOR[status]} fw={500}>
          {CHIP_STATUS_LABEL[status]}
        </Text>
        {status === 'activada' && proceso.numActuaciones !== null ? (
          <Badge color="gray" variant="light" size="xs" title="Actuaciones">
            {proceso.numActuaciones}
          </Badge>
        ) : null}
      </Group>
    </Tooltip>
  );
}
