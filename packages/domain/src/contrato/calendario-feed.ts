/**
 * The wire contract of the calendar feed's calls (decision 0011): request and reply schemas, written
 * once. The server's routes validate and serialise with them; the web reads its types from them.
 * GET /api/Expedientes/{id}/EventosCalendario declares no reply schema (declaring one would change
 * the OpenAPI document), so eventoCalendarioReply only types what the server answers and the web reads.
 */
import { z } from 'zod';

export const estadoSuscripcionReply = z.object({
  activa: z.boolean(),
  /** ISO instants. */
  creadaEn: z.string().nullable(),
  ultimoAcceso: z.string().nullable(),
});

/** The answer to creating or rotating the URL: the only time it is shown (the server keeps its hash). */
export const suscripcionCreadaReply = estadoSuscripcionReply.extend({
  url: z.string(),
  urlWebcal: z.string(),
});

/** GET /calendario/{token}.ics (no session, hidden from the document). */
export const archivoFeedParams = z.object({ archivo: z.string().max(100) });

export const expedienteParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const actuacionIcsParams = expedienteParams.extend({
  idActuacion: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A pending término or hearing of a case, matched to its row in the actuaciones tab. */
export const eventoCalendarioReply = z.object({
  uid: z.string(),
  tipo: z.enum(['termino', 'audiencia']),
  idActuacion: z.number(),
  fuente: z.number(),
  descripcion: z.string(),
  anotacion: z.string().nullable(),
  fechaActuacion: z.string().nullable(),
  /** yyyy-mm-dd */
  fecha: z.string(),
  hora: z.string().nullable(),
  titulo: z.string(),
});

export type EstadoSuscripcion = z.infer<typeof estadoSuscripcionReply>;
export type SuscripcionCreada = z.infer<typeof suscripcionCreadaReply>;
export type EventoCalendario = z.infer<typeof eventoCalendarioReply>;
