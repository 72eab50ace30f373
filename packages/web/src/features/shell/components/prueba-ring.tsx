/**
 * The free-trial countdown (seed 002 §2 top bar, §4): a ring filled days/15, shown only while the
 * days left are not null; it opens the profile, where the billing data are entered.
 */
import { RingProgress, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { usePeriodoPrueba } from '../../cuenta/index.ts';

export function PruebaRing() {
  const { data } = usePeriodoPrueba();
  if (!data || data.diasRestantes === null) return null;
  const dias = data.diasRestantes;
  const texto = `Te ${dias === 1 ? 'queda 1 día' : `quedan ${dias} días`} de prueba gratis`;
  return (
    <Tooltip label={`${texto} (hasta el ${data.fechaFin})`} withArrow>
      <UnstyledButton component={Link} to="/admin/profile" aria-label={texto} data-testid="prueba-ring">
        <RingProgress
          size={40}
          thickness={4}
          roundCaps
          sections={[{ value: Math.min(100, (dias / data.diasTotales) * 100), color: 'teal' }]}
          label={
            <Text ta="center" size="xs" fw={700}>
              {dias}
            </Text>
          }
        />
      </UnstyledButton>
    </Tooltip>
  );
}
