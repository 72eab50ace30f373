/**
 * The iCalendar text (RFC 5545) of the calendar entries, written by ical-generator (pinned): CRLF
 * line ends, lines folded at 75 octets without splitting a UTF-8 character, TEXT values escaped.
 *
 * - UID from the actuación id (and, for a hearing, its date and time): the same on every refresh.
 * - A término is an all-day event (DTSTART;VALUE=DATE) with a reminder 16 hours before its start:
 *   08:00 the day before on a Bogotá calendar.
 * - A hearing with a time is written in UTC (Bogotá is UTC−5 all year: no daylight saving since
 *   1993), one hour long, with reminders a day and an hour before. Without a time it is an
 *   all-day event like a término.
 * - DTSTAMP is when the feed was written (RFC 5545 §3.8.7.2 for a published calendar).
 */

import { formatearDia, instanteBogota, sumarDias } from '@expediente/domain';
import ical, {
  type ICalAlarmData,
  ICalAlarmType,
  ICalCalendarMethod,
  type ICalEventData,
} from 'ical-generator';
import type { EntradaCalendario, EntradaTermino } from './entradas.ts';

const DOMINIO_UID = 'expedientedigital.co';

export function uidDeEntrada(entrada: EntradaCalendario): string {
  if (entrada.tipo === 'termino') return `termino-${entrada.actuacion.idActuacion}@${DOMINIO_UID}`;
  const { fecha, hora } = entrada.audiencia;
  const cuando = `${fecha.replaceAll('-', '')}${hora ? `T${hora.replace(':', '')}` : ''}`;
  return `audiencia-${entrada.actuacion.idActuacion}-${cuando}@${DOMINIO_UID}`;
}

function nombreDelCaso(entrada: EntradaCalendario): string {
  return entrada.caso.etiqueta?.trim() || entrada.caso.radicado;
}

function lineasDelCaso(entrada: EntradaCalendario, appUrl: string): string[] {
  const { caso, actuacion } = entrada;
  return [
    `Radicado: ${caso.radicado}`,
    ...(caso.etiqueta?.trim() ? [`Etiqueta: ${caso.etiqueta.trim()}`] : []),
    `Despacho: ${caso.despacho?.trim() || 'sin dato'}`,
    `Actuación (${actuacion.fuente}${actuacion.fechaActuacion ? `, ${formatearDia(actuacion.fechaActuacion)}` : ''}): ${actuacion.descripcion}`,
    `Ver el expediente: ${appUrl.replace(/\/+$/, '')}/admin/DetalleDelExpediente/${caso.idExpediente}`,
  ];
}

function descripcionTermino(entrada: EntradaTermino, appUrl: string): string {
  return [
    `Vence el ${formatearDia(entrada.vence)} (cálculo de Expediente Digital sobre el calendario judicial).`,
    `Regla: ${entrada.regla}`,
    ...(entrada.venceFuenteDistinto
      ? [`La fuente indica ${formatearDia(entrada.venceFuenteDistinto)}: revisa ambas fechas.`]
      : []),
    ...(entrada.actuacion.anotacion ? [`Anotación: ${entrada.actuacion.anotacion}`] : []),
    '',
    ...lineasDelCaso(entrada, appUrl),
  ].join('\n');
}

const recordatorioDiaAntes = (texto: string): ICalAlarmData => ({
  type: ICalAlarmType.display,
  triggerBefore: 16 * 3600,
  description: texto,
});

function evento(entrada: EntradaCalendario, appUrl: string, ahora: Date): ICalEventData {
  const comun = {
    id: uidDeEntrada(entrada),
    stamp: ahora,
    url: `${appUrl.replace(/\/+$/, '')}/admin/DetalleDelExpediente/${entrada.caso.idExpediente}`,
    location: entrada.caso.despacho?.trim() || null,
  };
  if (entrada.tipo === 'termino') {
    const resumen = `Vence término: ${entrada.actuacion.descripcion} · ${nombreDelCaso(entrada)}`;
    return {
      ...comun,
      allDay: true,
      start: entrada.vence,
      end: sumarDias(entrada.vence, 1),
      summary: resumen,
      description: descripcionTermino(entrada, appUrl),
      alarms: [recordatorioDiaAntes(`Mañana: ${resumen}`)],
    };
  }
  const { audiencia } = entrada;
  const resumen = `${audiencia.titulo} · ${nombreDelCaso(entrada)}`;
  const descripcion = [
    audiencia.hora
      ? `${audiencia.titulo} el ${formatearDia(audiencia.fecha)} a las ${audiencia.hora} (hora de Colombia).`
      : `${audiencia.titulo} el ${formatearDia(audiencia.fecha)} (la actuación no indica la hora).`,
    `Leído del texto de la actuación: «${audiencia.lineaFuente}»`,
    ...(audiencia.enlace ? [`Enlace de la audiencia virtual: ${audiencia.enlace}`] : []),
    '',
    ...lineasDelCaso(entrada, appUrl),
  ].join('\n');
  if (!audiencia.hora)
    return {
      ...comun,
      allDay: true,
      start: audiencia.fecha,
      end: sumarDias(audiencia.fecha, 1),
      summary: resumen,
      description: descripcion,
      alarms: [recordatorioDiaAntes(`Mañana: ${resumen}`)],
    };
  const inicio = instanteBogota(audiencia.fecha, audiencia.hora);
  return {
    ...comun,
    start: inicio,
    end: new Date(inicio.getTime() + 3600_000),
    summary: resumen,
    description: descripcion,
    alarms: [
      { type: ICalAlarmType.display, triggerBefore: 24 * 3600, description: `Mañana: ${resumen}` },
      { type: ICalAlarmType.display, triggerBefore: 3600, description: `En una hora: ${resumen}` },
    ],
  };
}

export function calendarioIcs(
  entradas: EntradaCalendario[],
  options: { appUrl: string; nombre: string; ahora?: Date },
): string {
  const ahora = options.ahora ?? new Date();
  const calendario = ical({
    name: options.nombre,
    description: 'Términos pendientes y audiencias de tus procesos, calculados por Expediente Digital.',
    prodId: { company: 'Expediente Digital', product: 'Calendario de terminos', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
    events: entradas.map((entrada) => evento(entrada, options.appUrl, ahora)),
  });
  // Every content line ends with CRLF, the last one included (RFC 5545 §3.1).
  return `${calendario.toString()}\r\n`;
}
