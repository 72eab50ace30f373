/**
 * The case's pending término on its card: when it ends ('vence mañana') and the rule that says so
 * (decision 0008). The date is the nearest still to come among the case's actuaciones, computed by
 * the server with the court's closures; the detail shows every actuación's own.
 */

import type { TerminoPendiente as Termino } from '@expediente/domain/contrato/expedientes';
import { Stack, Text } from '@mantine/core';

export function TerminoPendiente({ termino }: { termino: Termino | null | undefined }) {
  if (!termino) return null;
  const urgente = termino.vencimiento === 'vence hoy' || termino.vencimiento === 'vence mañana';
  return (
    <Stack gap={0} data-testid="termino-pendiente">
      <Text size="sm" fw={600} c={urgente ? 'red.7' : 'orange.8'} title={termino.actuacion}>
        {`Término: ${termino.vencimiento}`}
      </Text>
      <Text size="xs" c="dimmed" data-testid="termino-pendiente-regla">
        {termino.regla ?? `Fecha indicada por la fuente para '${termino.actuacion}'`}
      </Text>
    </Stack>
  );
}
