/**
 * The wire contract of the yearly summary (seed 001 §3 Wrapped): GET /api/Wrapped, POST and DELETE
 * /api/Wrapped/Compartir, GET /api/Wrapped/shared/{id}. Only aggregates, so the shared copy can be
 * public. The routes do not declare it as their reply schema yet (that would add the reply to the
 * OpenAPI document and strip fields from copies shared before): the server types what it computes
 * and answers with it, and the web reads the same type.
 */
import { z } from 'zod';

/** What the server computes for a year and keeps in the shared copy. */
export const datosWrapped = z.object({
  anio: z.number(),
  totalConsultas: z.number(),
  totalHorasAhorradasPorDia: z.number(),
  diasConConsulta: z.number(),
  totalCambios: z.number(),
  totalExpedientesConCambios: z.number(),
  mesConMasCambios: z.string().nullable(),
  numeroCambiosMesConMasCambios: z.number(),
  diaConMasCambios: z.string().nullable(),
  diaConSegundoMasCambios: z.string().nullable(),
  /** Per source key (Rama, Samai, Unificada, Estados, Tyba), whole percentages. */
  porcentajeConsultas: z.record(z.string(), z.number()),
  totalCambiosPorFuente: z.record(z.string(), z.number()),
});

export const wrappedReply = datosWrapped.extend({
  /** The public link's id, or null while the account has not shared its summary. */
  id: z.string().nullable(),
});

export const wrappedCompartidoParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

export type DatosWrapped = z.infer<typeof datosWrapped>;
export type Wrapped = z.infer<typeof wrappedReply>;
