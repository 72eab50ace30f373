/** /admin/default: the case list. Only the first page and the empty state for now. */
import { Alert, Center, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFolderOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime-event.ts';
import { expedientesQueryKey, useExpedientes } from '../api/use-expedientes.ts';

export function ProcesosPage() {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useExpedientes();

  // A case registered elsewhere (another tab, a bulk load) appears without reloading.
  useRealtimeEvent('NuevoProceso', () => {
    void queryClient.invalidateQueries({ queryKey: expedientesQueryKey });
  });

  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light">
        Error al cargar los procesos
      </Alert>
    );
  }
  if (data.expedientes.length === 0) {
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
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Procesos">
      {data.expedientes.map((expediente) => (
        <Paper key={expediente.id} component="li" withBorder radius="md" p="md">
          <Text ff="monospace" style={{ wordBreak: 'break-all' }}>
            {expediente.numero}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
