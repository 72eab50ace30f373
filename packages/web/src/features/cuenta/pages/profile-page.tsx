/**
 * /admin/profile, 'Mi cuenta' (seed 002 §2 'Profile and billing'): the user's name, last name,
 * e-mail (read-only) and account type, the trial's state, and the holder's billing form.
 */
import { MENSAJES_PERFIL } from '@expediente/domain';
import type { Perfil } from '@expediente/domain/contrato/perfil';
import { Alert, Badge, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ClavesApiCard } from '../../api-publica/index.ts';
import { CalendarioSuscripcionCard } from '../../calendario-feed/index.ts';
import { WebhooksCard } from '../../webhooks/index.ts';
import { usePerfil } from '../api/perfil-api.ts';
import { AvisoCorreoSinVerificar } from '../components/aviso-correo-sin-verificar.tsx';
import { DatosFacturacionForm } from '../components/datos-facturacion-form.tsx';
import { FacturasCuenta } from '../components/facturas-cuenta.tsx';
import { SeguridadCard } from '../components/seguridad-card.tsx';

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* An address has no spaces to break at: on a phone it ran over the next column. */}
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

function AvisoPrueba({ perfil }: { perfil: Perfil }) {
  const { Prueba } = perfil;
  if (Prueba.terminada)
    return (
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Tu prueba gratuita terminó">
        Tu periodo de prueba gratuita de {Prueba.diasTotales} días terminó el {Prueba.fechaFin}.{' '}
        {perfil.EsCuentaPrincipal && !perfil.DatosFacturacionGuardados
          ? 'Ingresa tus datos de facturación para seguir recibiendo tus notificaciones.'
          : perfil.EsCuentaPrincipal
            ? 'Tu facturación mensual está activa.'
            : 'La cuenta principal administra la facturación.'}
      </Alert>
    );
  return (
    <Alert color="blue" icon={<IconClockHour4 size={18} />}>
      Te quedan {Prueba.diasRestantes} {Prueba.diasRestantes === 1 ? 'día' : 'días'} de prueba gratuita (hasta
      el {Prueba.fechaFin}).
    </Alert>
  );
}

export function ProfilePage() {
  const perfil = usePerfil();

  useEffect(() => {
    if (perfil.isError) toast.error(MENSAJES_PERFIL.ErrorCargarPerfil, { id: 'perfil-error' });
  }, [perfil.isError]);

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Title order={1} size="h3">
          Mi cuenta
        </Title>
        <AvisoCorreoSinVerificar />
        {perfil.isPending && <Loader aria-label="Cargando el perfil" />}
        {perfil.isError && <Alert color="red">{MENSAJES_PERFIL.ErrorCargarPerfil}</Alert>}
        {perfil.data && (
          <>
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} size="h5">
                    Datos de la cuenta
                  </Title>
                  <Badge color={perfil.data.EsCuentaPrincipal ? 'brand' : 'gray'} variant="light">
                    {perfil.data.TipoCuenta}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                  <Dato label="Nombre" value={perfil.data.NombreUsuario} />
                  <Dato label="Apellido" value={perfil.data.ApellidoUsuario} />
                  <Dato label="Correo electrónico" value={perfil.data.Email} />
                  <Dato label="Tipo de cuenta" value={perfil.data.TipoCuenta} />
                </SimpleGrid>
              </Stack>
            </Card>
            <SeguridadCard />
            <AvisoPrueba perfil={perfil.data} />
            <Card withBorder radius="md" padding="lg">
              <Stack gap="md">
                {/* Sentence case like every other title here: a screen reader spells capitals out. */}
                <Title order={2} size="h5">
                  Datos de facturación
                </Title>
                {perfil.data.EsCuentaPrincipal ? (
                  <DatosFacturacionForm perfil={perfil.data} />
                ) : (
                  <Text size="sm">
                    Los datos de facturación los administra la cuenta principal: solo ella recibe las
                    facturas.
                  </Text>
                )}
              </Stack>
            </Card>
            {perfil.data.EsCuentaPrincipal && (
              <Card withBorder radius="md" padding="lg">
                <Stack gap="md">
                  <Title order={2} size="h5">
                    Mis facturas
                  </Title>
                  <FacturasCuenta datosGuardados={perfil.data.DatosFacturacionGuardados} />
                </Stack>
              </Card>
            )}
            {/* Every user, holder or associate, has a calendar link of their own (issue 13 item 3). */}
            <CalendarioSuscripcionCard />
            {perfil.data.EsCuentaPrincipal && <ClavesApiCard />}
            {perfil.data.EsCuentaPrincipal && <WebhooksCard />}
          </>
        )}
      </Stack>
    </Container>
  );
}
