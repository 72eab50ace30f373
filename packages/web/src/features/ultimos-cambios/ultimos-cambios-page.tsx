/**
 * /admin/UltimosCambios (seed 001 §2 'Latest-changes table'; route and side-menu entry ours, see
 * docs/decisions/0006): the account's new actuaciones and matches, newest first, 1000 a page;
 * parties cut at 80 characters; a row opens the case. On a phone, a card per change (as the
 * change control's list) instead of a table wider than the screen.
 */
import type { UltimosCambios } from '@expediente/domain/contrato/ultimos-cambios';
import { Alert, Anchor, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api-client.ts';
import { VerMas } from '../../ui/ver-mas.tsx';
import { recortarPartes } from './recortar-partes.ts';
import { TarjetaUltimoCambio } from './tarjeta-ultimo-cambio.tsx';

/** Below the theme's md (48em), as the change control's list. */
const CONSULTA_TELEFONO = '(max-width: 47.99em)';

export function UltimosCambiosPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const enTelefono = useMediaQuery(CONSULTA_TELEFONO, false, { getInitialValueInEffect: false });
  const lista = useInfiniteQuery({
    queryKey: ['ultimos-cambios'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<UltimosCambios>(`/UltimosCambios?pagina=${pageParam}`, { signal }),
    getNextPageParam: (last) => (last.hayMas ? last.pagina + 1 : undefined),
  });
  if (lista.isPending)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  if (lista.isError) return <Alert color="red">No pudimos cargar los últimos cambios.</Alert>;
  const filas = lista.data.pages.flatMap((pagina) => pagina.cambios);
  return (
    <Stack gap="md">
      <Title order={2}>Últimos cambios</Title>
      {filas.length === 0 ? (
        <Text c="dimmed">Aún no hemos encontrado cambios en tus procesos.</Text>
      ) : enTelefono ? (
        <Stack gap="sm">
          {filas.map((fila) => (
            <TarjetaUltimoCambio key={fila.idCambio} fila={fila} origen={location.pathname} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={1000}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Número de expediente</Table.Th>
                <Table.Th>Fuente</Table.Th>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Demandantes</Table.Th>
                <Table.Th>Demandados</Table.Th>
                <Table.Th>Última actuación</Table.Th>
                <Table.Th>Fecha última actuación</Table.Th>
                <Table.Th>Término</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filas.map((fila) => (
                <Table.Tr
                  key={fila.idCambio}
                  data-testid="fila-ultimo-cambio"
                  style={{ cursor: 'pointer' }}
                  onClick={(event) => {
                    // The radicado's link (the keyboard's way in) navigates by itself.
                    if ((event.target as HTMLElement).closest('a')) return;
                    navigate(`/admin/DetalleDelExpediente/${fila.idExpediente}`, {
                      state: { origen: location.pathname },
                    });
                  }}
                >
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/DetalleDelExpediente/${fila.idExpediente}`}
                      state={{ origen: location.pathname }}
                      size="sm"
                    >
                      {fila.numeroExpediente}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{fila.fuente}</Table.Td>
                  <Table.Td>{fila.fecha ?? '---'}</Table.Td>
                  <Table.Td>{recortarPartes(fila.demandantes)}</Table.Td>
                  <Table.Td>{recortarPartes(fila.demandados)}</Table.Td>
                  <Table.Td>{fila.ultimaActuacion ?? '---'}</Table.Td>
                  <Table.Td>{fila.fechaUltimaActuacion ?? '---'}</Table.Td>
                  <Table.Td title={fila.reglaTermino ?? undefined}>{fila.termino ?? '---'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <VerMas
        hayMas={lista.hasNextPage}
        cargando={lista.isFetchingNextPage}
        onVerMas={() => void lista.fetchNextPage()}
      >
        Ver más cambios
      </VerMas>
    </Stack>
  );
}
