/**
 * /admin/NotificacionesCambio/Configuracion (seed 001 §2 'Notification settings'): the three formats
 * of the morning e-mail save on choice; associated users see them disabled. The morning e-mails
 * link here.
 */
import { MESSAGES } from '@expediente/domain';
import { Alert, Card, Center, Checkbox, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { FORMAS_NOTIFICACION, opcionActual } from '../api/formas.ts';
import {
  type GuardarPreferencias,
  type PreferenciasNotificacion,
  useGuardarPreferencias,
  usePreferenciasNotificacion,
} from '../api/preferencias-api.ts';

const ERROR_CONFIGURACION = 'No pudimos guardar la configuración de las notificaciones. Intenta de nuevo.';

export function ConfiguracionNotificacionesPage() {
  const preferencias = usePreferenciasNotificacion();
  const guardar = useGuardarPreferencias();
  // The choice shows in the same click (the cache's optimistic copy renders a tick later, and a
  // quick second click would act on the old value); cleared when the save settles.
  const [elegido, setElegido] = useState<Partial<PreferenciasNotificacion> | null>(null);
  if (preferencias.isPending)
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  if (preferencias.isError || !preferencias.data)
    return <Alert color="red">No pudimos cargar la configuración de las notificaciones.</Alert>;
  const actual: PreferenciasNotificacion = { ...preferencias.data, ...elegido };
  const bloqueado = !actual.esCuentaPrincipal;

  const enviar = (cambios: Partial<GuardarPreferencias>, base: PreferenciasNotificacion = actual) => {
    const cuerpo: GuardarPreferencias = {
      formaNotificacion: base.formaNotificacion,
      enviarResumen: base.enviarResumen,
      enviarNotificacionesPorDefecto: base.enviarNotificacionesPorDefecto,
      ...cambios,
    };
    setElegido((previo) => ({
      ...previo,
      formaNotificacion: cuerpo.formaNotificacion,
      enviarResumen: cuerpo.enviarResumen,
      enviarNotificacionesPorDefecto: cuerpo.enviarNotificacionesPorDefecto,
      ...(cuerpo.enviarCorreoSinCambios === undefined
        ? {}
        : { enviarCorreoSinCambios: cuerpo.enviarCorreoSinCambios }),
      ...(cuerpo.recibirCorreoDiario === undefined
        ? {}
        : { correoDiarioSuspendido: !cuerpo.recibirCorreoDiario }),
    }));
    guardar.mutate(cuerpo, {
      onSettled: () => setElegido(null),
      onSuccess: () =>
        toast.success('Cambiaste correctamente la configuración de las notificaciones de cambio.', {
          title: 'Configuración actualizada',
        }),
      onError: (error) => toast.error(error.message || ERROR_CONFIGURACION, { title: 'Error' }),
    });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>Configuración de las notificaciones de cambios</Title>
      {bloqueado ? <Alert color="blue">{MESSAGES.FormaNotificacionSoloPrincipal}</Alert> : null}
      <Card withBorder radius="md">
        <Radio.Group
          label="¿Cómo quieres recibir el correo de cambios de cada mañana?"
          value={opcionActual(actual)?.valor ?? 'null'}
          onChange={(valor) => {
            const opcion = FORMAS_NOTIFICACION.find((item) => item.valor === valor);
            if (opcion) enviar(opcion.cuerpo);
          }}
        >
          <Stack gap="sm" mt="sm">
            {FORMAS_NOTIFICACION.map((opcion) => (
              <Radio
                key={opcion.valor}
                value={opcion.valor}
                disabled={bloqueado}
                label={opcion.titulo}
                description={opcion.descripcion}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Card>
      <Card withBorder radius="md">
        <Stack gap="sm">
          <Checkbox
            label="Recibir el correo de cambios cada mañana"
            description="Si lo desactivas, seguirás viendo los cambios en la aplicación."
            checked={!actual.correoDiarioSuspendido}
            disabled={bloqueado}
            onChange={(event) => enviar({ recibirCorreoDiario: event.currentTarget.checked })}
          />
          <Checkbox
            label="Avisarme también las noches sin cambios"
            description="Un correo corto con cuántos procesos consultamos en cada fuente: la prueba de que todo fue revisado."
            checked={actual.enviarCorreoSinCambios}
            disabled={bloqueado}
            onChange={(event) => enviar({ enviarCorreoSinCambios: event.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            Te avisamos de cada cambio antes de las 8:00 a. m., hora de Bogotá.
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
