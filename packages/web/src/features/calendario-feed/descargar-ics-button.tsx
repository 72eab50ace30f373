/**
 * 'Descargar .ics' beside an actuación of the case detail that has a pending término or an
 * upcoming hearing (decision 0011). The tab's rows carry the source's shape, not our id, so the
 * row is matched to the case's calendar entries by source, date and text; one request per case.
 */
import { formatearDia } from '@expediente/domain';
import type { EventoCalendario } from '@expediente/domain/contrato/calendario-feed';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { descargarIcs, useEventosCalendario } from './calendario-api.ts';

export interface FilaParaIcs {
  fuente: number;
  descripcion: string;
  fechaActuacion: string | null;
}

function coincide(fila: FilaParaIcs, evento: EventoCalendario): boolean {
  if (fila.fuente !== evento.fuente || (fila.fechaActuacion ?? '').slice(0, 10) !== evento.fechaActuacion)
    return false;
  const texto = fila.descripcion.trim();
  // Unificada, Rama and Tyba show 'descripción - anotación' in one text.
  return (
    texto === evento.descripcion ||
    (evento.anotacion !== null && texto === `${evento.descripcion} - ${evento.anotacion}`)
  );
}

export function DescargarIcsButton({ idExpediente, fila }: { idExpediente: number; fila: FilaParaIcs }) {
  const { data } = useEventosCalendario(idExpediente);
  const [descargando, setDescargando] = useState(false);
  const eventos = (data ?? []).filter((evento) => coincide(fila, evento));
  const [primero] = eventos;
  if (!primero) return null;
  const titulo = eventos
    .map((evento) =>
      evento.tipo === 'termino'
        ? `Vence término el ${formatearDia(evento.fecha)}`
        : `${evento.titulo} el ${formatearDia(evento.fecha)}${evento.hora ? ` a las ${evento.hora}` : ''}`,
    )
    .join(' · ');
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      px={4}
      loading={descargando}
      title={`Agregar a tu calendario: ${titulo}`}
      data-testid="descargar-ics"
      onClick={() => {
        setDescargando(true);
        descargarIcs(idExpediente, primero.idActuacion)
          .catch((error: Error) => toast.error(error.message || 'No pudimos descargar el evento.'))
          .finally(() => setDescargando(false));
      }}
    >
      Descargar .ics
    </Button>
  );
}
