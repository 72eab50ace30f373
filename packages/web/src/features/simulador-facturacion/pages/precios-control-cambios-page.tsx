/** /admin/PreciosControlCambios (seed 002 §2, §9): the premium change-control offer. */
import { CONTROL_CAMBIOS_PREMIUM } from '@expediente/domain';
import { Badge, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatearCop } from '../../facturacion/index.ts';

const INCLUYE = [
  'El control de cambios del día con todo lo que encontramos antes de las 8:00 a. m.',
  'Tito prioriza los cambios importantes y propone conclusiones.',
  'Revisión en equipo con tus usuarios asociados y el informe para el coordinador.',
  'Calendario de cambios de los días anteriores.',
];

export function PreciosControlCambiosPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>Control de cambios premium</Title>
        <Text c="dimmed">Revisa con tu equipo cada cambio de tus procesos, todos los días.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder radius="md" padding="lg">
          <Badge color="teal" variant="light" w="fit-content">
            Prueba gratis
          </Badge>
          <Text fz={36} fw={800} mt="sm" aria-label="Precio de la prueba">
            {formatearCop(CONTROL_CAMBIOS_PREMIUM.precioPrueba)}
          </Text>
          <Text c="dimmed">por {CONTROL_CAMBIOS_PREMIUM.diasPrueba} días calendario</Text>
          <Text size="sm" mt="md">
            Usa el control de cambios premium sin costo durante {CONTROL_CAMBIOS_PREMIUM.diasPrueba} días
            calendario.
          </Text>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Badge color="blue" variant="light" w="fit-content">
            Premium
          </Badge>
          <Text fz={36} fw={800} mt="sm" aria-label="Precio mensual premium">
            {formatearCop(CONTROL_CAMBIOS_PREMIUM.precioMensual)}
          </Text>
          <Text c="dimmed">por mes</Text>
          <Text size="sm" mt="md">
            Al terminar la prueba, el control de cambios premium cuesta{' '}
            {formatearCop(CONTROL_CAMBIOS_PREMIUM.precioMensual)} al mes.
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" padding="lg">
        <Text fw={700} mb="xs">
          Qué incluye
        </Text>
        <List spacing="xs" icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}>
          {INCLUYE.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        <Button component={Link} to="/admin/CalendarioDeCambios" mt="md" w="fit-content">
          Ir a mi control de cambios
        </Button>
      </Card>
    </Stack>
  );
}
