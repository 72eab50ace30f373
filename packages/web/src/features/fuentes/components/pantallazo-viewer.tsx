/**
 * Screenshot viewer (seed 000 §2): the stored consultation of a day, laid out like the source's
 * page as the engine read it. It says plainly that it is a reconstruction, not an image.
 */
import { horaBogota } from '@expediente/domain';
import { Alert, Center, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { fechaCorta } from '../../../lib/dates.ts';
import { usePantallazo } from '../api/pantallazos-api.ts';

const ESTADO_TEXT: Record<string, string> = {
  consultado: 'Consulta exitosa',
  errorTecnico: 'La fuente no respondió (error técnico)',
  cambioDeFormato: 'La fuente cambió de formato',
  noEncontrado: 'Búsqueda sin resultados',
  privado: 'Proceso no público',
};

export function PantallazoViewer({
  idConsulta,
  onClose,
}: {
  idConsulta: number | null;
  onClose: () => void;
}) {
  const { data, isPending, isError } = usePantallazo(idConsulta);
  return (
    <Modal opened={idConsulta !== null} onClose={onClose} title="Último pantallazo" size="xl" centered>
      {isPending ? (
        <Center py="lg">
          <Loader aria-label="Cargando" />
        </Center>
      ) : null}
      {isError ? (
        <Alert color="yellow" variant="light">
          No hay pantallazo disponible
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="sm" data-testid="pantallazo">
          <Text size="xs" c="dimmed">
            Reconstrucción de la página de {data.fuente} tal como la leímos el {fechaCorta(data.fecha)} a las{' '}
            {horaBogota(new Date(data.consultadoEn))} (hora de Bogotá).
          </Text>
          <Paper withBorder p="sm" radius="sm">
            <Stack gap={4}>
              <Text fw={700}>{data.fuente}</Text>
              <Text size="sm" ff="monospace">
                {data.numero}
              </Text>
              {data.despacho ? <Text size="sm">{data.despacho}</Text> : null}
              <Text size="sm" c={data.estado === 'consultado' ? 'green.8' : 'orange.8'}>
                {ESTADO_TEXT[data.estado] ?? data.estado}
              </Text>
            </Stack>
          </Paper>
          {data.actuaciones.length === 0 ? (
            <Text size="sm" c="dimmed">
              Sin actuación
            </Text>
          ) : (
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha de actuación</Table.Th>
                  <Table.Th>Actuación</Table.Th>
                  <Table.Th>Fecha de registro</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.actuaciones.map((actuacion, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: actuaciones have no stable id in every source.
                  <Table.Tr key={`${actuacion.fechaActuacion ?? ''}-${index}`}>
                    <Table.Td>{fechaCorta(actuacion.fechaActuacion)}</Table.Td>
                    <Table.Td>
                      {actuacion.descripcion}
                      {actuacion.anotacion ? ` - ${actuacion.anotacion}` : ''}
                    </Table.Td>
                    <Table.Td>{fechaCorta(actuacion.fechaRegistro)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
