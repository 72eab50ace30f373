/** The coordinator report view (?tipoInforme=informeCoordinador, seed 001 §2): important changes only. */

import type { ControlCambiosDia } from '@expediente/domain/contrato/control-cambios';
import {
  Anchor,
  Badge,
  Box,
  Center,
  Collapse,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { aDocumentoDeResumen, plainText } from '../../../expedientes/index.ts';
import { useCambios, useHoyParaTextos } from '../../api/control-api.ts';
import { detalleUrl } from './cambios-table.tsx';
import { DocumentosCambio } from './documentos-cambio.tsx';
import { GraciasDialog, tituloGracias } from './gracias-dialog.tsx';
import { Paginacion } from './paginacion.tsx';
import { informeRevisado } from './transicion.ts';

/**
 * Remembers, for this tab, that the report was seen with important changes still to review, so the
 * thank-you dialog opens once when they all become reviewed — here, or after reviewing the last
 * one on the case detail and coming back (seed 001 §2 'A thank-you dialog appears when all changes
 * become reviewed').
 */
function useGraciasAlCompletar(control: ControlCambiosDia): [boolean, () => void] {
  const [abierto, setAbierto] = useState(false);
  const completo = informeRevisado(control);
  const clave = `informe-coordinador-pendiente-${control.id}`;
  useEffect(() => {
    if (!completo) {
      if (control.totalImportantes > 0) sessionStorage.setItem(clave, 'true');
      return;
    }
    if (sessionStorage.getItem(clave) !== 'true') return;
    sessionStorage.removeItem(clave);
    setAbierto(true);
  }, [completo, clave, control.totalImportantes]);
  return [abierto, () => setAbierto(false)];
}

/**
 * The report's heading (seed 001 §2) says 'hoy' only for the engine's today (yyyymmdd); a past day
 * names its date.
 */
export function tituloInforme(control: Pick<ControlCambiosDia, 'idFecha' | 'fecha'>, hoy: number): string {
  const base = 'Este es el reporte de los procesos que debes revisar porque';
  return control.idFecha >= hoy
    ? `${base} tienen un cambio importante hoy`
    : `${base} tuvieron un cambio importante el ${control.fecha}`;
}

export function InformeCoordinador({ control }: { control: ControlCambiosDia }) {
  const [pagina, setPagina] = useState(1);
  const { data, isPending } = useCambios(control.id, 'Todos', pagina, 'coordinador');
  const [abierta, setAbierta] = useState<number | null>(null);
  const [gracias, cerrarGracias] = useGraciasAlCompletar(control);
  const hoy = useHoyParaTextos();
  return (
    <Stack gap="md">
      <Title order={3}>{tituloInforme(control, hoy)}</Title>
      {/* Mantine's sm is 380 px here: three cards side by side only from a tablet up. */}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            Fecha de los cambios
          </Text>
          <Title order={4}>{control.fecha}</Title>
          <Anchor component={Link} to="/admin/CalendarioDeCambios" size="sm">
            Ver días anteriores
          </Anchor>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            Procesos a revisar
          </Text>
          <Title order={4}>{control.totalImportantes}</Title>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="sm" c="dimmed">
            Notas revisadas
          </Text>
          <Title order={4}>{control.importantesRevisados}</Title>
        </Paper>
      </SimpleGrid>
      {isPending ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : !data || data.cambios.length === 0 ? (
        <Text c="dimmed">No hay cambios marcados como importantes en este día.</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="xs" fz="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                {['Revisado', 'Radicado', 'Demandantes', 'Demandados', 'Resumen', 'Documentos'].map(
                  (header) => (
                    <Table.Th key={header}>{header}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.cambios.map((cambio) => {
                const conclusion = cambio.conclusion ? plainText(aDocumentoDeResumen(cambio.conclusion)) : '';
                return (
                  <Fragment key={cambio.id}>
                    <Table.Tr
                      style={{ cursor: 'pointer' }}
                      onClick={(event) => {
                        // The change's own button (for the keyboard), the documents' button and
                        // menu (in a portal, whose clicks still bubble here through React) and the
                        // radicado link act alone.
                        if ((event.target as HTMLElement).closest('button, a, [role=menu]')) return;
                        setAbierta(abierta === cambio.id ? null : cambio.id);
                      }}
                      data-testid="fila-informe"
                    >
                      <Table.Td>
                        {/* The whole word, as in the control's table: the narrowest column of the
                            report cut it to 'REVIS…' on a phone and at 1366 px. */}
                        <Badge
                          color={cambio.estado >= 1 ? 'green' : 'gray'}
                          variant="light"
                          styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                        >
                          {cambio.estado >= 1 ? 'Revisado' : 'Sin revisar'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={detalleUrl(cambio, 'principal')} size="sm">
                          {cambio.numeroExpediente}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{cambio.demandantes}</Table.Td>
                      <Table.Td>{cambio.demandandos}</Table.Td>
                      <Table.Td>
                        <UnstyledButton
                          fz="sm"
                          ta="start"
                          aria-expanded={abierta === cambio.id}
                          onClick={() => setAbierta(abierta === cambio.id ? null : cambio.id)}
                        >
                          {cambio.detalleUltimoCambio}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <DocumentosCambio idCambio={cambio.id} cantidad={cambio.cantidadDocumentosAdjuntos} />
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Td colSpan={6} p={0} style={{ borderTop: 0 }}>
                        <Collapse expanded={abierta === cambio.id}>
                          <Box p="sm" mah={150} style={{ overflowY: 'auto' }}>
                            <Text fw={600} size="sm">
                              Conclusión
                            </Text>
                            {conclusion ? (
                              <Text size="sm">{conclusion}</Text>
                            ) : (
                              <Text size="sm" fs="italic">
                                Sin conclusión
                              </Text>
                            )}
                          </Box>
                        </Collapse>
                      </Table.Td>
                    </Table.Tr>
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paginacion pagina={pagina} totalPaginas={data?.totalPaginas ?? 0} onChange={setPagina} />
      <GraciasDialog
        titulo={tituloGracias(control, hoy)}
        opened={gracias}
        onClose={cerrarGracias}
        onVerInforme={cerrarGracias}
      />
    </Stack>
  );
}
