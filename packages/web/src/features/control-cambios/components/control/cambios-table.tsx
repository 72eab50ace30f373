/**
 * A table of the control's changes (seed 001 §2): the day's changes, or the cases without change /
 * not consulted. Row click opens the case with the change (rol=dependiente); the radicado link with
 * rol=principal; clicks on buttons, inputs or links inside a row do not navigate. The change's text
 * is also a link to the same review, so the keyboard reaches it (a row is not focusable).
 */
import { estadoCambioTexto, fuenteById, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import type { Cambio, CambioActualizado } from '@expediente/domain/contrato/control-cambios';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { aDocumentoDeResumen, plainText } from '../../../expedientes/index.ts';
import { useFinalizarCambio } from '../../api/control-api.ts';
import { DocumentosCambio } from './documentos-cambio.tsx';

const CONSULTA_MANUAL = [
  { fuente: 'Rama', url: 'https://consultaprocesos.ramajudicial.gov.co/Procesos/NumeroRadicacion' },
  { fuente: 'Unificada', url: 'https://consultaprocesos.ramajudicial.gov.co:448/' },
] as const;

export function detalleUrl(cambio: Cambio, rol: 'dependiente' | 'principal'): string {
  return `/admin/DetalleDelExpediente/${cambio.idExpediente}?idCambio=${cambio.id}&rol=${rol}`;
}

function isInteractive(event: MouseEvent): boolean {
  // The documents' menu is in a portal, whose clicks still bubble here through React.
  return (event.target as HTMLElement).closest('button, input, a, label, [role=menu]') !== null;
}

function conclusionTexto(conclusion: string | null): string {
  return conclusion ? plainText(aDocumentoDeResumen(conclusion)) : '';
}

function EstadoBadge({ cambio }: { cambio: Cambio }) {
  const texto = estadoCambioTexto(cambio.estado, cambio.esImportante);
  const color = cambio.esImportante
    ? 'red'
    : cambio.estado === 0
      ? 'gray'
      : cambio.estado === 3
        ? 'green'
        : 'blue';
  // The whole word always: a narrow column or a phone used to cut it to 'SIN…' (issue 21.16).
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {texto}
    </Badge>
  );
}

function FinalizadoCheckbox({
  cambio,
  onActualizado,
}: {
  cambio: Cambio;
  onActualizado: (r: CambioActualizado) => void;
}) {
  const finalizar = useFinalizarCambio();
  const isFinalizado = cambio.estado === 3;
  return (
    <Checkbox
      aria-label={`Finalizado ${cambio.numeroExpediente}`}
      checked={isFinalizado}
      disabled={finalizar.isPending}
      // Read-only: it changes only once the call answers, and a finished change stays finished.
      readOnly
      onClick={() => {
        if (isFinalizado) return;
        finalizar.mutate(cambio.id, {
          onSuccess: (resultado) => {
            toast.success(TOASTS_CONTROL_CAMBIOS.finalizadoOk.message, {
              title: TOASTS_CONTROL_CAMBIOS.finalizadoOk.title,
              autoClose: TOASTS_CONTROL_CAMBIOS.finalizadoOk.duration,
            });
            onActualizado(resultado);
          },
          onError: (error) => {
            const aviso =
              error instanceof ApiError
                ? TOASTS_CONTROL_CAMBIOS.finalizadoFallo
                : TOASTS_CONTROL_CAMBIOS.finalizadoError;
            toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
          },
        });
      }}
    />
  );
}

function ConsultaManual({ cambio }: { cambio: Cambio }) {
  const clave = `consulta-manual-${cambio.id}`;
  const [consultadas, setConsultadas] = useState<string[]>(() =>
    JSON.parse(sessionStorage.getItem(clave) ?? '[]'),
  );
  const marcar = (fuente: string) => {
    const siguientes = [...new Set([...consultadas, fuente])];
    sessionStorage.setItem(clave, JSON.stringify(siguientes));
    setConsultadas(siguientes);
    toast.success(TOASTS_CONTROL_CAMBIOS.consultaManualOk.message, {
      title: TOASTS_CONTROL_CAMBIOS.consultaManualOk.title,
      autoClose: TOASTS_CONTROL_CAMBIOS.consultaManualOk.duration,
    });
  };
  return (
    <Group gap={4}>
      {CONSULTA_MANUAL.map(({ fuente, url }) => {
        const hecha = consultadas.includes(fuente);
        return (
          <Button
            key={fuente}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-xs"
            variant={hecha ? 'light' : 'outline'}
            color={hecha ? 'green' : 'blue'}
            onClick={() => marcar(fuente)}
            // Its words may go on two lines: kept on one, 'Consultar en Unificada' set the Motivo
            // column's least width and, with the radicado whole, pushed 'Finalizado' out at 1366 px.
            styles={{
              root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 2 },
              label: { whiteSpace: 'normal', textAlign: 'start' },
            }}
          >
            {hecha ? `${fuente}: consultado` : `Consultar en ${fuente}`}
          </Button>
        );
      })}
    </Group>
  );
}

interface CambiosTableProps {
  cambios: Cambio[];
  seccion: 'cambios' | 'sinCambios';
  onActualizado: (resultado: CambioActualizado) => void;
}

const HEADERS = {
  cambios: [
    'Estado',
    'Radicado',
    'Demandantes',
    'Demandados',
    'Cambio',
    'Conclusión',
    'Documentos',
    'Finalizado',
  ],
  sinCambios: [
    'Estado',
    'Radicado',
    'Demandantes',
    'Demandados',
    'Motivo',
    'Sin cambio desde',
    'Última actuación',
    'Conclusión',
    'Finalizado',
  ],
} as const;

/** Motivo's least width in the table of cases without change (see its cell). */
const MOTIVO_ANCHO_MINIMO = 170;

/** Below Mantine's md (768 px) each change is a card: nine columns do not fit a phone (issue 21.16). */
const CONSULTA_TELEFONO = '(max-width: 47.99em)';

function Estado({ cambio }: { cambio: Cambio }) {
  return (
    // Side by side when they fit, one under the other in a narrow column: never cut.
    <Group gap={4}>
      <EstadoBadge cambio={cambio} />
      {cambio.esPriorizadoPorTito ? (
        <Tooltip label={cambio.razonDePriorizacion ?? 'Priorizado por Tito'} multiline w={260}>
          <Badge
            color="violet"
            variant="filled"
            size="sm"
            tt="none"
            styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
          >
            Tito
          </Badge>
        </Tooltip>
      ) : null}
    </Group>
  );
}

/**
 * A radicado is read and compared digit by digit: on one line, with digits of one width, never
 * broken across lines (at 1366 px it wrapped onto three). Its column is as wide as it needs; the
 * texts beside it wrap instead (the parties' names, inside a word if they must).
 */
function Radicado({ cambio }: { cambio: Cambio }) {
  return (
    <Anchor
      component={Link}
      to={detalleUrl(cambio, 'principal')}
      size="sm"
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {cambio.numeroExpediente}
    </Anchor>
  );
}

/** The change's text opens its review: a row cannot take the keyboard's focus, a link can. */
function EnlaceRevision({ cambio, children }: { cambio: Cambio; children: ReactNode }) {
  return (
    <Anchor
      component={Link}
      to={detalleUrl(cambio, 'dependiente')}
      size="sm"
      c="inherit"
      underline="hover"
      data-testid="revisar-cambio"
    >
      {children}
    </Anchor>
  );
}

function CambioCelda({ cambio }: { cambio: Cambio }) {
  return (
    <>
      <Text size="sm" lineClamp={3}>
        <EnlaceRevision cambio={cambio}>{cambio.detalleUltimoCambio}</EnlaceRevision>
      </Text>
      <Text size="xs" c="dimmed">
        {cambio.fuentes.map((id) => fuenteById(id)?.nombre).join(', ')}
        {cambio.fechaActuacion ? ` · ${cambio.fechaActuacion}` : ''}
      </Text>
    </>
  );
}

function MotivoCelda({ cambio }: { cambio: Cambio }) {
  return (
    <>
      <Text size="sm">
        <EnlaceRevision cambio={cambio}>{cambio.motivo}</EnlaceRevision>
      </Text>
      {cambio.tipoCambio === 2 ? <ConsultaManual cambio={cambio} /> : null}
    </>
  );
}

/** A phone's card of one change: the same fields as a row, one under the other. */
function TarjetaCambio({
  cambio,
  seccion,
  onActualizado,
}: { cambio: Cambio } & Omit<CambiosTableProps, 'cambios'>) {
  const navigate = useNavigate();
  const conclusion = conclusionTexto(cambio.conclusion);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="fila-cambio"
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if (!isInteractive(event)) navigate(detalleUrl(cambio, 'dependiente'));
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Estado cambio={cambio} />
          <FinalizadoCheckbox cambio={cambio} onActualizado={onActualizado} />
        </Group>
        <Radicado cambio={cambio} />
        <Text size="sm">
          {cambio.demandantes}{' '}
          <Text span c="dimmed" size="sm">
            contra
          </Text>{' '}
          {cambio.demandandos}
        </Text>
        {seccion === 'cambios' ? <CambioCelda cambio={cambio} /> : <MotivoCelda cambio={cambio} />}
        {seccion === 'sinCambios' && cambio.sinCambioDesde ? (
          <Text size="xs" c="dimmed">
            Sin cambio desde {cambio.sinCambioDesde}
          </Text>
        ) : null}
        {conclusion ? (
          <Text size="sm" lineClamp={3}>
            <Text span fw={600} size="sm">
              Conclusión:
            </Text>{' '}
            {conclusion}
          </Text>
        ) : null}
        {seccion === 'cambios' && cambio.cantidadDocumentosAdjuntos > 0 ? (
          <Group gap="xs">
            <Text size="sm">Documentos</Text>
            <DocumentosCambio idCambio={cambio.id} cantidad={cambio.cantidadDocumentosAdjuntos} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function CambiosTable({ cambios, seccion, onActualizado }: CambiosTableProps) {
  const navigate = useNavigate();
  const enTelefono = useMediaQuery(CONSULTA_TELEFONO, false, { getInitialValueInEffect: false });
  if (enTelefono)
    return (
      <Stack gap="sm" mt="sm">
        {cambios.map((cambio) => (
          <TarjetaCambio key={cambio.id} cambio={cambio} seccion={seccion} onActualizado={onActualizado} />
        ))}
      </Stack>
    );
  // Long texts wrap or are cut to three lines inside their column, so the table fits the page's
  // width on a laptop with the side menu open, 'Finalizado' included (issue 21.2).
  return (
    <Table.ScrollContainer minWidth={760}>
      {/* 6 px a side instead of 10: nine columns at their least width filled a 1366 px screen
          beside the side menu, and the 72 px they give go to Motivo. */}
      <Table highlightOnHover verticalSpacing="xs" horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {HEADERS[seccion].map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cambios.map((cambio) => (
            <Table.Tr
              key={cambio.id}
              data-testid="fila-cambio"
              style={{ cursor: 'pointer' }}
              onClick={(event) => {
                if (!isInteractive(event)) navigate(detalleUrl(cambio, 'dependiente'));
              }}
            >
              <Table.Td>
                <Estado cambio={cambio} />
              </Table.Td>
              <Table.Td>
                <Radicado cambio={cambio} />
              </Table.Td>
              {/* A long name's word may break when the columns are tight (the nine of the cases
                  without change at 1366 px), so the radicado stays whole and 'Finalizado' in view. */}
              <Table.Td maw={160}>
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {cambio.demandantes}
                </Text>
              </Table.Td>
              <Table.Td maw={160}>
                <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
                  {cambio.demandandos}
                </Text>
              </Table.Td>
              {seccion === 'cambios' ? (
                <>
                  <Table.Td maw={240}>
                    <CambioCelda cambio={cambio} />
                  </Table.Td>
                  <Table.Td maw={200}>
                    <Text size="sm" lineClamp={3}>
                      {conclusionTexto(cambio.conclusion)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DocumentosCambio idCambio={cambio.id} cantidad={cambio.cantidadDocumentosAdjuntos} />
                  </Table.Td>
                  <Table.Td>
                    <FinalizadoCheckbox cambio={cambio} onActualizado={onActualizado} />
                  </Table.Td>
                </>
              ) : (
                <>
                  {/* At least 170 px (in a block: a cell's own min-width does not hold a table
                      column): at 1366 px, with the side menu open, every other column was at its
                      least width and left Motivo about 120, so its sentence ran to ten lines a row.
                      The room comes from the cells' padding (horizontalSpacing above); about 15 px
                      are left over, for wider fonts than the journeys' browser has. */}
                  <Table.Td maw={260}>
                    <Box miw={MOTIVO_ANCHO_MINIMO}>
                      <MotivoCelda cambio={cambio} />
                    </Box>
                  </Table.Td>
                  <Table.Td>{cambio.sinCambioDesde}</Table.Td>
                  <Table.Td maw={180}>
                    <Text size="sm" lineClamp={3}>
                      {cambio.ultimaActuacion}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={180}>
                    <Text size="sm" lineClamp={3}>
                      {conclusionTexto(cambio.conclusion)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <FinalizadoCheckbox cambio={cambio} onActualizado={onActualizado} />
                  </Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
