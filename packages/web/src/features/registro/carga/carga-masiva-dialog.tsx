/** 'Solicitud de carga de procesos' (seed 000 §2, §4, §5): the bulk-load request dialog. */
import { MESSAGES } from '@expediente/domain';
import type { RadicadosDelArchivo } from '@expediente/domain/contrato/registro';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { pedirUsuarioExpedienteDigital } from '../../cuenta/index.ts';
import { RegistroManualDialog } from '../manual/registro-manual-dialog.tsx';
import { cargasRootKey, consultarRadicados, requestLoad, useRegistroActivo } from './api/carga-api.ts';
import { ArchivoRadicadosButton } from './components/archivo-radicados-button.tsx';
import { TutorialVideoDialog } from './components/tutorial-video-dialog.tsx';
import { ValidacionRadicadosAlert } from './components/validacion-radicados.tsx';
import { EstadoCargaDialog } from './estado-carga-dialog.tsx';
import { esCargaDeMasDe5 } from './model/countdown.ts';
import {
  canSend,
  conteoRadicados,
  omitErroneous,
  omitRegistered,
  validarRadicados,
} from './model/radicados-validation.ts';

export interface CargaMasivaDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Where a load's progress is shown: a popup for 5 cases or fewer, its own page for more. */
export function useOpenCarga(onNavigate: () => void) {
  const navigate = useNavigate();
  const [popupId, setPopupId] = useState<number | null>(null);
  const open = (id: number, total: number) => {
    if (!esCargaDeMasDe5(total)) return setPopupId(id);
    onNavigate();
    navigate(`/admin/estado-carga-automatica/${id}`);
  };
  return { popupId, open, closePopup: () => setPopupId(null) };
}

function useRegistrados(validos: string[], enabled: boolean) {
  const [debounced] = useDebouncedValue(validos, 600);
  return useQuery({
    queryKey: ['expedientes', 'consultar-radicados', debounced],
    queryFn: async () => {
      try {
        return await consultarRadicados(debounced);
      } catch (error) {
        toast.error('Se presentó un error al consultar los radicados', { title: 'Se presentó un problema' });
        throw error;
      }
    },
    enabled: enabled && debounced.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}

export function CargaMasivaDialog({ opened, onClose }: CargaMasivaDialogProps) {
  const queryClient = useQueryClient();
  // The text survives closing the dialog, so nothing typed is lost; it clears after a sent load.
  const [text, setText] = useState('');
  const [isSending, setSending] = useState(false);
  const [isTutorialOpen, setTutorialOpen] = useState(false);
  const [isManualOpen, setManualOpen] = useState(false);
  const [imprecisos, setImprecisos] = useState(0);
  const carga = useOpenCarga(onClose);
  const activo = useRegistroActivo(opened);
  const usuario = useQuery({
    queryKey: ['cuenta', 'usuario-expediente-digital'],
    queryFn: ({ signal }) => pedirUsuarioExpedienteDigital(signal),
    enabled: opened,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const validacion = useMemo(() => validarRadicados(text), [text]);
  const registrados = useRegistrados(validacion.validos, opened && !validacion.hasErrors);
  const yaRegistrados = (registrados.data ?? []).filter((radicado) => validacion.validos.includes(radicado));
  const cargaActiva = activo.data?.existeRegistroActivo ? activo.data.registroAutomatico : null;

  function fillFromFile(answer: RadicadosDelArchivo) {
    setText((current) => [current.trim(), ...answer.radicados].filter(Boolean).join('\n'));
    setImprecisos(answer.numerosImprecisos);
    toast.success(`Agregamos ${answer.radicados.length} radicados del archivo.`);
  }

  async function send() {
    if (!canSend(validacion)) return;
    setSending(true);
    try {
      // Duplicates never reach the server: validos holds each radicado once.
      const created = await requestLoad(validacion.validos, usuario.data?.idAbogado ?? null);
      setText('');
      setImprecisos(0);
      void queryClient.invalidateQueries({ queryKey: cargasRootKey });
      carga.open(created.id, created.totalNumProcesosProcesos);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CargaActiva') {
        toast.error(MESSAGES.CargaActiva, { autoClose: 7000 });
        void activo.refetch();
        return;
      }
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(MESSAGES.ErrorCargarProcesos, { autoClose: 5000 });
      onClose();
    } finally {
      setSending(false);
    }
  }

  const closeAll = () => {
    carga.closePopup();
    onClose();
  };

  return (
    <>
      <Modal
        opened={opened && carga.popupId === null && !isManualOpen}
        onClose={onClose}
        title="Solicitud de carga de procesos"
        size="lg"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Pega los radicados de tus procesos, uno por línea (23 dígitos numéricos). Buscaremos cada uno en
            las páginas de la Rama Judicial y activaremos su consulta diaria.
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setTutorialOpen(true)}>
            <Group gap={4}>
              <IconPlayerPlay size={14} />
              Ver video tutorial
            </Group>
          </Anchor>
          {cargaActiva ? (
            <Alert color="yellow" variant="light" title="Ya tienes una carga en proceso">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{MESSAGES.CargaActiva}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => carga.open(cargaActiva.id, cargaActiva.totalNumProcesosProcesos)}
                >
                  Ver carga activa
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Textarea
            label="Radicados"
            placeholder={'11001310300120240012300\n05001400300220230045600'}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={6}
            maxRows={14}
            readOnly={isSending}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c="dimmed" aria-label="Conteo de radicados">
              {conteoRadicados(validacion)}
            </Text>
            <ArchivoRadicadosButton onRead={fillFromFile} />
          </Group>
          {imprecisos > 0 ? (
            <Alert color="yellow" variant="light">
              {imprecisos === 1
                ? '1 celda del archivo tiene el radicado guardado como número y Excel perdió sus últimos dígitos. Dale formato de texto en Excel y vuelve a cargar el archivo, o escríbelo aquí.'
                : `${imprecisos} celdas del archivo tienen el radicado guardado como número y Excel perdió sus últimos dígitos. Dales formato de texto en Excel y vuelve a cargar el archivo, o escríbelos aquí.`}
            </Alert>
          ) : null}
          <ValidacionRadicadosAlert validacion={validacion} />
          {validacion.hasErrors ? (
            <Group>
              <Button
                variant="light"
                color="red"
                onClick={() => setText(omitErroneous(text))}
                disabled={isSending}
              >
                Omitir radicados con errores
              </Button>
            </Group>
          ) : null}
          {yaRegistrados.length > 0 ? (
            <Alert
              color="blue"
              variant="light"
              title={`${yaRegistrados.length} radicados ya están registrados`}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{yaRegistrados.join(', ')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setText(omitRegistered(text, yaRegistrados))}
                  disabled={isSending}
                >
                  Omitir radicados ya registrados
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" onClick={() => setManualOpen(true)} disabled={isSending}>
              Registrar manualmente
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose} disabled={isSending}>
                Cancelar
              </Button>
              <Button onClick={() => void send()} loading={isSending} disabled={!canSend(validacion)}>
                Enviar
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <TutorialVideoDialog opened={isTutorialOpen} onClose={() => setTutorialOpen(false)} />
      <RegistroManualDialog opened={opened && isManualOpen} onClose={() => setManualOpen(false)} />
      {carga.popupId !== null ? <EstadoCargaDialog id={carga.popupId} onClose={closeAll} /> : null}
    </>
  );
}
