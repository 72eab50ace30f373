/** The three summary cards of the day's control (seed 001 §2 'Dashboard summary cards'). */

import type { ControlCambiosDia } from '@expediente/domain/contrato/control-cambios';
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { otrosPorRevisar } from './resumen-control.ts';
import { porcentajeRevisado, tiempoRelativo } from './tiempo-relativo.ts';

function useAhora(): Date {
  const [ahora, setAhora] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setAhora(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return ahora;
}

export function DashboardCards({ control }: { control: ControlCambiosDia }) {
  const ahora = useAhora();
  const pendientes = control.totalCambios - control.totalCambiosRevisados;
  const otros = otrosPorRevisar(control);
  // Mantine's sm is 380 px here: three cards side by side only from a tablet up.
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Cambios por revisar
        </Text>
        {/* The day's changes; the cases without change or not consulted are told apart below. */}
        <Title order={3} data-testid="cambios-por-revisar">
          {control.pendientesCambiosDelDia}
        </Title>
        {otros ? (
          <Text size="sm" data-testid="otros-por-revisar">
            {otros}
          </Text>
        ) : null}
        <Anchor component={Link} to="/admin/CalendarioDeCambios" size="sm">
          Ver días anteriores
        </Anchor>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          Cambios revisados
        </Text>
        <Title order={3} data-testid="cambios-revisados">
          {porcentajeRevisado(control.totalCambiosRevisados, control.totalCambios)}%
        </Title>
        <Text size="sm">
          {control.totalCambiosRevisados} de {control.totalCambios}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" c="dimmed">
          {pendientes > 0 ? 'En revisión' : 'Revisión terminada'}
        </Text>
        <Title order={3}>Última revisión</Title>
        <Text size="sm" data-testid="ultima-revision">
          {control.ultimaRevision
            ? tiempoRelativo(new Date(control.ultimaRevision), ahora)
            : 'Aún no hay revisiones'}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}
