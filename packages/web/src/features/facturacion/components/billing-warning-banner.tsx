/** Seed 002 §4: while billing status is true, queries are off and registering is disabled. */
import { MESSAGES } from '@expediente/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsRegistroBloqueado } from '../api/use-facturacion.ts';

export function BillingWarningBanner() {
  if (!useIsRegistroBloqueado()) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title="Consultas deshabilitadas"
      data-testid="billing-warning-banner"
    >
      <Text size="sm">{MESSAGES.ConsultasDeshabilitadas}</Text>
      <Text size="sm">
        Mientras tanto no es posible registrar procesos. Revisa tus datos de facturación en{' '}
        <Anchor component={Link} to="/admin/profile" size="sm">
          Mi cuenta
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
