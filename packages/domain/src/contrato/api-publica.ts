/**
 * The wire contract of the public API's own calls (decision 0012): the account holder's keys
 * (/api/ClavesApi) and GET /api/v1/cambios. The case-file calls of /api/v1 answer with the case-file
 * contract (contrato/expedientes). The server's routes validate, serialise and document with these
 * schemas; the web reads its types from them.
 */
import { z } from 'zod';

/** What a key may do: read cases and changes, register cases. */
export const ALCANCES_CLAVE_API = ['lectura', 'registro'] as const;
export type AlcanceClaveApi = (typeof ALCANCES_CLAVE_API)[number];

export const claveReply = z.object({
  id: z.number(),
  nombre: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefijo: z.string(),
  alcances: z.array(z.enum(ALCANCES_CLAVE_API)),
  /** ISO instants. */
  creadaEn: z.string(),
  ultimoUso: z.string().nullable(),
  revocadaEn: z.string().nullable(),
});
export const clavesReply = z.array(claveReply);

/** The answer to POST /api/ClavesApi: the only time the key is shown (the server keeps its hash). */
export const claveCreadaReply = claveReply.extend({ clave: z.string() });

export const crearClaveBody = z.object({
  nombre: z.string().trim().min(1).max(80),
  alcances: z.array(z.enum(ALCANCES_CLAVE_API)).min(1).max(2),
});

export const cambiosDesdeQuery = z.object({
  desde: z.iso.date(),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const cambioDesdeReply = z.object({
  idCambio: z.number(),
  idExpediente: z.number(),
  numeroExpediente: z.string(),
  /** yyyy-mm-dd: the night that found it. */
  fecha: z.string(),
  tipo: z.enum(['actuacion', 'coincidencia']),
  fuentes: z.array(z.string()),
  descripcion: z.string().nullable(),
  anotacion: z.string().nullable(),
  /** dd/mm/yyyy, as in the app. */
  fechaActuacion: z.string().nullable(),
  termino: z.string().nullable(),
  reglaTermino: z.string().nullable(),
});

/** Oldest first, 500 a page. */
export const cambiosDesdeReply = z.object({
  cambios: z.array(cambioDesdeReply),
  pagina: z.number(),
  hayMas: z.boolean(),
});

/** 401 (no key or a revoked one), 403 (a scope the key lacks), 429 (the key's limit per minute). */
export const errorReply = z.object({ code: z.string(), message: z.string() });

export type ClaveApi = z.infer<typeof claveReply>;
export type ClaveCreada = z.infer<typeof claveCreadaReply>;
export type CrearClaveBody = z.input<typeof crearClaveBody>;
export type CambioDesde = z.infer<typeof cambioDesdeReply>;
export type CambiosDesde = z.infer<typeof cambiosDesdeReply>;
