/**
 * The wire contract of the reference lists (seed 000 §3, §7 Catalogues): cities, Rama entities,
 * Samai corporations and courts, read with the fixed public api key (§6). The server's routes
 * validate with the request schemas; the routes declare no reply schema (declaring one would change
 * the OpenAPI document), so the reply schemas type what the server answers and the web reads.
 * Their field names are the seed's, capitals included.
 */
import { z } from 'zod';
import { PUBLIC_API_KEY_HEADER } from '../realtime.ts';

export const catalogoHeaders = z.object({ [PUBLIC_API_KEY_HEADER]: z.string().optional() });
export const ciudadParams = z.object({ id: z.string().regex(/^\d{5}$/, 'código DANE de 5 dígitos') });

/** GET /Ciudades (Id: DANE code) and GET /Ciudades/{id}/Entidades (Id: court type + specialty). */
export const opcionCatalogoReply = z.object({ Id: z.string(), Nombre: z.string() });
/** GET /Corporaciones/Todos */
export const corporacionReply = z.object({ codigo: z.string(), nombre: z.string() });
/** GET /juzgados, /juzgados/SIUGJ, /juzgados/PublicacionesProcesales (id: the radicado's 12 digits). */
export const juzgadoReply = z.object({ id: z.string(), nombreDespacho: z.string() });

export type OpcionCatalogo = z.infer<typeof opcionCatalogoReply>;
export type Corporacion = z.infer<typeof corporacionReply>;
export type Juzgado = z.infer<typeof juzgadoReply>;
