/** /admin/DetalleDelExpediente/{id} (or ?id=): the case, its actuaciones and state notifications (seed 000 §2). */
import { MESSAGES } from '@expediente/domain';
import { Alert, Button, Center, Group, Loader, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ACTUACIONES_FUENTES, useExpediente } from '../api/use-expediente-detalle.ts';
import { ActuacionesTab } from '../components/actuaciones-tab.tsx';
import { ExpedienteHeader } from '../components/expediente-header.tsx';
import { NotificacionesTab } from '../components/notificaciones-tab.tsx';

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function DetalleExpedientePage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = parseId(params.id ?? searchParams.get('id'));
  const { data: expediente, error, isPending } = useExpediente(id);
  const status = error instanceof ApiError ? error.status : id === null ? 404 : null;
  const sinPermisos = status === 403;

  useEffect(() => {
    // 401 is handled once by the api client (sign in again); 403 stays on the page with its message.
    if (status === null || status === 401 || status === 403) return;
    toast.error(MESSAGES.ExpedienteNoEncontrado, { id: 'expediente-no-encontrado' });
    navigate('/admin/default', { replace: true });
  }, [status, navigate]);

  const regresar = () => {
    // With history inside the app go back; a direct visit has nowhere to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate('/admin/default');
  };

  const fuentesActuaciones = (expediente?.procesosEnFuentesDatos ?? [])
    .map((proceso) => proceso.tipoFuente)
    .filter(
      (fuente, index, all) =>
        ACTUACIONES_FUENTES.some((id) => id === fuente) && all.indexOf(fuente) === index,
    );

  return (
    <Stack gap="md">
      {/* The top bar shows the page title 'Detalle del Expediente' (route-titles.ts). */}
      <Group justify="flex-start" wrap="wrap">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={regresar}>
          Regresar
        </Button>
      </Group>
      {sinPermisos ? (
        <Alert color="red" variant="light">
          {MESSAGES.SinPermisosExpediente}
        </Alert>
      ) : null}
      {id !== null && isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando" />
        </Center>
      ) : null}
      {expediente ? (
        <>
          <ExpedienteHeader expediente={expediente} />
          <Tabs defaultValue="actuaciones" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="actuaciones">Actuaciones</Tabs.Tab>
              <Tabs.Tab value="notificaciones">Notificaciones de estados</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="actuaciones" pt="md">
              <ActuacionesTab idExpediente={expediente.id} fuentes={fuentesActuaciones} />
            </Tabs.Panel>
            <Tabs.Panel value="notificaciones" pt="md">
              <NotificacionesTab idExpediente={expediente.id} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
