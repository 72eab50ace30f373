/**
 * 'Servicios integrados' (seed 002 §2 'Integrated services' and 'Service history'): the account's
 * real service requests on the left, filtered by the §3 statuses, and the chosen one's detail on
 * the right (quote number, request date, cases, service, monthly cost). Reject and Contract are
 * shown but not wired, as in the seed. Open only to accounts with the flag: the page asks the flag
 * first (the shell has it cached), so an account without it never draws the server's 403.
 */
import {
  ESTADOS_SOLICITUD,
  type EstadoSolicitud,
  ETIQUETAS_ESTADO_SOLICITUD,
  formatearInstante,
  MENSAJES_SUPERINTENDENCIAS,
} from '@expediente/domain';
import type { SolicitudServicio } from '@expediente/domain/contrato/superintendencias';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatearCop } from '../../facturacion/index.ts';
import { useServiciosIntegradosHabilitado, useSolicitudesServicio } from '../api/superintendencias-api.ts';

const COLOR_ESTADO: Record<EstadoSolicitud, string> = {
  solicitado: 'blue',
  cotizado: 'yellow',
  contratado: 'green',
  cobrado: 'teal',
  rechazado: 'red',
  realizado: 'gray',
};
/** The seed's filter menu order: request quote, contracted, rejected, quoted, charged, done. */
const FILTROS: EstadoSolicitud[] = [
  'solicitado',
  'contratado',
  'rechazado',
  'cotizado',
  'cobrado',
  'realizado',
];

export function EstadoBadge({ estado }: { estado: EstadoSolicitud }) {
  return <Badge color={COLOR_ESTADO[estado]}>{ETIQUETAS_ESTADO_SOLICITUD[estado]}</Badge>;
}

export function ServiciosIntegradosPage() {
  const habilitado = useServiciosIntegradosHabilitado();
  const solicitudes = useSolicitudesServicio(habilitado.data === true);
  const [filtro, setFiltro] = useState<EstadoSolicitud | null>(null);
  const [elegida, setElegida] = useState<number | null>(null);

  if (habilitado.data === false)
    return (
      <Alert color="orange" role="alert">
        {MENSAJES_SUPERINTENDENCIAS.NoHabilitado}
      </Alert>
    );
  if (habilitado.isError || solicitudes.isError)
    return (
      <Alert color="orange" role="alert">
        {solicitudes.error instanceof ApiError && solicitudes.error.status === 403
          ? MENSAJES_SUPERINTENDENCIAS.NoHabilitado
          : 'No se pudo obtener el historial de servicios.'}
      </Alert>
    );

  if (!solicitudes.isSuccess) return <Loader aria-label="Cargando solicitudes" />;

  const lista = solicitudes.data.filter((s) => !filtro || s.estado === filtro);
  const detalle: SolicitudServicio | undefined = lista.find((s) => s.id === elegida) ?? lista[0];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Servicios integrados</Title>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button variant="light" leftSection={<IconFilter size={16} />}>
              {filtro ? `Filtro: ${ETIQUETAS_ESTADO_SOLICITUD[filtro]}` : 'Filtrar'}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => setFiltro(null)}>Todas</Menu.Item>
            {FILTROS.filter((e) => ESTADOS_SOLICITUD.includes(e)).map((estado) => (
              <Menu.Item key={estado} onClick={() => setFiltro(estado)}>
                {ETIQUETAS_ESTADO_SOLICITUD[estado]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Paper withBorder p="sm">
            {lista.length === 0 ? (
              <Text c="dimmed">No hay solicitudes{filtro ? ' con este estado' : ''}.</Text>
            ) : (
              <Table highlightOnHover aria-label="Historial de servicios">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Servicio</Table.Th>
                    <Table.Th>Procesos</Table.Th>
                    <Table.Th>Fecha de solicitud</Table.Th>
                    <Table.Th>Estado</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lista.map((s) => (
                    <Table.Tr
                      key={s.id}
                      onClick={() => setElegida(s.id)}
                      style={{ cursor: 'pointer' }}
                      aria-selected={detalle?.id === s.id}
                    >
                      <Table.Td>
                        {/* The row selects on click; this button lets the keyboard do it too. */}
                        <UnstyledButton fz="sm" ta="start" onClick={() => setElegida(s.id)}>
                          {s.servicio}: {s.superintendencia}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{s.numeroProcesos}</Table.Td>
                      <Table.Td>{formatearInstante(new Date(s.fechaSolicitud))}</Table.Td>
                      <Table.Td>
                        <EstadoBadge estado={s.estado} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {detalle ? (
            <Paper withBorder p="md" aria-label="Detalle de la solicitud" component="section">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={4}>Solicitud {detalle.id}</Title>
                  <EstadoBadge estado={detalle.estado} />
                </Group>
                <Text size="sm">Número de cotización: {detalle.numeroCotizacion ?? 'Pendiente'}</Text>
                <Text size="sm">
                  Fecha de solicitud: {formatearInstante(new Date(detalle.fechaSolicitud))}
                </Text>
                <Text size="sm">Procesos cotizados: {detalle.numeroProcesos}</Text>
                <Text size="sm">
                  Servicio: {detalle.servicio} — {detalle.superintendencia}
                </Text>
                <Text size="sm">Costo mensual: {formatearCop(detalle.valorMensual)} más IVA</Text>
                <Stack gap={2}>
                  {detalle.procesos.map((p) => (
                    <Text key={`${p.radicado}-${p.demandante}`} size="xs" c="dimmed">
                      {p.radicado}: {p.demandante} contra {p.demandado}
                    </Text>
                  ))}
                </Stack>
                <Group justify="flex-end">
                  {/* Seed 002 §2: shown, behaviour not wired; the service desk contacts the lawyer. */}
                  <Button variant="default" disabled>
                    Rechazar
                  </Button>
                  <Button disabled>Contratar</Button>
                </Group>
              </Stack>
            </Paper>
          ) : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
