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
    // One column on a phone: a card holds the code, a name up to 'Publicaciones Procesales' and the
    // switch, which needs about 250 px; two columns at 390 px and four at 1366 px cut the switch and
    // the code ('E..', 'P.'). Four columns only where each card gets that width (xl, 1200 px).
    <SimpleGrid cols={{ base: 1, md: 2, xl: 4 }} spacing="sm">
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
              <Badge variant={activa ? 'filled' : 'outline'} size="sm" style={{ flexShrink: 0 }}>
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
