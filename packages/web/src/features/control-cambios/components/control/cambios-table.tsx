/**
 * A table of the control's changes (seed 001 §2): the day's changes, or the cases without change /
 * not consulted. Row click opens the case with the change (rol=dependiente); the radicado link with
 * rol=principal; clicks on buttons, inputs or links inside a row do not navigate. The change's text
 * is also a link to the same review, so the keyboard reaches it (a row is not focusable).
 */
import { estadoCambioTexto, fuenteById, TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import { Anchor, Badge, Button, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { parseResumen, plainText } from '../../../expedientes/components/resumen/resumen-format.ts';
import { useFinalizarCambio } from '../../api/control-api.ts';
import type { Cambio, CambioActualizado } from '../../api/types.ts';

const CONSULTA_MANUAL = [
  { fuente: 'Rama', url: 'https://consultaprocesos.ramajudicial.gov.co/Procesos/NumeroRadicacion' },
  { fuente: 'Unificada', url: 'https://consultaprocesos.ramajudicial.gov.co:448/' },
] as const;

export function detalleUrl(cambio: Cambio, rol: 'dependiente' | 'principal'): string {
  return `/admin/DetalleDelExpediente/${cambio.idExpediente}?idCambio=${cambio.id}&rol=${rol}`;
}

function isInteractive(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('button, input, a, label') !== null;
}

function conclusionTexto(conclusion: string | null): string {
  return conclusion ? plainText(parseResumen(conclusion)) : '';
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
  return (
    <Badge color={color} variant="light">
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

export function CambiosTable({ cambios, seccion, onActualizado }: CambiosTableProps) {
  const navigate = useNavigate();
  const headers =
    seccion === 'cambios'
      ? [
          'Estado',
          'Radicado',
          'Demandantes',
          'Demandados',
          'Cambio',
          'Conclusion',
          'Documentos',
          'Finalizado',
        ]
      : [
          'Estado',
          'Radicado',
          'Demandantes',
          'Demandados',
          'Motivo',
          'Sin cambio desde',
          'Ultima actuacion',
          'Conclusion',
          'Finalizado',
        ];
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
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
                <Group gap={4}>
                  <EstadoBadge cambio={cambio} />
                  {cambio.esPriorizadoPorTito ? (
                    <Tooltip label={cambio.razonDePriorizacion ?? 'Priorizado por Tito'} multiline w={260}>
                      <Badge color="violet" variant="filled" size="sm">
                        Tito
                      </Badge>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={detalleUrl(cambio, 'principal')} size="sm">
                  {cambio.numeroExpediente}
                </Anchor>
              </Table.Td>
              <Table.Td>{cambio.demandantes}</Table.Td>
              <Table.Td>{cambio.demandandos}</Table.Td>
              {seccion === 'cambios' ? (
                <>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={detalleUrl(cambio, 'dependiente')}
                      size="sm"
                      c="inherit"
                      underline="hover"
                      data-testid="revisar-cambio"
                    >
                      {cambio.detalleUltimoCambio}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {cambio.fuentes.map((id) => fuenteById(id)?.nombre).join(', ')}
                      {cambio.fechaActuacion ? ` · ${cambio.fechaActuacion}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" lineClamp={3}>
                      {conclusionTexto(cambio.conclusion)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{cambio.cantidadDocumentosAdjuntos}</Table.Td>
                  <Table.Td>
                    <FinalizadoCheckbox cambio={cambio} onActualizado={onActualizado} />
                  </Table.Td>
                </>
              ) : (
                <>
                  <Table.Td maw={280}>
                    <Anchor
                      component={Link}
                      to={detalleUrl(cambio, 'dependiente')}
                      size="sm"
                      c="inherit"
                      underline="hover"
                      data-testid="revisar-cambio"
                    >
                      {cambio.motivo}
                    </Anchor>
                    {cambio.tipoCambio === 2 ? <ConsultaManual cambio={cambio} /> : null}
                  </Table.Td>
                  <Table.Td>{cambio.sinCambioDesde}</Table.Td>
                  <Table.Td>{cambio.ultimaActuacion}</Table.Td>
                  <Table.Td maw={220}>
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
