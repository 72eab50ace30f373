/** The seven source toggle cards of the simulator (seed 002 §2). */
import { FUENTES, type FuenteId } from '@expediente/domain';
import { Badge, Card, Group, SimpleGrid, Switch } from '@mantine/core';

export function FuentesSimulador({
  activas,
  onAlternar,
}: {
  activas: readonly FuenteId[];
  onAlternar: (id: FuenteId) => void;
}) {
  return (
    // One column up to 380 px: two cards with a switch each do not fit in 320 px (WCAG 1.4.10).
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      {FUENTES.map((fuente) => {
        const activa = activas.includes(fuente.id);
        return (
          <Card
            key={fuente.id}
            withBorder
            radius="md"
            padding="sm"
            bg={activa ? 'var(--mantine-color-blue-light)' : undefined}
          >
            <Group gap="xs" wrap="nowrap">
              <Badge variant={activa ? 'filled' : 'outline'} size="sm">
                {fuente.codigo}
              </Badge>
              <Switch
                label={fuente.nombre}
                labelPosition="left"
                checked={activa}
                onChange={() => onAlternar(fuente.id)}
                styles={{ label: { fontWeight: 600 } }}
              />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
