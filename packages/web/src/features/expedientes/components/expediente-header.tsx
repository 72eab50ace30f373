/** The case fields at the top of the case detail. */
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Expediente } from '../api/types.ts';
import { CaseField } from './case-field.tsx';
import { CaseStatus } from './case-status.tsx';

export function ExpedienteHeader({ expediente }: { expediente: Expediente }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text
              ff="monospace"
              fw={700}
              size="lg"
              style={{ wordBreak: 'break-all' }}
              data-testid="expediente-numero"
            >
              {expediente.numero}
            </Text>
            <Text size="sm" c="dimmed">
              {expediente.ciudad ?? '(Ciudad sin especificar)'}
            </Text>
          </Stack>
          <Group gap="xs">
            {expediente.etiqueta ? <Badge variant="outline">{expediente.etiqueta}</Badge> : null}
            {expediente.creadoPorCambioEntidad ? (
              <Badge color="violet" variant="light">
                Creado por cambio de instancia
              </Badge>
            ) : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
          <CaseField label="Despacho" value={expediente.despacho} />
          <CaseField label="Corporación" value={expediente.corporacion} />
          <CaseField label="Clase" value={expediente.clase} />
          <CaseField label="Demandantes" value={expediente.demandantes} />
          <CaseField label="Demandados" value={expediente.demandados} />
        </SimpleGrid>
        <CaseStatus expediente={expediente} />
      </Stack>
    </Paper>
  );
}
