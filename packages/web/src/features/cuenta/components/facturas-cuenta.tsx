/**
 * The account's monthly invoices in the profile (issue 12 item 2): period, total in COP, due date,
 * state and the pay link. `?factura=CODE` (the e-mail's link) marks that invoice.
 */
import type { FacturaCuenta } from '@expediente/domain/contrato/facturacion';
import { Alert, Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatearCop } from '../../facturacion/index.ts';
import { useFacturasCuenta } from '../api/perfil-api.ts';

const COLOR: Record<FacturaCuenta['estado'], string> = { Pagada: 'green', Pendiente: 'blue', Vencida: 'red' };

export function FacturasCuenta({ datosGuardados }: { datosGuardados: boolean }) {
  const facturas = useFacturasCuenta(true);
  const [params] = useSearchParams();
  const marcada = params.get('factura');

  if (facturas.isError) return <Alert color="red">No se pudieron obtener tus facturas.</Alert>;
  if (!facturas.data) return null;
  if (facturas.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {datosGuardados
          ? 'Aún no tienes facturas. Facturamos cada mes vencido, a partir del fin de tu prueba gratuita.'
          : 'Cuando registres tus datos de facturación, facturaremos cada mes vencido.'}
      </Text>
    );
  // Our own invoices link back here (no payment gateway yet): only another system's link is a button.
  const externa = (url: string | null) =>
    url !== null && !url.startsWith(`${window.location.origin}/admin/profile`);
  const porPagar = facturas.data.filter((factura) => factura.estado !== 'Pagada');
  return (
    <Stack gap="sm">
      {porPagar.length > 0 && (
        <Alert color={porPagar.some((f) => f.estado === 'Vencida') ? 'red' : 'blue'}>
          Para pagar con tarjeta o transferencia bancaria escríbenos por el chat de soporte e indica la
          referencia de la factura ({porPagar.map((f) => f.codigoFactura).join(', ')}).
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label="Mis facturas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Factura</Table.Th>
              <Table.Th>Periodo</Table.Th>
              <Table.Th>Total</Table.Th>
              <Table.Th>Vence</Table.Th>
              <Table.Th>Estado</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {facturas.data.map((factura) => (
              <Table.Tr
                key={factura.codigoFactura}
                bg={factura.codigoFactura === marcada ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Table.Td>{factura.codigoFactura}</Table.Td>
                <Table.Td>
                  {factura.periodoDesde && factura.periodoHasta
                    ? `${factura.periodoDesde} al ${factura.periodoHasta}`
                    : '—'}
                </Table.Td>
                <Table.Td>
                  {formatearCop(factura.totalFactura)}
                  {factura.descuentoReferidos > 0 && (
                    <Text size="xs" c="teal">
                      Incluye {formatearCop(factura.descuentoReferidos)} de descuento por referidos
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{factura.fechaVencimiento}</Table.Td>
                <Table.Td>
                  <Badge color={COLOR[factura.estado]} variant="light">
                    {factura.estado === 'Vencida'
                      ? `Vencida (${factura.diasMora} días de mora)`
                      : factura.estado}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {externa(factura.urlPagoSiigo) && factura.urlPagoSiigo && (
                    <Anchor href={factura.urlPagoSiigo} target="_blank" rel="noopener noreferrer">
                      Pagar factura
                    </Anchor>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
