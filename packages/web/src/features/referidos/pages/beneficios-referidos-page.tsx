/**
 * /admin/beneficios-referidos ('Tu factura gratis' in the top bar, ?source=header_button): share
 * button, how-it-works box, invitation by e-mail, accumulated discount (only above 0) and the
 * referral table (seed 002 §2 'Referral programme').
 */
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatearCop } from '../../facturacion/index.ts';
import { useUsuariosReferidos } from '../api/referidos-api.ts';
import { ComoFunciona } from '../components/como-funciona.tsx';
import { CompartirEnlace } from '../components/compartir-enlace.tsx';
import { InvitarColega } from '../components/invitar-colega.tsx';
import { TablaReferidos } from '../components/tabla-referidos.tsx';

export function BeneficiosReferidosPage() {
  const referidos = useUsuariosReferidos();
  useEffect(() => {
    if (referidos.isError) toast.error('No se pudo obtener la lista de tus referidos.');
  }, [referidos.isError]);
  const lista = referidos.data ?? [];
  const acumulado = lista.reduce((total, referido) => total + referido.importeDescontado, 0);

  return (
    <Stack gap="md">
      <Title order={2}>Tu factura gratis</Title>
      <Text c="dimmed">
        Recomienda Expediente Digital a tus colegas y recibe un descuento en tus facturas por cada uno que se
        suscriba.
      </Text>
      {acumulado > 0 ? (
        <Alert
          color="green"
          icon={<IconGift />}
          title="Descuento acumulado"
          data-testid="descuento-acumulado"
        >
          Llevas {formatearCop(acumulado)} descontados en tus facturas gracias a tus colegas referidos.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ComoFunciona />
        <CompartirEnlace />
      </SimpleGrid>
      <InvitarColega />
      <TablaReferidos referidos={lista} cargando={referidos.isPending} />
    </Stack>
  );
}
