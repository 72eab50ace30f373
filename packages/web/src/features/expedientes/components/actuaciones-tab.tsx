/** 'Actuaciones' tab of the case detail: Todas plus one sub-tab per source, ordered by count (seed 000 §2). */
import { fuenteById } from '@expediente/domain';
import { Badge, Center, Group, Loader, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { fechaCorta } from '../../../lib/dates.ts';
import { VerMas } from '../../../ui/ver-mas.tsx';
import { DescargarIcsButton } from '../../calendario-feed/index.ts';
import type { ActuacionFila } from '../api/types.ts';
import { useActuaciones } from '../api/use-expediente-detalle.ts';
import { SOURCE_COLORS } from './source-chip.tsx';
import { TerminoCalculado } from './termino-calculado.tsx';
import { type ActuacionUnida, unirActuaciones } from './unir-actuaciones.ts';

const PAGE_SIZE = 20;

function termino(fila: ActuacionFila): string {
  if (!fila.fechaInicioTermino && !fila.fechaFinalizaTermino) return '---';
  return `${fechaCorta(fila.fechaInicioTermino)} - ${fechaCorta(fila.fechaFinalizaTermino)}`;
}

function ActuacionesTable({
  filas,
  conFuente,
  idExpediente,
}: {
  filas: (ActuacionFila | ActuacionUnida)[];
  conFuente: boolean;
  idExpediente: number;
}) {
  const [visibles, setVisibles] = useState(PAGE_SIZE);
  if (filas.length === 0) {
    return (
      <Text c="dimmed" py="md">
        Sin actuación
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {conFuente ? <Table.Th>Fuente</Table.Th> : null}
              <Table.Th>Descripción</Table.Th>
              <Table.Th>Anotación</Table.Th>
              <Table.Th>Fecha actuación</Table.Th>
              <Table.Th>Fecha registro</Table.Th>
              <Table.Th>Término</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.slice(0, visibles).map((fila, index) => (
              <Table.Tr
                // biome-ignore lint/suspicious/noArrayIndexKey: actuaciones have no stable id in every source.
                key={`${fila.fuente}-${index}`}
                data-testid="actuacion-row"
                data-nuevo={fila.esNuevo}
                bg={fila.esNuevo ? 'yellow.0' : undefined}
              >
                {conFuente ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" data-testid="actuacion-fuentes">
                      {('fuentes' in fila ? fila.fuentes : [fila.fuente]).map((fuente) => (
                        <Badge
                          key={fuente}
                          size="sm"
                          color={SOURCE_COLORS[fuente] ?? 'gray'}
                          title={fuenteById(fuente)?.nombre}
                          // Each code whole: with two sources a long description squeezed the
                          // column and cut 'U' to a sliver at 1366 px.
                          styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
                        >
                          {fuenteById(fuente)?.codigo ?? '?'}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                ) : null}
                <Table.Td>
                  {fila.esNuevo ? (
                    <Badge size="xs" color="yellow" variant="filled" mr={6} data-testid="nuevo">
                      Nuevo
                    </Badge>
                  ) : null}
                  {fila.descripcion}
                </Table.Td>
                <Table.Td>{fila.anotacion ?? '---'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fechaCorta(fila.fechaActuacion)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fechaCorta(fila.fechaRegistro)}</Table.Td>
                <Table.Td style={{ whiteSpace: fila.terminoCalculado ? undefined : 'nowrap' }}>
                  {fila.terminoCalculado ? (
                    <TerminoCalculado termino={fila.terminoCalculado} />
                  ) : (
                    termino(fila)
                  )}
                  <DescargarIcsButton idExpediente={idExpediente} fila={fila} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VerMas
        hayMas={visibles < filas.length}
        onVerMas={() => setVisibles((count) => count + PAGE_SIZE)}
        mt="sm"
      />
    </>
  );
}

export function ActuacionesTab({ idExpediente, fuentes }: { idExpediente: number; fuentes: number[] }) {
  const { isPending, porFuente } = useActuaciones(idExpediente, fuentes);
  if (fuentes.length === 0) {
    return (
      <Text c="dimmed" py="md">
        Sin actuación
      </Text>
    );
  }
  if (isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Cargando" />
      </Center>
    );
  }
  const ordenadas = [...porFuente].sort((a, b) => b.filas.length - a.filas.length);
  // Each actuación once, with every source that reported it (several read the same process).
  const todas = unirActuaciones(porFuente);
  return (
    <Tabs defaultValue="todas" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="todas">{`Todas (${todas.length})`}</Tabs.Tab>
        {ordenadas.map((grupo) => (
          <Tabs.Tab key={grupo.fuente} value={String(grupo.fuente)}>
            {`${fuenteById(grupo.fuente)?.nombre ?? 'Fuente desconocida'} (${grupo.filas.length})`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="todas" pt="sm">
        <ActuacionesTable filas={todas} conFuente idExpediente={idExpediente} />
      </Tabs.Panel>
      {ordenadas.map((grupo) => (
        <Tabs.Panel key={grupo.fuente} value={String(grupo.fuente)} pt="sm">
          <ActuacionesTable filas={grupo.filas} conFuente={false} idExpediente={idExpediente} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
