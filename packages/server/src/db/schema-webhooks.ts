/**
 * Webhooks (issue 13 item 4): endpoints an account registers, the events it is owed and one
 * delivery per event and endpoint. An event is written in the same transaction as what it
 * describes; the delivery row is the idempotency key (unique per event and endpoint), claimed
 * with a lease so a killed worker's delivery is retried, never sent twice on purpose.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    /** The account (the holder's id). */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** HTTPS address (http only to loopback outside production). */
    url: text('url').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** The signing secret, 'whsec_' + base64 (Standard Webhooks): shown to the holder to verify. */
    secreto: text('secreto').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    revocadoEn: timestamp('revocado_en', { withTimezone: true }),
  },
  (table) => [index('webhooks_por_abogado').on(table.idAbogado, table.id)],
);

export const webhookEventos = pgTable(
  'webhook_eventos',
  {
    /** 'evt_' + random: the webhook-id header and the receiver's idempotency key. */
    id: text('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** 'cambio.creado', 'termino.creado', 'carga.finalizada'. */
    tipo: text('tipo').notNull(),
    datos: jsonb('datos').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_eventos_por_abogado').on(table.idAbogado, table.creadoEn)],
);

export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: serial('id').primaryKey(),
    idEvento: text('id_evento')
      .notNull()
      .references(() => webhookEventos.id, { onDelete: 'cascade' }),
    idWebhook: integer('id_webhook')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    estado: text('estado', { enum: ['pendiente', 'entregado', 'fallido'] })
      .notNull()
      .default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntentoEn: timestamp('proximo_intento_en', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the delivery until then; past it, another may take it. */
    reclamadaHasta: timestamp('reclamada_hasta', { withTimezone: true }),
    ultimoEstadoHttp: integer('ultimo_estado_http'),
    ultimoError: text('ultimo_error'),
    entregadaEn: timestamp('entregada_en', { withTimezone: true }),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('webhook_entregas_evento_webhook').on(table.idEvento, table.idWebhook),
    index('webhook_entregas_pendientes').on(table.estado, table.proximoIntentoEn),
    index('webhook_entregas_por_webhook').on(table.idWebhook, table.id),
  ],
);

/** Every attempt, for the delivery log in the profile. */
export const webhookIntentos = pgTable(
  'webhook_intentos',
  {
    id: serial('id').primaryKey(),
    idEntrega: integer('id_entrega')
      .notNull()
      .references(() => webhookEntregas.id, { onDelete: 'cascade' }),
    intentadoEn: timestamp('intentado_en', { withTimezone: true }).notNull().defaultNow(),
    estadoHttp: integer('estado_http'),
    error: text('error'),
    duracionMs: integer('duracion_ms').notNull().default(0),
  },
  (table) => [index('webhook_intentos_por_entrega').on(table.idEntrega, table.id)],
);
