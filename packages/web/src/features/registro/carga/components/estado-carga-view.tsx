/**
 * 'Estado de la carga automatica de procesos' (seed 000 §2, §4): steps, countdown, progress pill,
 * banners and the per-case list. Shared by the popup (≤ 5 cases) and the page (more).
 */
import { MESSAGES } from '@expediente/domain';
import { Alert, Badge, Button, Center, Group, Loader, Progress, Stack, Stepper, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCarga, useFinishLoad, useRetryTechnicalErrors } from '../api/carga-api.ts';
import { useCargaRealtime } from '../api/use-carga-realtime.ts';
import { shouldShowRetry, summarizeLoad } from '../model/carga-progress.ts';
import { esCargaDeMasDe5 } from '../model/countdown.ts';
import { CargaActivaDialog } from './carga-activa-dialog.tsx';
import { CompletarInformacionDialog } from './completar-informacion-dialog.tsx';
import { CountdownText } from './countdown-text.tsx';
import { ProcesosACargarList } from './procesos-a-cargar-list.tsx';

interface EstadoCargaViewProps {
  id: number;
  /** In the popup, 'Cerrar y esperar' closes it; on the page there is nothing to close. */
  onClose?: () => void;
}

function accessMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return MESSAGES.SinPermisosCarga;
  if (error instanceof ApiError && error.status === 404) return MESSAGES.CargaNoEncontrada;
  return 'No se puede acceder a la carga';
}

export function EstadoCargaView({ id, onClose }: EstadoCargaViewProps) {
  const navigate = useNavigate();
  const carga = useCarga(id);
  const finish = useFinishLoad();
  const retry = useRetryTechnicalErrors();
  const [isRetryClicked, setRetryClicked] = useState(false);
  const [isNotifyOpen, setNotifyOpen] = useState(false);
  const [isCompletarOpen, setCompletarOpen] = useState(false);
  useCargaRealtime();

  const hasError = carga.isError;
  useEffect(() => {
    if (hasError) toast.error('No se puede acceder a la carga', { id: 'carga-inaccesible' });
  }, [hasError]);

  const irAlListado = () => {
    onClose?.();
    navigate('/admin/');
  };

  if (carga.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando" />
      </Center>
    );
  }
  if (carga.isError) {
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" title="No se puede acceder a la carga">
          {accessMessage(carga.error)}
        </Alert>
        <Group>
          <Button onClick={irAlListado}>Ir al listado de procesos</Button>
        </Group>
      </Stack>
    );
  }

  const load = carga.data;
  const items = load.procesosACargar ?? [];
  const summary = summarizeLoad(load, items);
  const isRunning = load.estado === 'EnProceso';

  async function finalizar() {
    try {
      await finish.mutateAsync(id);
      toast.success('La carga fue finalizada.');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('Se presentó un error al finalizar la carga', { title: 'Error' });
    }
  }

  async function reintentar() {
    setRetryClicked(true);
    try {
      await retry.mutateAsync(id);
    } catch (error) {
      setRetryClicked(false);
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('Se presentó un error al reintentar la consulta', { title: 'Se presentó un problema' });
    }
  }

  return (
    <Stack gap="md">
      <Stepper active={summary.stepperActive} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Carga" description="agregar radicados" />
        <Stepper.Step
          label="Búsqueda"
          description="buscamos las fuentes donde se puede consultar"
          loading={!summary.isTerminal}
        />
        <Stepper.Step label="Finalización" description="informe de la carga" />
      </Stepper>

      <Group justify="space-between" wrap="wrap">
        <Badge
          size="lg"
          variant="light"
          color={summary.isTerminal ? 'green' : 'blue'}
          aria-label="Estado de la carga"
        >
          {summary.pill.label} {summary.pill.detail}
        </Badge>
        {summary.isTerminal ? null : (
          <CountdownText
            deadline={load.fechaLimiteFinalizacion}
            cargaMasDe5={esCargaDeMasDe5(load.totalNumProcesosProcesos)}
          />
        )}
      </Group>
      <Progress value={summary.percent} animated={!summary.isTerminal} aria-label="Avance de la carga" />
      <Text size="sm" c="dimmed">
        {summary.registrados} registrados · {summary.noEncontrados} no encontrados · {summary.conErrorTecnico}{' '}
        con error técnico
      </Text>

      {shouldShowRetry(load, isRetryClicked) && summary.conErrorTecnico > 0 ? (
        <Alert color="red" variant="light" icon={<IconRefresh size={18} />}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              No pudimos consultar {summary.conErrorTecnico}{' '}
              {summary.conErrorTecnico === 1 ? 'proceso' : 'procesos'} debido a errores técnicos. Por favor,
              inténtalo nuevamente.
            </Text>
            <Button size="xs" color="red" onClick={() => void reintentar()} loading={retry.isPending}>
              Reintentar
            </Button>
          </Group>
        </Alert>
      ) : null}

      {summary.showNotFoundWarning ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Aún no hemos terminado"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              No encontramos {summary.noEncontrados} {summary.noEncontrados === 1 ? 'proceso' : 'procesos'} en
              las páginas de la Rama Judicial. Completa su información para vigilarlos en las publicaciones de
              los juzgados.
            </Text>
            <Button size="xs" variant="light" color="yellow" onClick={() => setCompletarOpen(true)}>
              Completar información
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <ProcesosACargarList items={items} />

      <Group justify="flex-end" gap="xs" wrap="wrap">
        {isRunning ? (
          <>
            {onClose ? (
              <Button variant="default" onClick={onClose}>
                Cerrar y esperar
              </Button>
            ) : null}
            <Button variant="light" color="red" onClick={() => void finalizar()} loading={finish.isPending}>
              Finalizar carga
            </Button>
            <Button variant="light" onClick={() => setNotifyOpen(true)}>
              Notifícame cuando termine
            </Button>
          </>
        ) : null}
        <Button onClick={irAlListado}>Ir al listado de procesos</Button>
      </Group>

      <CargaActivaDialog
        opened={isNotifyOpen}
        onClose={() => {
          setNotifyOpen(false);
          irAlListado();
        }}
      />
      <CompletarInformacionDialog
        opened={isCompletarOpen}
        onClose={() => setCompletarOpen(false)}
        idCarga={id}
        noEncontrados={items.filter((item) => item.estado === 'NoEncontrado')}
      />
    </Stack>
  );
}
