/**
 * The wire contract of the profile's webhook calls (decision 0016): request and reply schemas, written
 * once. The server's routes validate and serialise with them; the web reads its types from them.
 * The signed events the server posts to the registered address are described by the server's own
 * OpenAPI callbacks (features/webhooks/openapi.ts): the web never reads them.
 */
import { z } from 'zod';

export const webhookReply = z.object({
  id: z.number(),
  url: z.string(),
  descripcion: z.string(),
  creadoEn: z.string(),
  revocadoEn: z.string().nullable(),
  pendientes: z.number(),
  fallidas: z.number(),
});

/** The answer to POST /api/Webhooks: the only time the signing secret is shown. */
export const webhookCreadoReply = webhookReply.extend({ secreto: z.string() });

export const ESTADOS_ENTREGA = ['pendiente', 'entregado', 'fallido'] as const;

export const entregaReply = z.object({
  id: z.number(),
  idEvento: z.string(),
  tipo: z.string(),
  estado: z.enum(ESTADOS_ENTREGA),
  intentos: z.number(),
  creadaEn: z.string(),
  proximoIntentoEn: z.string().nullable(),
  entregadaEn: z.string().nullable(),
  ultimoEstadoHttp: z.number().nullable(),
  ultimoError: z.string().nullable(),
});

export const entregasReply = z.object({ entregas: z.array(entregaReply), hayMas: z.boolean() });

export const crearWebhookBody = z.object({
  url: z.string().trim().min(1).max(2000),
  descripcion: z.string().trim().max(200).default(''),
});

export const paginaEntregasQuery = z.object({
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type Webhook = z.infer<typeof webhookReply>;
export type WebhookCreado = z.infer<typeof webhookCreadoReply>;
export type EstadoEntrega = (typeof ESTADOS_ENTREGA)[number];
export type Entrega = z.infer<typeof entregaReply>;
export type PaginaEntregas = z.infer<typeof entregasReply>;
export type CrearWebhookBody = z.input<typeof crearWebhookBody>;
