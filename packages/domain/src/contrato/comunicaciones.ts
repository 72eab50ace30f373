/**
 * The wire contract of the ComunicacionesProducto calls (seed 002 §3 'Product communication', §7):
 * request and reply schemas, written once. The server's routes validate and serialise with them;
 * the web reads its types from them.
 */
import { z } from 'zod';
import {
  MAX_HTML_COMUNICACION,
  MAX_TITULO_COMUNICACION,
  MAX_URL_COMUNICACION,
} from '../cuenta/comunicaciones.ts';

const idPositivo = z.coerce.number().int().positive().max(2_147_483_647);

export const idComunicacionParams = z.object({ id: idPositivo });

/** 0 is the web (the seed's call); 1 and 2 leave room for the mobile apps. */
export const vistoQuery = z.object({ dispositivo: z.coerce.number().int().min(0).max(2).default(0) });

export const comunicacionActivaReply = z.object({
  existeComunicacionActiva: z.boolean(),
  visto: z.boolean(),
  id: z.number().int().nullable(),
  /** 1 encuesta, 2 HTML, 3 video. */
  tipo: z.number().int().nullable(),
  titulo: z.string().nullable(),
  /** Sanitised by the server when published. */
  contenidoHtml: z.string().nullable(),
  url: z.string().nullable(),
});

/** Loose lengths on purpose: the limits answer with the shared Spanish field messages, not schema errors. */
export const publicarBody = z.object({
  tipo: z.coerce.number().int(),
  titulo: z.string().max(MAX_TITULO_COMUNICACION * 10),
  contenidoHtml: z
    .string()
    .max(MAX_HTML_COMUNICACION * 5)
    .nullish(),
  url: z
    .string()
    .max(MAX_URL_COMUNICACION * 5)
    .nullish(),
});

export const comunicacionReply = z.object({
  id: z.number().int(),
  tipo: z.number().int(),
  titulo: z.string(),
  contenidoHtml: z.string(),
  url: z.string().nullable(),
  activa: z.boolean(),
  publicadaEn: z.string(),
});

export const comunicacionesReply = z.array(comunicacionReply.extend({ vistas: z.number().int() }));

export { errorReply } from './errores.ts';

export type ComunicacionActiva = z.infer<typeof comunicacionActivaReply>;
export type PublicarComunicacionBody = z.input<typeof publicarBody>;
/** The answer to publishing and retiring. */
export type Comunicacion = z.infer<typeof comunicacionReply>;
/** One row of the administrators' list, with how many users saw it. */
export type ComunicacionPublicada = z.infer<typeof comunicacionesReply>[number];
