/**
 * The wire contract of the statistics calls (seed 002 §7 ResumenActualizacion): the last summary's
 * figures, the last 5 or 30 summaries, the cases by week of their latest change and (ours) whether
 * the account shows the rotating card. Written once: the server's routes validate and serialise with
 * these schemas, the web reads its types from them.
 */
import { z } from 'zod';

/** The seed's two windows (002 §7, §9); any other count is refused. */
export const NUMEROS_REGISTROS = [5, 30] as const;
export type NumeroRegistros = (typeof NUMEROS_REGISTROS)[number];

export const errorReply = z.object({ code: z.string(), message: z.string() });

/** Read as text so that a wrong value gets its own Spanish message instead of a schema error. */
export const numeroRegistrosQuery = z.object({ numeroRegistros: z.string().max(20).optional() });

/** The window asked for, or null when it is not one of NUMEROS_REGISTROS. */
export function leerNumeroRegistros(valor: string | undefined): NumeroRegistros | null {
  if (!valor || !/^\d{1,3}$/.test(valor)) return null;
  const numero = Number(valor);
  return NUMEROS_REGISTROS.find((n) => n === numero) ?? null;
}

const cantidadPorFuente = z.object({ idFuente: z.number().int(), cantidad: z.number().int() });

/** What every summarised day says: the Bogotá day and its consultations and changes. */
const diaResumido = z.object({
  /** yyyymmdd and dd/mm/yyyy of the summarised Bogotá day. */
  idFecha: z.number().int(),
  fecha: z.string(),
  totalConsultas: z.number().int(),
  consultasRealizadas: z.number().int(),
  consultasNoRealizadas: z.number().int(),
  totalCambios: z.number().int(),
});

export const ultimoResumenReply = diaResumido.extend({
  cambiosPorFuente: z.array(cantidadPorFuente),
  totalFuentesConsultadas: z.number().int(),
  paginasEvitadas: z.number().int(),
  paginasPorFuente: z.array(cantidadPorFuente),
  totalDocumentos: z.number().int(),
  documentosAutos: z.number().int(),
  documentosEstados: z.number().int(),
  minutosAhorrados: z.number().int(),
  /** 'h:mm' */
  horasAhorradas: z.string(),
});

const resumenDia = diaResumido.extend({
  expedientesConCambios: z.number().int(),
  totalDocumentos: z.number().int(),
});

export const ultimosResumenesReply = z.object({
  numeroRegistros: z.number().int(),
  /** Newest first; fewer than asked when the account has fewer nights. */
  resumenes: z.array(resumenDia),
  totales: z.object({
    numeroResumenes: z.number().int(),
    totalConsultas: z.number().int(),
    consultasRealizadas: z.number().int(),
    consultasNoRealizadas: z.number().int(),
    totalCambios: z.number().int(),
    expedientesConCambios: z.number().int(),
    totalDocumentos: z.number().int(),
    minutosAhorrados: z.number().int(),
    horasAhorradas: z.string(),
  }),
});

export const cambiosPorSemanaReply = z.object({
  fechaReferencia: z.string(),
  totalExpedientes: z.number().int(),
  cambiaronSemanaPasada: z.number().int(),
  cambiaronHaceDosSemanas: z.number().int(),
  cambiaronHaceTresSemanas: z.number().int(),
  sinCambiosMasDeTresSemanas: z.number().int(),
});

export const tarjetaReply = z.object({ habilitada: z.boolean() });

export type CantidadPorFuente = z.infer<typeof cantidadPorFuente>;
export type UltimoResumen = z.infer<typeof ultimoResumenReply>;
export type ResumenDia = z.infer<typeof resumenDia>;
export type UltimosResumenes = z.infer<typeof ultimosResumenesReply>;
export type CambiosPorSemana = z.infer<typeof cambiosPorSemanaReply>;
export type TarjetaEstadisticas = z.infer<typeof tarjetaReply>;
