/**
 * The matches / actuaciones viewer of one source (seed 000 §2): header with the source, the case
 * number and a count; the collapsible process data; the list; Cerrar, Desactivar and the source link.
 */
import { fuenteById, producesCoincidencias } from '@expediente/domain';
import type { ProcesoEnFuente } from '@expediente/domain/contrato/expedientes';
import {
  Anchor,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { fechaCorta } from '../../../lib/dates.ts';
import { useActuaciones } from '../../expedientes/index.ts';
import { useCoincidenciasFuente, useDetalleProceso } from '../api/fuentes-api.ts';
import { sourceCardState } from '../source-status.ts';
import { CoincidenciasList } from './coincidencias-list.tsx';

export interface SourceViewerCase {
  id: number;
  numero: string;
  despacho: string | null;
  demandantes: string | null;
  demandados: string | null;
}

export interface SourceViewerProps {
  tipoFuente: number | null;
  expediente: SourceViewerCase;
  proceso: ProcesoEnFuente | undefined;
  onClose: () => void;
  onActivate: () => void;
  onDeactivate: () => void;
  disabled?: boolean;
}

const PAGE = 20;
const dash = (value: string | null | undefined) => (value?.trim() ? value : '----');

function Campo({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {dash(value)}
      </Text>
    </Stack>
  );
}

function ActuacionesTable({ idExpediente, tipoFuente }: { idExpediente: number; tipoFuente: number }) {
  const { isPending, porFuente } = useActuaciones(idExpediente, [tipoFuente]);
  const [visibles, setVisibles] = useState(PAGE);
  const filas = porFuente[0]?.filas ?? [];
  if (isPending) return <Loader size="sm" aria-label="Cargando" />;
  if (filas.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Sin actuación
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table striped withTableBorder fz="sm" data-testid="viewer-actuaciones">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Actuación</Table.Th>
            <Table.Th>Término</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {filas.slice(0, visibles).map((fila, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: actuaciones have no stable id in every source.
            <Table.Tr key={`${fila.fechaActuacion ?? ''}-${index}`}>
              <Table.Td>{fechaCorta(fila.fechaActuacion)}</Table.Td>
              <Table.Td>
                {fila.descripcion}
                {fila.anotacion ? ` - ${fila.anotacion}` : ''}
              </Table.Td>
              <Table.Td>{fechaCorta(fila.fechaFinalizaTermino)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {filas.length > visibles ? (
        <Center>
          <Button variant="subtle" size="xs" onClick={() => setVisibles((count) => count + PAGE)}>
            Cargar más
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

function ViewerBody({
  tipoFuente,
  expediente,
  isActive,
}: {
  tipoFuente: number;
  expediente: SourceViewerCase;
  isActive: boolean;
}) {
  const isCoincidencias = producesCoincidencias(tipoFuente);
  const [isDatosOpen, setDatosOpen] = useState(false);
  const detalle = useDetalleProceso(tipoFuente, expediente.id, isActive && !isCoincidencias);
  const coincidencias = useCoincidenciasFuente(tipoFuente, expediente.id, isActive && isCoincidencias);
  const documentos = coincidencias.data?.documentosDondeSeEncuentra ?? [];
  const urlDespacho =
    detalle.data?.urlDespacho ?? documentos.find((documento) => documento.urlDespacho)?.urlDespacho;
  return (
    <Stack gap="sm">
      <Button variant="subtle" size="xs" w="fit-content" onClick={() => setDatosOpen((open) => !open)}>
        {isDatosOpen ? 'Ocultar datos del proceso' : 'Mostrar datos del proceso'}
      </Button>
      <Collapse expanded={isDatosOpen}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Campo label="Despacho" value={detalle.data?.despacho ?? expediente.despacho} />
          <Campo label="URL del despacho" value={urlDespacho} />
          <Campo label="Demandantes" value={detalle.data?.demandantes ?? expediente.demandantes} />
          <Campo label="Demandados" value={detalle.data?.demandados ?? expediente.demandados} />
          {/* Seed 000 §2: the Samai and Rama viewers also show the process detail. */}
          {tipoFuente === 0 || tipoFuente === 4 ? (
            <>
              <Campo label="Ponente" value={detalle.data?.ponente} />
              <Campo label="Ubicación" value={detalle.data?.ubicacion} />
              <Campo label="Recurso" value={detalle.data?.recurso} />
              <Campo label="Contenido de radicación" value={detalle.data?.contenidoRadicacion} />
            </>
          ) : null}
        </SimpleGrid>
      </Collapse>
      {!isActive ? (
        <Text size="sm" c="dimmed">
          La consulta en esta fuente no está activa.
        </Text>
      ) : isCoincidencias ? (
        coincidencias.isPending ? (
          <Loader size="sm" aria-label="Cargando" />
        ) : (
          <CoincidenciasList tipoFuente={tipoFuente} documentos={documentos} />
        )
      ) : (
        <ActuacionesTable idExpediente={expediente.id} tipoFuente={tipoFuente} />
      )}
      {urlDespacho ? (
        <Anchor href={urlDespacho} target="_blank" rel="noopener noreferrer" size="sm">
          Ir a la fuente de consulta
        </Anchor>
      ) : null}
    </Stack>
  );
}

export function SourceViewer({
  tipoFuente,
  expediente,
  proceso,
  onClose,
  onActivate,
  onDeactivate,
  disabled,
}: SourceViewerProps) {
  const fuente = tipoFuente === null ? undefined : fuenteById(tipoFuente);
  const isActive = sourceCardState(proceso) !== 'inactiva';
  const noun = tipoFuente !== null && producesCoincidencias(tipoFuente) ? 'coincidencias' : 'actuaciones';
  return (
    <Modal
      opened={tipoFuente !== null}
      onClose={onClose}
      size="xl"
      centered
      title={
        <Group gap="xs" wrap="wrap" component="span">
          <Text span fw={700}>
            {fuente?.nombre}
          </Text>
          <Text span ff="monospace" size="sm">
            {expediente.numero}
          </Text>
          <Text span size="sm" c="dimmed" data-testid="viewer-count">
            {proceso?.numActuaciones ?? 0} {noun}
          </Text>
        </Group>
      }
    >
      {tipoFuente !== null ? (
        <Stack gap="md">
          <ViewerBody tipoFuente={tipoFuente} expediente={expediente} isActive={isActive} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cerrar
            </Button>
            {isActive ? (
              <Button color="red" variant="light" onClick={onDeactivate} disabled={disabled}>
                Desactivar
              </Button>
            ) : (
              <Button onClick={onActivate} disabled={disabled}>
                Activar consulta ahora
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
