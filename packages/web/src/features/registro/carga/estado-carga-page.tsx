/** /admin/estado-carga-automatica/{id}: progress of a bulk load of more than 5 cases (seed 000 §2). */
import { MESSAGES } from '@expediente/domain';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { EstadoCargaView } from './components/estado-carga-view.tsx';

export function EstadoCargaPage() {
  const { id } = useParams();
  const idCarga = Number(id);
  const isValidId = Number.isInteger(idCarga) && idCarga > 0;
  return (
    <Stack gap="md">
      <Title order={2}>Estado de la carga automática de procesos</Title>
      <Paper withBorder radius="md" p="lg">
        {isValidId ? (
          <EstadoCargaView id={idCarga} />
        ) : (
          <Alert color="red" variant="light" title="No se puede acceder a la carga">
            {MESSAGES.CargaNoEncontrada}
          </Alert>
        )}
      </Paper>
    </Stack>
  );
}
