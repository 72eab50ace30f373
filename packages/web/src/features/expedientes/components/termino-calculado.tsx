/**
 * Our término for an actuación: when it ends ('vence mañana') and the rule that says so, with
 * the source's own date when it disagrees (decision 0008).
 */

import type { TerminoCalculado as Termino } from '@expediente/domain/contrato/terminos';
import { Badge, Stack, Text } from '@mantine/core';

export function TerminoCalculado({ termino }: { termino: Termino }) {
  const vencido = termino.vencimiento.startsWith('venció');
  return (
    <Stack gap={2} data-testid="termino-calculado" maw={320}>
      <Text size="sm" fw={600} c={vencido ? 'dimmed' : 'red.7'}>
        {`Término: ${termino.vencimiento}`}
      </Text>
      <Text size="xs" c="dimmed">
        {termino.regla}
      </Text>
      {termino.discrepancia && termino.venceFuente ? (
        <Badge
          size="xs"
          color="orange"
          variant="light"
          title="La fecha de la fuente no coincide con nuestro cálculo"
        >
          {`La fuente indica ${termino.venceFuente}`}
        </Badge>
      ) : null}
    </Stack>
  );
}
