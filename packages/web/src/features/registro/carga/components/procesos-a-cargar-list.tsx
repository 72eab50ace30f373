/** One row per case of the load: its radicado (a link once the case exists) and its state. */

import type { ProcesoACargar } from '@expediente/domain/contrato/registro';
import { Anchor, Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { itemLabel } from '../model/carga-progress.ts';

function Fila({ item }: { item: ProcesoACargar }) {
  const { label, color, detail } = itemLabel(item);
  const partes = item.informacionUltimaActuacion;
  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={`Proceso ${item.numeroProceso}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        {item.idExpediente !== null ? (
          <Anchor
            component={Link}
            to={`/admin/DetalleDelExpediente/${item.idExpediente}`}
            ff="monospace"
            size="sm"
          >
            {item.numeroProceso}
          </Anchor>
        ) : (
          <Text ff="monospace" size="sm">
            {item.numeroProceso}
          </Text>
        )}
        <Badge
          color={color}
          variant="light"
          leftSection={item.estado === 'Registrando' ? <Loader size={10} /> : null}
        >
          {label}
        </Badge>
      </Group>
      {detail ? (
        <Text size="xs" c="dimmed" mt={4}>
          {detail}
        </Text>
      ) : null}
      {partes?.demandante || partes?.demandado ? (
        <Text size="xs" mt={4} lineClamp={2}>
          {partes.demandante ?? '(Sin especificar)'} contra {partes.demandado ?? '(Sin especificar)'}
        </Text>
      ) : null}
    </Paper>
  );
}

export function ProcesosACargarList({ items }: { items: ProcesoACargar[] }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Procesos de la carga">
      {items.map((item) => (
        <Fila key={item.id} item={item} />
      ))}
    </Stack>
  );
}
