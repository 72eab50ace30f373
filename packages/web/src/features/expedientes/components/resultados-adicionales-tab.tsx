/**
 * 'Resultados adicionales' of the case detail (seed 000 §2, §3): other processes a source returned
 * for the radicado, each removable. The page shows the tab only when there are some.
 */
import { fuenteById } from '@expediente/domain';
import type { ResultadoAdicional } from '@expediente/domain/contrato/expedientes';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { fechaCorta } from '../../../lib/dates.ts';
import { toast } from '../../../lib/toast.ts';
import { useEliminarResultadoAdicional } from '../api/use-resultados-adicionales.ts';
import { SOURCE_COLORS } from './source-chip.tsx';

export const RESULTADO_ELIMINADO = 'Resultado adicional eliminado correctamente';
export const ERROR_RESULTADO = 'No se pudo eliminar el resultado adicional';

/** Seed 000 §3: estado 3 is an error; 2 without idActualizacion is a private process. */
function estadoTexto(resultado: ResultadoAdicional): string | null {
  if (resultado.estado === 3) return 'La consulta no está activa debido a un error';
  if (resultado.estado === 2 && !resultado.idActualizacion) return 'Proceso no público';
  return null;
}

function ResultadoItem({ idExpediente, resultado }: { idExpediente: number; resultado: ResultadoAdicional }) {
  const eliminar = useEliminarResultadoAdicional(idExpediente);
  const fuente = fuenteById(resultado.tipoFuente);
  const estado = estadoTexto(resultado);
  const idProceso = resultado.idProceso;
  const quitar = () => {
    if (!idProceso) return;
    eliminar.mutate(idProceso, {
      onSuccess: () => toast.success(RESULTADO_ELIMINADO),
      onError: () => toast.error(ERROR_RESULTADO),
    });
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="resultado-adicional">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge size="sm" color={SOURCE_COLORS[resultado.tipoFuente] ?? 'gray'}>
              {fuente?.codigo ?? '?'}
            </Badge>
            <Text size="sm" fw={600}>
              {fuente?.nombre ?? 'Fuente desconocida'}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {idProceso ?? '---'}
            </Text>
          </Group>
          {estado ? (
            <Text size="xs" c="red">
              {estado}
            </Text>
          ) : null}
          <Text size="sm">{resultado.ultimaActuacion ?? 'Sin actuación'}</Text>
          <Text size="xs" c="dimmed">
            {`Actuaciones: ${resultado.numActuaciones} · Última actuación: ${fechaCorta(resultado.fechaUltimaActuacion)}`}
            {resultado.termino ? ` · Término: ${fechaCorta(resultado.termino)}` : ''}
          </Text>
        </Stack>
        <Tooltip label="Eliminar resultado adicional" withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label="Eliminar resultado adicional"
            onClick={quitar}
            loading={eliminar.isPending}
            disabled={!idProceso}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

export function ResultadosAdicionalesTab({
  idExpediente,
  resultados,
}: {
  idExpediente: number;
  resultados: ResultadoAdicional[];
}) {
  return (
    <Stack gap="xs">
      {resultados.map((resultado) => (
        <ResultadoItem
          key={`${resultado.tipoFuente}-${resultado.idProceso ?? ''}`}
          idExpediente={idExpediente}
          resultado={resultado}
        />
      ))}
    </Stack>
  );
}
