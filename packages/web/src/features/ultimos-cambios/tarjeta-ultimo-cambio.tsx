/**
 * One latest change on a phone: the table's fields one under the other. As a table it needed
 * 1000 px, so a phone showed the radicado, the source and half the date, and the change itself
 * (the last actuación and its term) only after scrolling sideways.
 */
import type { FilaUltimoCambio } from '@expediente/domain/contrato/ultimos-cambios';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { recortarPartes } from './recortar-partes.ts';

export function TarjetaUltimoCambio({ fila, origen }: { fila: FilaUltimoCambio; origen: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="fila-ultimo-cambio">
      <Stack gap={4}>
        <Anchor
          component={Link}
          to={`/admin/DetalleDelExpediente/${fila.idExpediente}`}
          state={{ origen }}
          size="sm"
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {fila.numeroExpediente}
        </Anchor>
        <Text size="xs" c="dimmed">
          {fila.fuente}
          {fila.fecha ? ` · ${fila.fecha}` : ''}
        </Text>
        <Text size="sm">
          {recortarPartes(fila.demandantes)}{' '}
          <Text span c="dimmed" size="sm">
            contra
          </Text>{' '}
          {recortarPartes(fila.demandados)}
        </Text>
        {fila.ultimaActuacion ? (
          <Text size="sm">
            {fila.ultimaActuacion}
            {fila.fechaUltimaActuacion ? (
              <Text span c="dimmed" size="xs">
                {' '}
                · {fila.fechaUltimaActuacion}
              </Text>
            ) : null}
          </Text>
        ) : null}
        {fila.termino ? (
          <Text size="xs" title={fila.reglaTermino ?? undefined}>
            <Text span fw={600} size="xs">
              Término:
            </Text>{' '}
            {fila.termino}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
