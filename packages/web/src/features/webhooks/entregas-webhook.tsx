/**
 * The delivery log of one webhook: each event with its state, attempts, the receiver's last
 * answer and the next attempt; 'Reenviar' sends it again now with the same event id.
 */

import type { EstadoEntrega } from '@expediente/domain/contrato/webhooks';
import { Alert, Badge, Button, Code, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import {
  ETIQUETA_EVENTO,
  entregasKey,
  fechaHora,
  listarEntregas,
  reenviarEntrega,
  webhooksKey,
} from './api.ts';

const ESTADO: Record<EstadoEntrega, { etiqueta: string; color: string }> = {
  pendiente: { etiqueta: 'Pendiente', color: 'yellow' },
  entregado: { etiqueta: 'Entregado', color: 'teal' },
  fallido: { etiqueta: 'Fallido', color: 'red' },
};

export function EntregasWebhook({ idWebhook, revocado }: { idWebhook: number; revocado: boolean }) {
  const [pagina, setPagina] = useState(1);
  const queryClient = useQueryClient();
  const entregas = useQuery({
    queryKey: entregasKey(idWebhook, pagina),
    queryFn: ({ signal }) => listarEntregas(idWebhook, pagina, signal),
    retry: false,
  });
  const reenviar = useMutation({
    mutationFn: reenviarEntrega,
    onSuccess: () => {
      toast.success('Entrega programada: se enviará en unos segundos.');
      return queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
    onError: (error) => toast.error(error.message || 'No pudimos reenviar la entrega.'),
  });

  if (entregas.isPending) return <Loader size="sm" />;
  if (entregas.isError)
    return (
      <Alert color="red" variant="light">
        No pudimos consultar las entregas.
      </Alert>
    );
  if (entregas.data.entregas.length === 0 && pagina === 1)
    return <Text size="sm">Aún no hay eventos para este webhook.</Text>;

  return (
    <Stack gap="xs" data-testid={`entregas-webhook-${idWebhook}`}>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Evento</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th>Intentos</Table.Th>
              <Table.Th>Última respuesta</Table.Th>
              <Table.Th>Creado</Table.Th>
              <Table.Th>Entregado / próximo intento</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entregas.data.entregas.map((entrega) => (
              <Table.Tr key={entrega.id} data-testid={`entrega-${entrega.id}`}>
                <Table.Td>
                  <Text size="sm">{ETIQUETA_EVENTO[entrega.tipo] ?? entrega.tipo}</Text>
                  <Code fz="xs">{entrega.idEvento}</Code>
                </Table.Td>
                <Table.Td>
                  <Badge color={ESTADO[entrega.estado].color} variant="light">
                    {ESTADO[entrega.estado].etiqueta}
                  </Badge>
                </Table.Td>
                <Table.Td>{entrega.intentos}</Table.Td>
                <Table.Td>
                  {entrega.ultimoError ??
                    (entrega.ultimoEstadoHttp ? `HTTP ${entrega.ultimoEstadoHttp}` : '—')}
                </Table.Td>
                <Table.Td>{fechaHora(entrega.creadaEn)}</Table.Td>
                <Table.Td>{fechaHora(entrega.entregadaEn ?? entrega.proximoIntentoEn)}</Table.Td>
                <Table.Td>
                  {!revocado && (
                    <Button
                      variant="subtle"
                      size="xs"
                      loading={reenviar.isPending && reenviar.variables === entrega.id}
                      onClick={() =>
                        reenviar.mutate(entrega.id, {
                          onSuccess: () => entregas.refetch(),
                        })
                      }
                    >
                      Reenviar
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(pagina > 1 || entregas.data.hayMas) && (
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" disabled={pagina === 1} onClick={() => setPagina(pagina - 1)}>
            Más recientes
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!entregas.data.hayMas}
            onClick={() => setPagina(pagina + 1)}
          >
            Más antiguas
          </Button>
        </Group>
      )}
    </Stack>
  );
}
