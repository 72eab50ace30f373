/**
 * /admin/ControlCambios/{id}: the day's change control (seed 001 §2) — summary cards, the day's
 * changes and the cases without change, the coordinator report (?tipoInforme=informeCoordinador),
 * the share modal and the thank-you dialog on the review-complete transition.
 */
import { MESSAGES, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type {
  CambioActualizado,
  CambiosPagina,
  ControlCambiosDia,
} from '@expediente/domain/contrato/control-cambios';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconReportAnalytics } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { BOTON_ENVOLVENTE } from '../../../ui/boton-envolvente.ts';
import { useControl, useHoyParaTextos, useUsuarioActual } from '../api/control-api.ts';
import { detalleUrl } from '../components/control/cambios-table.tsx';
import { CompartirInformeModal } from '../components/control/compartir-informe-modal.tsx';
import { DashboardCards } from '../components/control/dashboard-cards.tsx';
import { GraciasDialog, tituloGracias } from '../components/control/gracias-dialog.tsx';
import { InformeCoordinador } from '../components/control/informe-coordinador.tsx';
import { resumenDelDia } from '../components/control/resumen-control.ts';
import { MODO_REVISION, MODO_REVISION_VALOR } from '../components/control/rutas-control.ts';
import { SeccionCambios } from '../components/control/seccion-cambios.tsx';
import { type Transicion, todosFinalizados, transicionRevision } from '../components/control/transicion.ts';
import { Tutorial } from '../components/control/tutorial.tsx';

const INFORME = 'informeCoordinador';

/** Where the control was opened from (the calendar passes it) and what the review widget reports. */
interface EstadoLlegada {
  from?: string;
  revisionCompletada?: boolean;
  todosFinalizados?: boolean;
  informeEnviadoA?: string | null;
  /** The change the review widget was on, for 'Ir a la revisión'. */
  revision?: { idExpediente: number; idCambio: number; rol: string };
}

function parseId(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** Only in-app paths: a state carrying an absolute URL never navigates away. */
function origenSeguro(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

export function ControlCambiosPage() {
  const id = parseId(useParams().id);
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const llegada = (location.state ?? {}) as EstadoLlegada;
  const origen = origenSeguro(llegada.from);
  const { data: control, error, isPending } = useControl(id);
  const usuario = useUsuarioActual();
  const [compartir, setCompartir] = useState(false);
  const [gracias, setGracias] = useState(false);
  const hoy = useHoyParaTextos();
  // The share modal waits for the thank-you dialog to close.
  const compartirDespues = useRef(false);
  const esInforme = searchParams.get('tipoInforme') === INFORME;
  const esPrincipal = usuario.data?.emailUsuarioInvitado === null;
  const esDependiente = usuario.data
    ? usuario.data.emailUsuarioInvitado !== null && !usuario.data.esCoordinador
    : false;
  const status = error instanceof ApiError ? error.status : null;
  // Another account's control answers 404 like a missing one (the API confirms no id): both get
  // the seed's access-denied message.
  const denegado = status === 403 || status === 404;

  useEffect(() => {
    if (error && !denegado && status !== 401) {
      const aviso = TOASTS_CONTROL_CAMBIOS.cambiosError;
      toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
    }
  }, [error, status, denegado]);
  useEffect(() => {
    if (!usuario.isError) return;
    const aviso = TOASTS_CONTROL_CAMBIOS.usuarioActualError;
    toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
  }, [usuario.isError]);

  const abrir = (transicion: Transicion) => {
    if (transicion.gracias) {
      compartirDespues.current = transicion.compartir;
      setGracias(true);
    } else if (transicion.compartir) setCompartir(true);
  };
  const avisarInforme = (email: string | null | undefined) => {
    if (!email) return;
    const aviso = TOASTS_CONTROL_CAMBIOS.informeEnviado;
    toast.success(`Enviamos el informe de cambios importantes a ${email}.`, {
      title: aviso.title,
      autoClose: aviso.duration,
    });
  };

  // The review widget on the case detail comes back here when it completed the day's review.
  const completadaAlLlegar = useRef(llegada.revisionCompletada === true);
  useEffect(() => {
    if (!completadaAlLlegar.current || !control || usuario.isPending) return;
    completadaAlLlegar.current = false;
    // Consumed: a reload or a way back does not open it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: { from: llegada.from } });
    avisarInforme(llegada.informeEnviadoA);
    abrir(
      transicionRevision({
        revisionCompletada: true,
        todosFinalizados: llegada.todosFinalizados === true,
        esPrincipal,
        haCompartidoInforme: control.haCompartidoInforme,
      }),
    );
  });

  const alActualizar = (resultado: CambioActualizado, anterior: ControlCambiosDia) => {
    avisarInforme(resultado.informeEnviadoA);
    abrir(
      transicionRevision({
        revisionCompletada: resultado.revisionCompletada,
        todosFinalizados: !todosFinalizados(anterior) && todosFinalizados(resultado.control),
        esPrincipal,
        haCompartidoInforme: resultado.control.haCompartidoInforme,
      }),
    );
  };

  const cerrarGracias = () => {
    setGracias(false);
    if (compartirDespues.current && control && !control.haCompartidoInforme) setCompartir(true);
    compartirDespues.current = false;
  };

  /** 'Ir a la revisión': leaves review mode and goes back to the change under review, else the first pending one. */
  const irALaRevision = async () => {
    const sinModo = new URLSearchParams(searchParams);
    sinModo.delete(MODO_REVISION);
    setSearchParams(sinModo, { replace: true, state: location.state });
    if (llegada.revision) {
      const { idExpediente, idCambio, rol } = llegada.revision;
      navigate(`/admin/DetalleDelExpediente/${idExpediente}?idCambio=${idCambio}&rol=${rol}`);
      return;
    }
    if (id === null) return;
    const pendientes = await apiRequest<CambiosPagina>(
      `/ControlCambiosDia/${id}/CambiosEnExpedienteDigital?filtradoPor=SinRevisar&pagina=1`,
    ).catch(() => null);
    const primero = pendientes?.cambios[0];
    if (primero) navigate(detalleUrl(primero, 'dependiente'));
  };

  if (id === null || denegado) {
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

  const irAlInforme = () => setSearchParams({ tipoInforme: INFORME }, { state: location.state });
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between">
          <div>
            <Title order={2}>Control de cambios del {control.fecha}</Title>
            <Text c="dimmed" size="sm">
              {resumenDelDia(control)}
            </Text>
          </div>
          <Group gap="xs">
            {origen ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => navigate(origen)}
              >
                Regresar
              </Button>
            ) : null}
            {esInforme ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => setSearchParams({}, { state: location.state })}
              >
                Volver al control
              </Button>
            ) : (
              <Button
                leftSection={<IconReportAnalytics size={16} />}
                onClick={irAlInforme}
                styles={BOTON_ENVOLVENTE}
              >
                Ver informe de cambios importantes
              </Button>
            )}
          </Group>
        </Group>
      </Paper>
      {searchParams.get(MODO_REVISION) === MODO_REVISION_VALOR ? (
        <Alert color="blue" title="Modo revisión">
          <Group justify="space-between">
            <Text size="sm">Estás revisando los cambios uno a uno desde la tarjeta de revisión.</Text>
            <Button size="xs" onClick={() => void irALaRevision()}>
              Ir a la revisión
            </Button>
          </Group>
        </Alert>
      ) : null}
      {esInforme ? (
        <>
          <InformeCoordinador control={control} />
          {usuario.data?.esCoordinador ? (
            <Tutorial tipo="coordinador" visto={usuario.data.haVistoTutorialCoordinador} />
          ) : null}
        </>
      ) : (
        <>
          <DashboardCards control={control} />
          <SeccionCambios
            idControl={control.id}
            titulo="Cambios del día"
            seccion="cambios"
            pendientes={control.pendientesCambiosDelDia}
            onActualizado={(resultado) => alActualizar(resultado, control)}
          />
          <SeccionCambios
            idControl={control.id}
            titulo="Procesos sin cambios"
            seccion="sinCambios"
            pendientes={control.pendientesProcesosSinCambios}
            onActualizado={(resultado) => alActualizar(resultado, control)}
          />
          {usuario.data && esDependiente ? (
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
        titulo={tituloGracias(control, hoy)}
        opened={gracias}
        onClose={cerrarGracias}
        onVerInforme={() => {
          cerrarGracias();
          setSearchParams({ tipoInforme: INFORME }, { state: location.state });
        }}
      />
    </Stack>
  );
}
