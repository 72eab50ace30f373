/**
 * What reaches the lawyer (seed 001 §2 'Notifications inbox', 'Notification settings'; issue
 * 'Telling the lawyer before 08:00'): in-app notifications per case, source and day, and the outbox
 * of the morning e-mails — one row per account, day and kind, so a report is sent exactly once
 * even when a worker is killed mid-run or the job runs twice.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';
import { expedientes } from './schema-expedientes.ts';

export const notificacionesCambio = pgTable(
  'notificaciones_cambio',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The account (holder's id). */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** Null once the case is deleted (the inbox flags it; seed 001 §3 datosExpediente null). */
    idExpediente: integer('id_expediente').references(() => expedientes.id, { onDelete: 'set null' }),
    /** The case id at creation, kept after deletion so the unique key still holds. */
    idExpedienteOrigen: integer('id_expediente_origen').notNull(),
    idFuente: smallint('id_fuente'),
    idProceso: text('id_proceso'),
    numeroProceso: text('numero_proceso').notNull(),
    titulo: text('titulo').notNull(),
    /** Bogotá day of the night that found the changes. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** The changes summarised for the inbox card (descripcion, fecha, tipo…). */
    cambios: jsonb('cambios').$type<Record<string, unknown>[]>().notNull().default([]),
    visto: boolean('visto').notNull().default(false),
    vistoEn: timestamp('visto_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notificaciones_cambio_unica').on(
      table.idAbogado,
      table.idExpedienteOrigen,
      sql`coalesce(${table.idFuente}, -1)`,
      table.fecha,
    ),
    index('notificaciones_cambio_por_abogado').on(table.idAbogado, table.fecha, table.id),
    // The inbox's search still finds the notifications of deleted cases by their radicado.
    index('notificaciones_cambio_sin_expediente')
      .on(table.idAbogado, table.idExpedienteOrigen)
      .where(sql`${table.idExpediente} is null`),
  ],
);

/**
 * The inbox's counts per account, Bogotá day and source (-1: every source), kept by a trigger on
 * notificaciones_cambio (migration 0014) so the Hoy/Ayer/Antes counts and a tab's total are a sum
 * of a few hundred rows instead of a count over a year of notifications. A notification counts
 * under each source it belongs to: the one it is filed under and every source its changes name.
 */
export const notificacionesConteos = pgTable(
  'notificaciones_conteos',
  {
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idFuente: smallint('id_fuente').notNull(),
    total: integer('total').notNull().default(0),
    noVistas: integer('no_vistas').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.idAbogado, table.idFuente, table.fecha] })],
);

/** The morning report's outbox. */
export const enviosInformeDiario = pgTable(
  'envios_informe_diario',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** 0 for the account's report of the day; a case id for the per-case e-mails of formaNotificacion 1. */
    idExpediente: integer('id_expediente').notNull().default(0),
    /** 'cambios' (the report of the night's news) or 'sinCambios' (the optional proof of a quiet night). */
    tipo: text('tipo', { enum: ['cambios', 'sinCambios'] }).notNull(),
    estado: text('estado', { enum: ['pendiente', 'enviando', 'enviado', 'fallido'] })
      .notNull()
      .default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    /** Deadline of the promise (08:00 Bogotá of `fecha`); a send after it is recorded as late. */
    limite: timestamp('limite', { withTimezone: true }).notNull(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
    tarde: boolean('tarde').notNull().default(false),
    destinatarios: text('destinatarios'),
    error: text('error'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('envios_informe_diario_unico').on(
      table.idAbogado,
      table.fecha,
      table.tipo,
      table.idExpediente,
    ),
    index('envios_informe_diario_pendientes').on(table.estado, table.proximoIntento),
  ],
);

/** Notification preferences of an account (seed 001 §3 'User notification settings'). */
export const preferenciasNotificacion = pgTable('preferencias_notificacion', {
  idAbogado: integer('id_abogado')
    .primaryKey()
    .references(() => abogados.id, { onDelete: 'cascade' }),
  /** null default, 0 or 1 (seed 001 §2 'Notification settings'). */
  formaNotificacion: smallint('forma_notificacion'),
  enviarResumen: boolean('enviar_resumen').notNull().default(false),
  enviarNotificacionesPorDefecto: boolean('enviar_notificaciones_por_defecto').notNull().default(true),
  /** Also send a short 'sin cambios' e-mail on quiet nights. */
  enviarCorreoSinCambios: boolean('enviar_correo_sin_cambios').notNull().default(false),
  /** Set by the one-click unsubscribe (RFC 8058); the settings page turns it back on. */
  correoDiarioSuspendido: boolean('correo_diario_suspendido').notNull().default(false),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
