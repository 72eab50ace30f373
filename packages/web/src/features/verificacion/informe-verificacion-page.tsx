/**
 * /admin/informe-procesos-verificados/:id (seed 001 §2 'Verification report'): what the automatic
 * verification did to the account's cases, four statistic cards, the cases 20 at a time with a
 * summary popover, and a first-time modal with the survey and 'No volver a mostrar'. Owner only.
 * Not `features/verificador`, the dialog where the lawyer pastes radicados to find missing cases.
 */
import { MESSAGES } from '@expediente/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Modal,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { VERIFICATION_SURVEY_URL } from '../../lib/external-links.ts';
import { toast } from '../../lib/toast.ts';
import { VerMas } from '../../ui/ver-mas.tsx';
import { usePreferenciasNotificacion } from '../notificaciones/index.ts';
import {
  estadoVerificacionTexto,
  useEstadisticasVerificacion,
  useMarcarInformeVisto,
  useProcesosVerificados,
} from './verificacion-api.ts';

function Tarjeta({ titulo, valor }: { titulo: string; valor: number }) {
  return (
    <Card withBorder radius="md" data-testid="estadistica-verificacion">
      <Text size="sm" c="dimmed">
        {titulo}
      </Text>
      <Text fz={28} fw={700}>
        {valor}
      </Text>
    </Card>
  );
}

export function InformeVerificacionPage() {
  const params = useParams();
  const id = Number(params.id);
  const navigate = useNavigate();
  const estadisticas = useEstadisticasVerificacion(id);
  const terminado = (estadisticas.data?.estado ?? 0) >= 4;
  const procesos = useProcesosVerificados(id, terminado);
  const usuario = usePreferenciasNotificacion();
  const marcarVisto = useMarcarInformeVisto();
  const [modalCerrado, setModalCerrado] = useState(false);

  useEffect(() => {
    const error = estadisticas.error;
    if (!error) return;
    if (error instanceof ApiError && error.status === 400)
      toast.warning(error.message, { title: 'Atención' });
    else toast.error(MESSAGES.InformeVerificacionNoEncontrado, { title: 'Error' });
    navigate('/admin/default', { replace: true });
  }, [estadisticas.error, navigate]);

  if (!estadisticas.data)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  const datos = estadisticas.data;
  const filas = procesos.data?.pages.flatMap((pagina) => pagina.procesos) ?? [];
  const yaVisto = usuario.data?.yaVioElInformedeVerificacion;
  const mostrarModal = terminado && yaVisto === false && !modalCerrado;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Informe de procesos verificados</Title>
        <Badge size="lg" color={terminado ? 'green' : 'blue'} data-testid="estado-verificacion">
          {estadoVerificacionTexto(datos.estado)}
        </Badge>
      </Group>
      <Text c="dimmed" maw={760}>
        Revisamos cada uno de tus procesos en las fuentes que permiten encontrarlos por su radicado (Unificada
        y, para los procesos administrativos, Samai). Donde el proceso estaba publicado y la consulta no
        estaba activa, la activamos para que no se te escape ninguna actuación.
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Tarjeta titulo="Procesos verificados" valor={datos.procesosVerificados} />
        <Tarjeta titulo="Procesos con fuentes activadas" valor={datos.procesosActivados} />
        <Tarjeta titulo="Fuentes activadas" valor={datos.fuentesActivadas} />
        <Tarjeta titulo="Procesos ya completos" valor={datos.procesosCompletos} />
      </SimpleGrid>
      {!terminado ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>
            Verificando {datos.procesosVerificados} de {datos.totalProcesos} procesos…
          </Text>
        </Group>
      ) : null}
      <Table.ScrollContainer minWidth={800}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Radicado</Table.Th>
              <Table.Th>Demandantes</Table.Th>
              <Table.Th>Demandados</Table.Th>
              <Table.Th>Etiqueta</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Resumen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.map((fila) => (
              <Table.Tr key={fila.idExpediente} data-testid="proceso-verificado">
                <Table.Td>
                  <Anchor component={Link} to={`/admin/DetalleDelExpediente/${fila.idExpediente}`}>
                    {fila.numeroProceso}
                  </Anchor>
                </Table.Td>
                <Table.Td>{fila.demandantes || '—'}</Table.Td>
                <Table.Td>{fila.demandados || '—'}</Table.Td>
                <Table.Td>{fila.etiqueta ?? '—'}</Table.Td>
                <Table.Td>{estadoVerificacionTexto(fila.estadoVerificacion)}</Table.Td>
                <Table.Td>
                  <Popover width={320} withArrow>
                    <Popover.Target>
                      <Button size="xs" variant="light">
                        {fila.resumen.length > 0 ? 'Ver resumen' : 'Sin novedades'}
                      </Button>
                    </Popover.Target>
                    <Popover.Dropdown>
                      <Stack gap={4}>
                        {fila.resumen.length > 0 ? (
                          fila.resumen.map((texto) => (
                            <Text key={texto} size="sm">
                              {texto}
                            </Text>
                          ))
                        ) : (
                          <Text size="sm">
                            Este proceso ya estaba activo en todas las fuentes que lo publican.
                          </Text>
                        )}
                      </Stack>
                    </Popover.Dropdown>
                  </Popover>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VerMas
        hayMas={procesos.hasNextPage}
        cargando={procesos.isFetchingNextPage}
        onVerMas={() => void procesos.fetchNextPage()}
      >
        Ver más procesos
      </VerMas>
      <Modal opened={mostrarModal} onClose={() => setModalCerrado(true)} title="Verificamos tus procesos">
        <Stack>
          <Text>
            Activamos {datos.fuentesActivadas} {datos.fuentesActivadas === 1 ? 'fuente' : 'fuentes'} en{' '}
            {datos.procesosActivados} {datos.procesosActivados === 1 ? 'proceso' : 'procesos'}. ¿Nos cuentas
            qué te pareció?
          </Text>
          <Button component="a" href={VERIFICATION_SURVEY_URL} target="_blank" rel="noopener noreferrer">
            Responder la encuesta
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              marcarVisto.mutate();
              setModalCerrado(true);
            }}
          >
            No volver a mostrar
          </Anchor>
        </Stack>
      </Modal>
    </Stack>
  );
}
