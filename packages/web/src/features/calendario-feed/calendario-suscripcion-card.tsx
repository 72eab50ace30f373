/**
 * 'Calendario de términos y audiencias': the user's secret iCalendar URL (decision 0011). The
 * URL is shown once, right after creating or rotating it (the server keeps only its hash); it
 * can be copied, replaced or revoked. Self-contained, for the profile page and
 * /admin/calendario-terminos.
 */
import { formatearFechaHora } from '@expediente/domain';
import type { SuscripcionCreada } from '@expediente/domain/contrato/calendario-feed';
import {
  Alert,
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  List,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useCrearSuscripcion, useRevocarSuscripcion, useSuscripcionCalendario } from './calendario-api.ts';

function formatear(iso: string | null): string {
  return iso ? formatearFechaHora(new Date(iso)) : '';
}

export function CalendarioSuscripcionCard() {
  const estado = useSuscripcionCalendario();
  const crear = useCrearSuscripcion();
  const revocar = useRevocarSuscripcion();
  const [creada, setCreada] = useState<SuscripcionCreada | null>(null);
  const [confirmar, setConfirmar] = useState<'rotar' | 'revocar' | null>(null);

  const activa = estado.data?.activa ?? false;

  const generar = () =>
    crear.mutate(undefined, {
      onSuccess: (respuesta) => {
        setCreada(respuesta);
        setConfirmar(null);
      },
      onError: (error) => toast.error(error.message || 'No pudimos crear el enlace del calendario.'),
    });

  const quitar = () =>
    revocar.mutate(undefined, {
      onSuccess: () => {
        setCreada(null);
        setConfirmar(null);
        toast.success('Enlace revocado: los calendarios suscritos dejarán de actualizarse.');
      },
      onError: (error) => toast.error(error.message || 'No pudimos revocar el enlace.'),
    });

  return (
    <Card withBorder radius="md" p="lg" data-testid="calendario-suscripcion">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Calendario de términos y audiencias
        </Title>
        <Text size="sm" c="dimmed">
          Un enlace privado con los términos pendientes de tus procesos y las audiencias que encontramos en
          las actuaciones, cada uno con recordatorio. Quien tenga el enlace puede ver esos eventos: no lo
          compartas.
        </Text>

        {estado.isError ? (
          <Alert color="red" variant="light">
            No pudimos consultar el estado del calendario.
          </Alert>
        ) : null}

        {creada ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Copia ahora tu enlace: por seguridad no lo volveremos a mostrar.
            </Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                value={creada.url}
                readOnly
                aria-label="Enlace del calendario"
                style={{ flex: 1 }}
                onFocus={(event) => event.currentTarget.select()}
                data-testid="calendario-url"
              />
              <CopyButton value={creada.url} timeout={2500}>
                {({ copied, copy }) => (
                  <Button color={copied ? 'teal' : 'blue'} onClick={copy} data-testid="copiar-calendario">
                    {copied ? 'Enlace copiado' : 'Copiar enlace'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Anchor size="sm" href={creada.urlWebcal}>
              Abrir en la aplicación de calendario de este equipo
            </Anchor>
          </Stack>
        ) : activa ? (
          <Text size="sm">
            {`Enlace activo desde el ${formatear(estado.data?.creadaEn ?? null)}.`}
            {estado.data?.ultimoAcceso
              ? ` Un calendario lo consultó por última vez el ${formatear(estado.data.ultimoAcceso)}.`
              : ' Ningún calendario lo ha consultado todavía.'}
          </Text>
        ) : estado.isSuccess ? (
          <Text size="sm">Aún no tienes un enlace de calendario.</Text>
        ) : null}

        <Group gap="xs">
          {activa || creada ? (
            <>
              <Button variant="light" onClick={() => setConfirmar('rotar')} loading={crear.isPending}>
                Generar un enlace nuevo
              </Button>
              <Button variant="subtle" color="red" onClick={() => setConfirmar('revocar')}>
                Revocar enlace
              </Button>
            </>
          ) : (
            <Button onClick={generar} loading={crear.isPending} disabled={!estado.isSuccess}>
              Crear enlace de calendario
            </Button>
          )}
        </Group>

        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Cómo suscribirte
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              Google Calendar (en el computador): Otros calendarios → «+» → <b>Desde una URL</b>, pega el
              enlace y pulsa «Añadir calendario». Google lo actualiza cada varias horas.
            </List.Item>
            <List.Item>
              Outlook: Calendario → Agregar calendario → <b>Suscribirse desde la web</b>, pega el enlace, dale
              un nombre y pulsa «Importar».
            </List.Item>
          </List>
        </Stack>
      </Stack>

      <Modal
        opened={confirmar !== null}
        onClose={() => setConfirmar(null)}
        title={confirmar === 'revocar' ? '¿Revocar el enlace del calendario?' : '¿Generar un enlace nuevo?'}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {confirmar === 'revocar'
              ? 'Los calendarios suscritos con el enlace actual dejarán de recibir tus términos y audiencias. Podrás crear otro cuando quieras.'
              : 'El enlace actual dejará de funcionar de inmediato y tendrás que suscribirte de nuevo con el nuevo enlace.'}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmar(null)}>
              Cancelar
            </Button>
            {confirmar === 'revocar' ? (
              <Button
                color="red"
                onClick={quitar}
                loading={revocar.isPending}
                data-testid="confirmar-revocar"
              >
                Revocar
              </Button>
            ) : (
              <Button onClick={generar} loading={crear.isPending} data-testid="confirmar-rotar">
                Generar enlace nuevo
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
