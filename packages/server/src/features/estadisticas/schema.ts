/** Output (and the one input) of the statistics calls (seed 002 §7 ResumenActualizacion). */
import { z } from 'zod';
import { NUMEROS_REGISTROS } from './ultimos-resumenes.ts';

const cantidadPorFuente = z.array(z.object({ idFuente: z.number().int(), cantidad: z.number().int() }));

export const errorReply = z.object({ code: z.string(), message: z.string() });

/** Read as text so that a wrong value gets its own Spanish message instead of a schema error. */
export const numeroRegistrosQuery = z.object({ numeroRegistros: z.string().max(20).optional() });

export function leerNumeroRegistros(valor: string | undefined): number | null {
  if (!valor || !/^\d{1,3}$/.test(valor)) return null;
  const numero = Number(valor);
  return (NUMEROS_REGISTROS as readonly number[]).includes(numero) ? numero : null;
}

export const ultimoResumenReply = z.object({
  /** yyyymmdd and dd/mm/yyyy of the summarised Bogotá day. */
  idFecha: z.number().int(),
  fecha: z.string(),
  totalConsultas: z.number().int(),
  consultasRealizadas: z.number().int(),
  consultasNoRealizadas: z.number().int(),
  totalCambios: z.number().int(),
  cambiosPorFuente: cantidadPorFuente,
  totalFuentesConsultadas: z.number().int(),
  paginasEvitadas: z.number().int(),
  paginasPorFuente: cantidadPorFuente,
  totalDocumentos: z.number().int(),
  documentosAutos: z.number().int(),
  documentosEstados: z.number().int(),
  minutosAhorrados: z.number().int(),
  /** 'h:mm' */
  horasAhorradas: z.string(),
});

const resumenDia = z.object({
  idFecha: z.number().int(),
  fecha: z.string(),
  totalConsultas: z.number().int(),
  consultasRealizadas: z.number().int(),
  consultasNoRealizadas: z.number().int(),
  totalCambios: z.number().int(),
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
