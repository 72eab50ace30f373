/**
 * One notification (seed 001 §2): unseen ones stand out (blue edge, bold title, 'Nueva'); seen ones
 * are quiet and say when they were seen (dd/mm/yyyy, like every other date in the product; the seed's
 * dd/mm/yy sat beside the card's own dd/mm/yyyy). A deleted case is flagged and cannot be opened.
 */
import { fuenteById } from '@expediente/domain';
import type { Notificacion } from '@expediente/domain/contrato/notificaciones';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconEye } from '@tabler/icons-react';
import { fechaCorta } from '../../../lib/dates.ts';
import { fuentesDeNotificacion } from '../api/notificaciones-api.ts';

const LARGO_PARTES = 80;
const recortar = (texto: string) =>
  texto.length > LARGO_PARTES ? `${texto.slice(0, LARGO_PARTES - 1)}…` : texto || '—';

export interface NotificacionCardProps {
  notificacion: Notificacion;
  onAbrir: (notificacion: Notificacion) => void;
  onVerFuente: (notificacion: Notificacion, tipoFuente: number) => void;
}

export function NotificacionCard({ notificacion, onAbrir, onVerFuente }: NotificacionCardProps) {
  const eliminado = notificacion.datosExpediente === null;
  const fuentes = fuentesDeNotificacion(notificacion).flatMap((id) => fuenteById(id) ?? []);
  const nombres = fuentes.map((fuente) => fuente.nombre).join(' y ');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="notificacion"
      data-visto={notificacion.visto}
      data-fuente={fuentes[0]?.nombre}
      data-fuentes={nombres || undefined}
      style={{
        borderLeft: `4px solid var(--mantine-color-${notificacion.visto ? 'gray-3' : 'blue-6'})`,
        background: notificacion.visto ? 'var(--mantine-color-gray-0)' : undefined,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={notificacion.visto ? 400 : 700}>{notificacion.titulo}</Text>
          {/* The marks keep their width: beside a two-line title on a phone 'Nueva' was cut to 'N…'. */}
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {notificacion.visto ? (
              <Text size="xs" c="dimmed">
                Vista el {notificacion.fechaVisto ? fechaCorta(notificacion.fechaVisto) : '—'}
              </Text>
            ) : (
              <Badge color="blue">Nueva</Badge>
            )}
            {eliminado ? <Badge color="red">Expediente eliminado</Badge> : null}
          </Group>
        </Group>
        <Text size="sm">
          Radicado <strong>{notificacion.numeroProceso}</strong> · {fechaCorta(notificacion.fecha)}
          {nombres ? ` · ${nombres}` : ''}
        </Text>
        {notificacion.datosExpediente ? (
          <Text size="sm" c="dimmed">
            {recortar(notificacion.datosExpediente.demandantes)} contra{' '}
            {recortar(notificacion.datosExpediente.demandados)}
          </Text>
        ) : null}
        <Stack gap={2}>
          {notificacion.cambios.slice(0, 3).map((cambio) => (
            <Text key={cambio.idCambio} size="sm">
              • {cambio.tipo === 'coincidencia' ? 'Coincidencia: ' : ''}
              {cambio.descripcion ?? 'Cambio'}
              {cambio.fecha ? ` (${fechaCorta(cambio.fecha)})` : ''}
              {cambio.fechaFinalizaTermino
                ? ` · término hasta ${fechaCorta(cambio.fechaFinalizaTermino)}`
                : ''}
            </Text>
          ))}
          {notificacion.cambios.length > 3 ? (
            <Text size="xs" c="dimmed">
              y {notificacion.cambios.length - 3} más
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button size="xs" leftSection={<IconEye size={14} />} onClick={() => onAbrir(notificacion)}>
            Ver proceso
          </Button>
          {eliminado
            ? null
            : fuentes.map((fuente) => (
                <Button
                  key={fuente.id}
                  size="xs"
                  variant="light"
                  leftSection={<IconExternalLink size={14} />}
                  onClick={() => onVerFuente(notificacion, fuente.id)}
                >
                  Ver en {fuente.nombre}
                </Button>
              ))}
        </Group>
      </Stack>
    </Paper>
  );
}
