/**
 * The wire contract of the latest-changes table (seed 001 §2; route and call ours, decision 0006):
 * request and reply schemas, written once. The server's route validates and serialises with them;
 * the web reads its types from them.
 */
import { z } from 'zod';

export const paginaUltimosCambiosQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const filaUltimoCambioReply = z.object({
  idCambio: z.number(),
  idExpediente: z.number(),
  numeroExpediente: z.string(),
  fuente: z.string(),
  /** dd/mm/yyyy: the night that found it. */
  fecha: z.string().nullable(),
  demandantes: z.string(),
  demandados: z.string(),
  ultimaActuacion: z.string().nullable(),
  fechaUltimaActuacion: z.string().nullable(),
  /**
   * dd/mm/yyyy: the case's pending término, the one its card shows (terminos/termino-pendiente.ts):
   * our computed end when an actuación's text grants one, else the source's date; null when none.
   */
  termino: z.string().nullable(),
  /** The rule behind our date ('10 días hábiles desde…'); null when the date is the source's. */
  reglaTermino: z.string().nullable(),
});

/** 1000 rows a page, newest first. */
export const ultimosCambiosReply = z.object({
  cambios: z.array(filaUltimoCambioReply),
  pagina: z.number(),
  hayMas: z.boolean(),
});

export type FilaUltimoCambio = z.infer<typeof filaUltimoCambioReply>;
export type UltimosCambios = z.infer<typeof ultimosCambiosReply>;
