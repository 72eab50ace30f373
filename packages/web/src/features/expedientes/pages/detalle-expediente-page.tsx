/**
 * /admin/DetalleDelExpediente/{id} (or ?id=): the case with its edits, actuaciones, state
 * notifications, documents, additional results and last screenshots (seed 000 §2).
 */
import { MESSAGES } from '@expediente/domain';
import type { RolControl } from '@expediente/domain/contrato/control-cambios';
import { Alert, Button, Center, Group, Loader, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { RevisionWidget } from '../../control-cambios/index.ts';
import { PantallazoPicker } from '../../fuentes/index.ts';
import { useActualizacionesDeFuentes } from '../api/use-actualizaciones-fuente.ts';
import { fuentesDeActuaciones, useExpediente } from '../api/use-expediente-detalle.ts';
import { useResultadosAdicionales } from '../api/use-resultados-adicionales.ts';
import { ActuacionesTab } from '../components/actuaciones-tab.tsx';
import { DocumentosTab } from '../components/documentos-tab.tsx';
import { ExpedienteHeader } from '../components/expediente-header.tsx';
import { NotificacionesTab } from '../components/notificaciones-tab.tsx';
import { ResultadosAdicionalesTab } from '../components/resultados-adicionales-tab.tsx';
import { origenSeguro } from './origen.ts';

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
  // Opened from the change control: the review widget floats over the case (seed 001 §2).
  const idCambio = parseId(searchParams.get('idCambio'));
  const { data: expediente, error, isPending } = useExpediente(id);
  useActualizacionesDeFuentes();
  const resultados = useResultadosAdicionales(id);
  const status = error instanceof ApiError ? error.status : id === null ? 404 : null;
  const sinPermisos = status === 403;
  // The URL the lawyer came from, passed along by the link (router state) or as ?origen=.
  const origen = origenSeguro(location.state, searchParams.get('origen'));

  useEffect(() => {
    // 401 is handled once by the api client (sign in again); 403 stays on the page with its message.
    if (status === null || status === 401 || status === 403) return;
    toast.error(MESSAGES.ExpedienteNoEncontrado, { id: 'expediente-no-encontrado' });
    navigate('/admin/default', { replace: true });
  }, [status, navigate]);

  const regresar = () => {
    if (origen) navigate(origen);
    // With history inside the app go back; a direct visit has nowhere to go back to.
    else if (location.key !== 'default') navigate(-1);
    else navigate('/admin/default');
  };

  const fuentes = (expediente?.procesosEnFuentesDatos ?? [])
    .map((proceso) => proceso.tipoFuente)
    .filter((fuente, index, all) => all.indexOf(fuente) === index);
  const fuentesActuaciones = fuentesDeActuaciones(expediente);
  const adicionales = resultados.data ?? [];

  return (
    <Stack gap="md">
      {/* The top bar names the case by its radicado (app/layouts/page-breadcrumb.tsx). */}
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={regresar}>
          Regresar
        </Button>
        {expediente ? <PantallazoPicker idExpediente={expediente.id} /> : null}
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
          {/* Floating on a desktop; on a phone the first section of the page, so the review is what it opens on (issue 21.6). */}
          {idCambio !== null ? (
            <RevisionWidget
              idCambio={idCambio}
              rol={rolRevision(searchParams.get('rol'))}
              expediente={expediente}
            />
          ) : null}
          <ExpedienteHeader expediente={expediente} onEliminado={() => navigate('/admin')} />
          <Tabs defaultValue="actuaciones" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="actuaciones">Actuaciones</Tabs.Tab>
              <Tabs.Tab value="notificaciones">Notificaciones de estados</Tabs.Tab>
              <Tabs.Tab value="documentos">Documentos</Tabs.Tab>
              {adicionales.length > 0 ? (
                <Tabs.Tab value="adicionales">{`Resultados adicionales (${adicionales.length})`}</Tabs.Tab>
              ) : null}
            </Tabs.List>
            <Tabs.Panel value="actuaciones" pt="md">
              <ActuacionesTab idExpediente={expediente.id} fuentes={fuentesActuaciones} />
            </Tabs.Panel>
            <Tabs.Panel value="notificaciones" pt="md">
              <NotificacionesTab idExpediente={expediente.id} />
            </Tabs.Panel>
            <Tabs.Panel value="documentos" pt="md">
              <DocumentosTab idExpediente={expediente.id} fuentes={fuentes} />
            </Tabs.Panel>
            {adicionales.length > 0 ? (
              <Tabs.Panel value="adicionales" pt="md">
                <ResultadosAdicionalesTab idExpediente={expediente.id} resultados={adicionales} />
              </Tabs.Panel>
            ) : null}
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}

/** ?rol= of a link from the change control (seed 001 §2): dependiente unless said otherwise. */
function rolRevision(value: string | null): RolControl {
  return value === 'principal' || value === 'coordinador' ? value : 'dependiente';
}
