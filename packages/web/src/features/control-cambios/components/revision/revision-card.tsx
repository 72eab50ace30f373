/**
 * The change-review card (seed 001 §2 'Change-review card', §4, §5): one change at a time with
 * 'N de total', Anterior/Siguiente from the navigation data, the three variants by tipoCambio,
 * the anotación cut at a word boundary, Tito's reason with its rule, Tito's draft, and the
 * conclusion in the case summary's rich-text editor. 'Guardar y continuar' needs a non-empty
 * conclusion; unsaved edits block moving away.
 */
import { fuenteById, nombreDeRegla, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type {
  CambioDetalle,
  DestinoNavegacion,
  RolControl,
} from '@expediente/domain/contrato/control-cambios';
import { Alert, Badge, Box, Button, Center, Group, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { aDocumentoDeResumen, type ResumenDocument, TerminoCalculado } from '../../../expedientes/index.ts';
import { useActualizarCambio, useNavegacion, useNoEsMiParte } from '../../api/cambio-api.ts';
import { AnotacionRecortada } from './anotacion-recortada.tsx';
import {
  bloqueoNavegacion,
  llamadaAlGuardar,
  puedeGuardar,
  tieneCambiosSinGuardar,
} from './reglas-revision.ts';

const ResumenEditor = lazy(() => import('../../../expedientes/components/resumen/resumen-editor.tsx'));

/** Seed 001 §9: the card shows a spinner for 300 ms when switching change. */
const CAMBIO_DELAY_MS = 300;

function nombresFuentes(fuentes: number[]): string {
  return fuentes.map((id) => fuenteById(id)?.nombre ?? `Fuente ${id}`).join(', ');
}

function parrafo(texto: string): ResumenDocument {
  return [{ type: 'paragraph', children: [{ text: texto }] }];
}

function Variante({ cambio }: { cambio: CambioDetalle }) {
  const noEsMiParte = useNoEsMiParte(cambio.id);
  if (cambio.tipoCambio === 1)
    return (
      <Stack gap={2}>
        <Text fw={600}>Sin cambios en los últimos 3 meses</Text>
        <Text size="sm">Sin cambio desde {cambio.sinCambioDesde ?? '—'}</Text>
      </Stack>
    );
  if (cambio.tipoCambio !== 0)
    return (
      <Stack gap={2}>
        <Text fw={600}>Sin consulta en {nombresFuentes(cambio.fuentes)}</Text>
        <Text size="sm">{cambio.motivo}</Text>
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Text fw={600}>Cambio de {nombresFuentes(cambio.fuentes)}</Text>
      <Text size="sm">{cambio.descripcion}</Text>
      {cambio.anotacion?.trim() ? <AnotacionRecortada texto={cambio.anotacion} /> : null}
      <Text size="xs">
        {cambio.fechaActuacion ? `Fecha: ${cambio.fechaActuacion}` : ''}
        {!cambio.terminoCalculado && cambio.fechaFinalizaTermino
          ? ` · Término: vence el ${cambio.fechaFinalizaTermino}`
          : ''}
      </Text>
      {cambio.terminoCalculado ? <TerminoCalculado termino={cambio.terminoCalculado} /> : null}
      {cambio.esCoincidencia ? (
        <Group gap="xs">
          <Badge variant="light">Probabilidad de coincidencia {cambio.certeza ?? 0}%</Badge>
          {cambio.estado === 0 ? (
            <Button
              size="compact-xs"
              variant="outline"
              color="gray"
              loading={noEsMiParte.isPending}
              onClick={() =>
                noEsMiParte.mutate(undefined, {
                  onSuccess: () =>
                    toast.success(TOASTS_CONTROL_CAMBIOS.noEsMiParteOk.message, {
                      title: TOASTS_CONTROL_CAMBIOS.noEsMiParteOk.title,
                      autoClose: TOASTS_CONTROL_CAMBIOS.noEsMiParteOk.duration,
                    }),
                  onError: (error) =>
                    toast.error(error.message, {
                      title: 'Error',
                      autoClose: TOASTS_CONTROL_CAMBIOS.subidaError.duration,
                    }),
                })
              }
            >
              No es mi parte
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

interface RevisionCardProps {
  cambio: CambioDetalle;
  rol: RolControl;
  onDirtyChange: (dirty: boolean) => void;
}

export function RevisionCard({ cambio, rol, onDirtyChange }: RevisionCardProps) {
  const navigate = useNavigate();
  const navegacion = useNavegacion(cambio.idControl, cambio.id, rol);
  const actualizar = useActualizarCambio(cambio.id);
  const [cargando, setCargando] = useState(true);
  // The editor's text once the lawyer has touched it; null while untouched.
  const [borrador, setBorrador] = useState<ResumenDocument | null>(null);
  const dirty = borrador !== null && tieneCambiosSinGuardar(borrador, cambio.conclusion);
  // `pedido`: the lawyer asked for this text ('Usar borrador'), so the new editor takes the focus
  // from the button — with it the keyboard user edits the draft at once instead of tabbing back.
  const [inicial, setInicial] = useState<{ key: string; value: ResumenDocument; pedido?: boolean }>({
    key: `${cambio.id}-guardado`,
    value: aDocumentoDeResumen(cambio.conclusion),
  });
  // Mounted once per change (keyed by its id): a short spinner, then the card.
  useEffect(() => {
    const timer = setTimeout(() => setCargando(false), CAMBIO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const ir = (destino: DestinoNavegacion | null) => {
    if (!destino) return;
    navigate(`/admin/DetalleDelExpediente/${destino.idExpediente}?idCambio=${destino.idCambio}&rol=${rol}`);
  };

  const guardar = (conclusion: string) => {
    if (!puedeGuardar(conclusion, actualizar.isPending)) return;
    // Not reviewed yet: marked reviewed with it; already reviewed: only the conclusion is updated.
    const tipo = llamadaAlGuardar(cambio.estado);
    const avisos =
      tipo === 'Revisado'
        ? {
            ok: TOASTS_CONTROL_CAMBIOS.revisadoOk,
            fallo: TOASTS_CONTROL_CAMBIOS.revisadoFallo,
            error: TOASTS_CONTROL_CAMBIOS.revisadoError,
          }
        : {
            ok: TOASTS_CONTROL_CAMBIOS.conclusionOk,
            fallo: TOASTS_CONTROL_CAMBIOS.conclusionFallo,
            error: TOASTS_CONTROL_CAMBIOS.conclusionFallo,
          };
    actualizar.mutate(
      { tipo, conclusion },
      {
        onSuccess: (resultado) => {
          setBorrador(null);
          toast.success(avisos.ok.message, { title: avisos.ok.title, autoClose: avisos.ok.duration });
          if (resultado.revisionCompletada) {
            // The same review-complete transition as the control page (seed 001 §4): there, the
            // primary account gets the thank-you and then the share modal while not shared; an
            // associated user, whose completed review sent the report, the thank-you.
            navigate(`/admin/ControlCambios/${resultado.control.id}`, {
              state: {
                revisionCompletada: true,
                todosFinalizados: false,
                informeEnviadoA: resultado.informeEnviadoA,
              },
            });
            return;
          }
          ir(navegacion.data?.siguiente ?? null);
        },
        onError: (error) => {
          const aviso = error instanceof ApiError ? avisos.fallo : avisos.error;
          toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
        },
      },
    );
  };

  if (cargando)
    return (
      <Center mih={160}>
        <Loader size="sm" role="status" aria-label="Cargando cambio" />
      </Center>
    );
  const bloqueo = bloqueoNavegacion(dirty);
  const nav = navegacion.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Tooltip label={bloqueo} disabled={!bloqueo}>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!nav?.anterior || dirty}
            onClick={() => ir(nav?.anterior ?? null)}
          >
            Anterior
          </Button>
        </Tooltip>
        <Text size="sm" fw={600} data-testid="indice-cambio">
          {nav ? `${nav.indexActual} de ${nav.totalCambios}` : ''}
        </Text>
        <Tooltip label={bloqueo} disabled={!bloqueo}>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!nav?.siguiente || dirty}
            onClick={() => ir(nav?.siguiente ?? null)}
          >
            Siguiente
          </Button>
        </Tooltip>
      </Group>
      {bloqueo ? (
        <Text size="xs" c="orange.9" role="status" ta="center">
          {bloqueo}
        </Text>
      ) : null}
      <Variante cambio={cambio} />
      {cambio.esPriorizadoPorTito ? (
        <Alert color="violet" variant="light" title="Tito priorizó este cambio" p="xs">
          <Text size="sm">{cambio.razonDePriorizacion}</Text>
          {cambio.reglaDePriorizacion ? (
            <Text size="xs" mt={2} data-testid="regla-tito">
              Regla de Tito: {nombreDeRegla(cambio.reglaDePriorizacion)}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {cambio.borradorConclusion ? (
        // The whole draft, scrolled inside its box when long, and the button on its own line so
        // neither is cut in the widget's width (issue 21.6).
        <Stack gap={4}>
          <Box
            mah={140}
            p={6}
            bg="var(--mantine-color-gray-0)"
            style={{ overflowY: 'auto', borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="borrador-tito"
            // A long draft scrolls inside the box: the keyboard must reach it to scroll it too
            // (axe scrollable-region-focusable on a phone, CI 27/11).
            tabIndex={0}
            role="region"
            aria-label="Borrador de Tito"
          >
            <Text size="sm">
              <Text span fw={600} size="sm">
                Borrador de Tito:
              </Text>{' '}
              {cambio.borradorConclusion}
            </Text>
          </Box>
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="light"
              color="violet"
              onClick={() => {
                const valor = parrafo(cambio.borradorConclusion ?? '');
                setInicial({ key: `${cambio.id}-tito-${Date.now()}`, value: valor, pedido: true });
                setBorrador(valor);
              }}
            >
              Usar borrador
            </Button>
          </Group>
        </Stack>
      ) : null}
      <Suspense fallback={<Loader size="sm" />}>
        <ResumenEditor
          key={inicial.key}
          initialValue={inicial.value}
          saved={cambio.conclusion}
          minHeight={90}
          maxHeight={220}
          isSending={actualizar.isPending}
          ariaLabel="Conclusión"
          placeholder="Escribe tu conclusión sobre este cambio"
          sendLabel="Guardar y continuar"
          allowUnchanged
          enfocar={inicial.pedido ? 'siempre' : 'siNadieTieneElFoco'}
          onDraftChange={setBorrador}
          onSend={guardar}
        />
      </Suspense>
    </Stack>
  );
}
