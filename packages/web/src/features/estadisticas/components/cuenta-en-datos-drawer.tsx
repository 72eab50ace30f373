/**
 * The 'Tu cuenta en datos' drawer (seed 002 §2): the last day, the last 5 and the last 30
 * summaries, and the weekly movement of the account's cases. Each block loads on its own, so a
 * slow window does not hold the others back.
 */
import { MESSAGES } from '@expediente/domain';
import type { UltimosResumenes } from '@expediente/domain/contrato/estadisticas';
import { Alert, Divider, Drawer, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useCambiosPorSemana, useUltimoResumen, useUltimosResumenes } from '../api/estadisticas-api.ts';
import { cerrarEstadisticas } from '../estadisticas-store.ts';

/** Seed 002 §8: the weekly call's failure is a toast (its text is not shown there; ours). */
const ERROR_CAMBIOS_POR_SEMANA = 'No pudimos cargar el movimiento semanal de tus procesos.';

function Cifra({ etiqueta, valor }: { etiqueta: string; valor: number | string }) {
  return (
    <Stack gap={0} data-testid="cifra-cuenta">
      <Text fw={800} size="xl">
        {typeof valor === 'number' ? valor.toLocaleString('es-CO') : valor}
      </Text>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
    </Stack>
  );
}

function Bloque({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={titulo}>
      <Title order={4}>{titulo}</Title>
      {children}
    </Stack>
  );
}

function Ventana({ datos }: { datos: UltimosResumenes | undefined }) {
  if (!datos) return <Loader size="sm" />;
  if (datos.totales.numeroResumenes === 0) return <Text size="sm">Aún no hay resúmenes.</Text>;
  const { totales } = datos;
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Cifra etiqueta="consultas realizadas" valor={totales.consultasRealizadas} />
      <Cifra etiqueta="cambios" valor={totales.totalCambios} />
      <Cifra etiqueta="procesos con cambios" valor={totales.expedientesConCambios} />
      <Cifra etiqueta="documentos" valor={totales.totalDocumentos} />
      <Cifra etiqueta="horas ahorradas" valor={totales.horasAhorradas} />
      <Cifra etiqueta="noches consultadas" valor={totales.numeroResumenes} />
    </SimpleGrid>
  );
}

export function CuentaEnDatosDrawer({ opened }: { opened: boolean }) {
  const ultimo = useUltimoResumen(opened);
  const cinco = useUltimosResumenes(5, opened);
  const treinta = useUltimosResumenes(30, opened);
  const semanas = useCambiosPorSemana(opened);
  useEffect(() => {
    if (semanas.isError) toast.error(ERROR_CAMBIOS_POR_SEMANA, { id: 'cambios-por-semana' });
  }, [semanas.isError]);

  return (
    <Drawer
      opened={opened}
      onClose={cerrarEstadisticas}
      position="right"
      size="md"
      title="Tu cuenta en datos"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stack gap="lg">
        <Bloque titulo="Último día">
          {ultimo.isPending ? (
            <Loader size="sm" />
          ) : ultimo.isError ? (
            <Alert color="gray">{ultimo.error.message}</Alert>
          ) : ultimo.data === null ? (
            <Alert color="gray">{MESSAGES.EstadisticasSinResumenes}</Alert>
          ) : (
            <>
              <Text size="xs" c="dimmed">
                Consulta del {ultimo.data.fecha}
              </Text>
              <SimpleGrid cols={3} spacing="xs">
                <Cifra etiqueta="consultas realizadas" valor={ultimo.data.consultasRealizadas} />
                <Cifra etiqueta="cambios" valor={ultimo.data.totalCambios} />
                <Cifra etiqueta="horas ahorradas" valor={ultimo.data.horasAhorradas} />
              </SimpleGrid>
            </>
          )}
        </Bloque>
        <Divider />
        <Bloque titulo="Últimos 5 días">
          <Ventana datos={cinco.data} />
        </Bloque>
        <Divider />
        <Bloque titulo="Últimos 30 días">
          <Ventana datos={treinta.data} />
        </Bloque>
        <Divider />
        <Bloque titulo="Movimiento semanal">
          {semanas.data ? (
            <Stack gap={6}>
              <Fila etiqueta="Cambiaron la semana pasada" valor={semanas.data.cambiaronSemanaPasada} />
              <Fila etiqueta="Cambiaron hace dos semanas" valor={semanas.data.cambiaronHaceDosSemanas} />
              <Fila
                etiqueta="Sin cambios hace más de 3 semanas"
                valor={semanas.data.sinCambiosMasDeTresSemanas}
              />
              <Text size="xs" c="dimmed">
                De {semanas.data.totalExpedientes} procesos, al {semanas.data.fechaReferencia}.
              </Text>
            </Stack>
          ) : semanas.isError ? null : (
            <Loader size="sm" />
          )}
        </Bloque>
      </Stack>
    </Drawer>
  );
}

function Fila({ etiqueta, valor }: { etiqueta: string; valor: number }) {
  return (
    <Group justify="space-between" data-testid="fila-semanal">
      <Text size="sm">{etiqueta}</Text>
      <Text fw={700}>{valor}</Text>
    </Group>
  );
}
