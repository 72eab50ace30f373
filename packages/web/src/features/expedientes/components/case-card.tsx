/** A case in the Procesos list (seed 000 §2 'Case card'). */
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Expediente } from '../api/types.ts';
import { CaseField } from './case-field.tsx';
import { CaseStatus } from './case-status.tsx';

export function CaseCard({ expediente }: { expediente: Expediente }) {
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="case-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/admin/DetalleDelExpediente/${expediente.id}`}
              ff="monospace"
              fw={600}
              style={{ wordBreak: 'break-all' }}
            >
              {expediente.numero}
            </Anchor>
            <Text size="sm" c="dimmed">
              {expediente.ciudad ?? '(Ciudad sin especificar)'}
            </Text>
          </Stack>
          {expediente.creadoPorCambioEntidad ? (
            <Badge color="violet" variant="light">
              Creado por cambio de instancia
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <CaseField label="Despacho" value={expediente.despacho} />
          <CaseField label="Clase" value={expediente.clase} />
          <CaseField label="Demandantes" value={expediente.demandantes} />
          <CaseField label="Demandados" value={expediente.demandados} />
        </SimpleGrid>
        <CaseStatus expediente={expediente} />
      </Stack>
    </Paper>
  );
}
