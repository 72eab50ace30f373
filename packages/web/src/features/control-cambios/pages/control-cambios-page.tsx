/**
 * /admin/ControlCambios/{id}: the day's change control (seed 001 §2) — summary cards, the day's
 * changes and the cases without change, the coordinator report (?tipoInforme=informeCoordinador),
 * the share modal and the thank-you dialog on the review-complete transition.
 */
import { MESSAGES, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconReportAnalytics } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useControl, useUsuarioActual } from '../api/control-api.ts';
import type { CambioActualizado, ControlCambiosDia } from '../api/types.ts';
import { CompartirInformeModal } from '../components/control/compartir-informe-modal.tsx';
import { DashboardCards } from '../components/control/dashboard-cards.tsx';
import { GraciasDialog } from '../components/control/gracias-dialog.tsx';
import { InformeCoordinador } from '../components/control/informe-coordinador.tsx';
import { SeccionCambios } from '../components/control/seccion-cambios.tsx';
import { Tutorial } from '../components/control/tutorial.tsx';

const INFORME = 'informeCoordinador';
const MODO_REVISION = 'modo';

function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function ControlCambiosPage() {
  const id = parseId(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: control, error, isPending } = useControl(id);
  const usuario = useUsuarioActual();
  const [compartir, setCompartir] = useState(false);
  const [gracias, setGracias] = useState(false);
  const esInforme = searchParams.get('tipoInforme') === INFORME;
  const esPrincipal = usuario.data?.emailUsuarioInvitado === null;
  const status = error instanceof ApiError ? error.status : null;

  useEffect(() => {
    if (error && status !== 403 && status !== 401) {
      const aviso = TOASTS_CONTROL_CAMBIOS.cambiosError;
      toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
    }
  }, [error, status]);

  // The review widget on the case detail comes back here when it completed the day's review.
  const completadaAlLlegar = useRef(
    (location.state as { revisionCompletada?: boolean } | null)?.revisionCompletada === true,
  );
  useEffect(() => {
    if (!completadaAlLlegar.current || !control || usuario.isPending) return;
    completadaAlLlegar.current = false;
    if (esPrincipal && !control.haCompartidoInforme) setCompartir(true);
    else setGracias(true);
  }, [control, esPrincipal, usuario.isPending]);

  const alActualizar = (resultado: CambioActualizado, anterior: ControlCambiosDia) => {
    const todosFinalizados = (value: ControlCambiosDia) =>
      value.totalCambios > 0 && value.totalCambiosFinalizados >= value.totalCambios;
    if (resultado.informeEnviadoA)
      toast.success(`Enviamos el informe de cambios importantes a ${resultado.informeEnviadoA}.`, {
        title: 'Exito',
      });
    if (resultado.revisionCompletada && esPrincipal && !resultado.control.haCompartidoInforme)
      setCompartir(true);
    else if (
      resultado.revisionCompletada ||
      (!todosFinalizados(anterior) && todosFinalizados(resultado.control))
    )
      setGracias(true);
  };

  if (id === null || status === 403) {
    return (
      <Alert color="red" title="Control de Cambios - Acceso Denegado">
        {MESSAGES.AccesoDenegadoControlCambios.replace('Control de Cambios - Acceso Denegado: ', '')}
      </Alert>
    );
  }
  if (isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Cargando control de cambios" />
      </Center>
    );
  }
  if (!control) {
    return (
      <Alert color="yellow" title="Control de cambios">
        {MESSAGES.ControlCambiosNoEncontrado}
      </Alert>
    );
  }

  const irAlInforme = () => setSearchParams({ tipoInforme: INFORME });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <div>
            <Title order={2}>Control de cambios del {control.fecha}</Title>
            <Text c="dimmed" size="sm">
              {control.totalCambios === 0
                ? 'Hoy no tuviste cambios.'
                : `${control.totalCambios} cambios encontrados · ${control.totalCambiosRevisados} revisados`}
            </Text>
          </div>
          <Group gap="xs">
            {esInforme ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => setSearchParams({})}
              >
                Volver al control
              </Button>
            ) : (
              <Button leftSection={<IconReportAnalytics size={16} />} onClick={irAlInforme}>
                Ver informe cambios importantes
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {searchParams.get(MODO_REVISION) === 'revision' ? (
        <Alert color="blue" title="Modo revisión">
          <Group justify="space-between">
            <Text size="sm">Revisa los cambios uno a uno desde la tarjeta de revisión.</Text>
            <Button size="xs" onClick={() => setSearchParams({})}>
              Ir a la Revision
            </Button>
          </Group>
        </Alert>
      ) : null}
      {esInforme ? (
        <>
          <InformeCoordinador control={control} />
          {usuario.data ? (
            <Tutorial tipo="coordinador" visto={usuario.data.haVistoTutorialCoordinador} />
          ) : null}
        </>
      ) : (
        <>
          <DashboardCards control={control} />
          <SeccionCambios
            idControl={control.id}
            titulo="Cambios del dia"
            seccion="cambios"
            pendientes={control.pendientesCambiosDelDia}
            vacio="Hoy no tuviste cambios en tus procesos."
            onActualizado={(resultado) => alActualizar(resultado, control)}
          />
          <SeccionCambios
            idControl={control.id}
            titulo="Procesos Sin Cambios"
            seccion="sinCambios"
            pendientes={control.pendientesProcesosSinCambios}
            vacio="Hoy no tuviste procesos que no hayan cambiado."
            onActualizado={(resultado) => alActualizar(resultado, control)}
          />
          {usuario.data ? (
            <Tutorial tipo="dependiente" visto={usuario.data.haVistoTutorialDependiente} />
          ) : null}
        </>
      )}
      {usuario.data ? (
        <CompartirInformeModal
          opened={compartir}
          idControl={control.id}
          idUsuarioActual={usuario.data.id}
          onClose={() => setCompartir(false)}
        />
      ) : null}
      <GraciasDialog
        opened={gracias}
        onClose={() => setGracias(false)}
        onVerInforme={() => {
          setGracias(false);
          navigate(`/admin/ControlCambios/${control.id}?tipoInforme=${INFORME}`);
        }}
      />
    </Stack>
  );
}
