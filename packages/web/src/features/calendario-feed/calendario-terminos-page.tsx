/**
 * /admin/calendario-terminos: the calendar subscription card on its own page and, for
 * administrators, the court closures the términos are computed with.
 */
import { Stack, Title } from '@mantine/core';
import { CalendarioSuscripcionCard } from './calendario-suscripcion-card.tsx';
import { CierresJudicialesCard } from './cierres-judiciales-card.tsx';

export function CalendarioTerminosPage() {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h3">
        Términos y audiencias en tu calendario
      </Title>
      <CalendarioSuscripcionCard />
      <CierresJudicialesCard />
    </Stack>
  );
}
