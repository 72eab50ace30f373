/**
 * 'Completar informacion' (seed 000 §2, §5): one row per not-found case; the lawyer gives the
 * parties and a court so the case is watched in Publicaciones Procesales and/or SIUGJ.
 */
import { MESSAGES } from '@expediente/domain';
import type { ProcesoACargar } from '@expediente/domain/contrato/registro';
import {
  Anchor,
  Button,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useJuzgados } from '../../../fuentes/index.ts';
import { useRegistroManual } from '../api/carga-api.ts';
import { ENCUESTA_INCORPORAR_JUZGADO_URL } from '../carga-links.ts';
import {
  aElementoDeRegistroManual,
  esFilaCompleta,
  type FilaManual,
  tieneFormatoDeRegistroManual,
} from '../model/registro-manual-format.ts';

interface CompletarInformacionDialogProps {
  opened: boolean;
  onClose: () => void;
  idCarga: number;
  noEncontrados: ProcesoACargar[];
}

const toFila = (item: ProcesoACargar): FilaManual => ({
  idProcesoAcargar: item.id,
  numProceso: item.numeroProceso,
  demandante: '',
  demandado: '',
  idJuzgadoPublicaciones: null,
  idJuzgadoSiugj: null,
});

export function CompletarInformacionDialog({
  opened,
  onClose,
  idCarga,
  noEncontrados,
}: CompletarInformacionDialogProps) {
  // Only what the lawyer typed is state; the rows follow the not-found list as it changes.
  const [edits, setEdits] = useState<Record<number, Partial<FilaManual>>>({});
  const registro = useRegistroManual();
  const publicaciones = useJuzgados(6, opened);
  const siugj = useJuzgados(5, opened);

  const filas = noEncontrados.map((item) => ({ ...toFila(item), ...edits[item.id] }));

  const update = (id: number, patch: Partial<FilaManual>) =>
    setEdits((current) => ({ ...current, [id]: { ...current[id], ...patch } }));

  const isComplete = filas.length > 0 && filas.every(esFilaCompleta);

  async function registrar() {
    const items = filas.map(aElementoDeRegistroManual);
    if (!tieneFormatoDeRegistroManual(items)) {
      toast.error(MESSAGES.ErrorFormatoInformacion, {
        title: 'Error de formato de información',
        autoClose: 7000,
      });
      return;
    }
    try {
      await registro.mutateAsync({ id: idCarga, items });
      toast.success(
        `Registramos ${items.length} ${items.length === 1 ? 'proceso' : 'procesos'} con la información que completaste.`,
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      const message = error instanceof ApiError ? error.message : MESSAGES.ErrorInterno;
      toast.error(message, { title: 'Error al registrar el proceso manualmente', autoClose: 7000 });
    }
  }

  const isSending = registro.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title="Completar información" size="100%" centered>
      <Stack gap="sm">
        <Text size="sm">
          No encontramos estos procesos en las páginas de la Rama Judicial. Escribe las partes tal como
          aparecen en los estados del juzgado y elige el juzgado en Publicaciones Procesales o en SIUGJ para
          vigilar sus publicaciones.
        </Text>
        <ScrollArea>
          <Table striped withTableBorder miw={900} aria-label="Procesos por completar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Radicado</Table.Th>
                <Table.Th>Demandante *</Table.Th>
                <Table.Th>Demandado *</Table.Th>
                <Table.Th>Juzgado en Publicaciones Procesales</Table.Th>
                <Table.Th>Juzgado en SIUGJ</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filas.map((fila) => (
                <Table.Tr key={fila.idProcesoAcargar}>
                  <Table.Td ff="monospace">{fila.numProceso}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Demandante de ${fila.numProceso}`}
                      value={fila.demandante}
                      readOnly={isSending}
                      onChange={(event) =>
                        update(fila.idProcesoAcargar, { demandante: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Demandado de ${fila.numProceso}`}
                      value={fila.demandado}
                      readOnly={isSending}
                      onChange={(event) =>
                        update(fila.idProcesoAcargar, { demandado: event.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Juzgado en Publicaciones Procesales de ${fila.numProceso}`}
                      data={publicaciones.data ?? []}
                      value={fila.idJuzgadoPublicaciones}
                      onChange={(value) => update(fila.idProcesoAcargar, { idJuzgadoPublicaciones: value })}
                      searchable
                      clearable
                      limit={50}
                      readOnly={isSending}
                      nothingFoundMessage="Sin resultados"
                      placeholder="Buscar juzgado"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Juzgado en SIUGJ de ${fila.numProceso}`}
                      data={siugj.data ?? []}
                      value={fila.idJuzgadoSiugj}
                      onChange={(value) => update(fila.idProcesoAcargar, { idJuzgadoSiugj: value })}
                      searchable
                      clearable
                      limit={50}
                      readOnly={isSending}
                      nothingFoundMessage="Sin resultados"
                      placeholder="Buscar juzgado"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Text size="sm">
          ¿No encuentras el juzgado?{' '}
          <Anchor href={ENCUESTA_INCORPORAR_JUZGADO_URL} target="_blank" rel="noopener noreferrer">
            Solicita la incorporación del juzgado
          </Anchor>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSending}>
            Cancelar
          </Button>
          <Button onClick={() => void registrar()} loading={isSending} disabled={!isComplete}>
            Registrar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
