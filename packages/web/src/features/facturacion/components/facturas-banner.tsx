/** Seed 002 §2: the overdue-invoice banner (code, days overdue, total, pay link), one per invoice. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useFacturasProximasAVencer } from '../api/use-facturacion.ts';
import { describeFactura } from '../factura-aviso.ts';

export function FacturasBanner() {
  const { data: facturas } = useFacturasProximasAVencer();
  if (!facturas || facturas.length === 0) return null;
  return (
    <Stack gap="xs">
      {facturas.map((factura) => {
        const aviso = describeFactura(factura);
        return (
          <Alert
            key={factura.codigoFactura}
            color={aviso.color}
            variant="light"
            icon={<IconFileInvoice size={20} />}
            title={aviso.title}
            data-testid="factura-banner"
          >
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text size="sm">{aviso.detail}</Text>
              {factura.urlPagoSiigo ? (
                <Button
                  component="a"
                  href={factura.urlPagoSiigo}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="xs"
                  color={aviso.color}
                >
                  Pagar factura
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  Escríbenos por el chat para recibir el enlace de pago.
                </Text>
              )}
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
