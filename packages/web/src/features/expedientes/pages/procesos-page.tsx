/** /admin/default: the case list with search, sort and 'Siguiente pagina' (seed 000 §2). */
import { MESSAGES } from '@expediente/domain';
import { Alert, Button, Center, Loader, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import type { OrdenExpedientes } from '../api/types.ts';
import { DEFAULT_ORDER, expedientesRootKey, useExpedientesPaginados } from '../api/use-expedientes.ts';
import { CaseCard } from '../components/case-card.tsx';
import { ProcesosToolbar } from '../components/procesos-toolbar.tsx';

function EmptyState() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconFolderOpen size={30} />
        </ThemeIcon>
        <Text fw={600} ta="center">
          Aun no tienes procesos registrados
        </Text>
      </Stack>
    </Paper>
  );
}

export function ProcesosPage() {
  const queryClient = useQueryClient();
  const [busqueda, setBusqueda] = useState('');
  const [orden, setOrden] = useState<OrdenExpedientes>(DEFAULT_ORDER);
  const lista = useExpedientesPaginados(busqueda, orden);

  // A case registered elsewhere (another tab, a bulk load) appears without reloading.
  useRealtimeEvent('NuevoProceso', () => {
    void queryClient.invalidateQueries({ queryKey: expedientesRootKey });
  });

  if (lista.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (lista.isError) {
    return (
      <Alert color="red" variant="light" title="Error al cargar los procesos">
        {MESSAGES.ErrorCargarProcesos}
      </Alert>
    );
  }

  const expedientes = lista.data.pages.flatMap((page) => page.expedientes);
  // With no search and nothing on the first page, the lawyer has no cases at all.
  if (busqueda === '' && expedientes.length === 0) return <EmptyState />;

  return (
    <Stack gap="md">
      <ProcesosToolbar busqueda={busqueda} onBuscar={setBusqueda} orden={orden} onOrden={setOrden} />
      {lista.isFetching && !lista.isFetchingNextPage ? (
        <Center>
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      ) : null}
      {expedientes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No se encontraron procesos
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Procesos">
          {expedientes.map((expediente) => (
            <CaseCard key={expediente.id} expediente={expediente} />
          ))}
        </Stack>
      )}
      {lista.isFetchingNextPage ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Cargando
          </Text>
          <Progress value={100} animated striped aria-label="Cargando" />
        </Stack>
      ) : null}
      {lista.hasNextPage && !lista.isFetchingNextPage ? (
        <Center>
          <Button variant="light" onClick={() => void lista.fetchNextPage()}>
            Siguiente pagina
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
