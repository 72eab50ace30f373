/** A case in the Procesos list (seed 000 §2 'Case card'). */
import { fuenteById } from '@expediente/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Expediente } from '../api/types.ts';
import { CaseField } from './case-field.tsx';
import { SourceChip } from './source-chip.tsx';

export function ultimoCambioTexto(expediente: Expediente): string | null {
  if (!expediente.tieneCambioEnFuente || !expediente.fechaUltimoCambioFuenteStr) return null;
  const fuente =
    expediente.fuenteUltimoCambio === null ? undefined : fuenteById(expediente.fuenteUltimoCambio);
  let texto = `Encontrado el ${expediente.fechaUltimoCambioFuenteStr} en la fuente de consulta ${fuente?.nombre ?? 'Fuente desconocida'}`;
  if (expediente.tieneTerminoEnFuente && expediente.fechaTerminoEnFuenteStr) {
    texto += ` y con termino para el ${expediente.fechaTerminoEnFuenteStr}`;
  }
  return texto;
}

export function CaseCard({ expediente }: { expediente: Expediente }) {
  const cambio = ultimoCambioTexto(expediente);
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
        {cambio ? (
          <Text size="sm" fw={500} c="blue.8">
            {cambio}
          </Text>
        ) : null}
        {expediente.procesosEnFuentesDatos.length > 0 ? (
          <Group gap="xs" aria-label="Fuentes de consulta">
            {expediente.procesosEnFuentesDatos.map((proceso) => (
              <SourceChip key={`${proceso.tipoFuente}-${proceso.idProceso ?? ''}`} proceso={proceso} />
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
