/**
 * What the account is told about its own watching (seed 001 §2): the consultation summary of a day
 * (its tutorial flag), the automatic verification of the account's cases and its findings, and the
 * yearly summary's shared copies (aggregates only, opened by an unguessable id).
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

/** One per account and day: the id ResumenConsultaAbogado/{id} calls carry. */
export const resumenesConsulta = pgTable(
  'resumenes_consulta',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    tutorialVisto: boolean('tutorial_visto').notNull().default(false),
  },
  (table) => [uniqueIndex('resumenes_consulta_unico').on(table.idAbogado, table.fecha)],
);

/** An automatic verification run: after a bulk load, or on request. */
export const verificacionesProcesos = pgTable(
  'verificaciones_procesos',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    origen: text('origen', { enum: ['carga', 'solicitud'] }).notNull(),
    idRegistroAutomatico: integer('id_registro_automatico'),
    /** 0 Nuevo, 2 En proceso, 4 Verificado (seed 001 §4). */
    estado: smallint('estado').notNull().default(0),
    totalProcesos: integer('total_procesos').notNull().default(0),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    terminadoEn: timestamp('terminado_en', { withTimezone: true }),
  },
  (table) => [index('verificaciones_procesos_por_abogado').on(table.idAbogado, table.id)],
);

/** A case checked by a verification, with the sources it was missing and what we did. */
export const verificacionesExpedientes = pgTable(
  'verificaciones_expedientes',
  {
    id: serial('id').primaryKey(),
    idVerificacion: integer('id_verificacion')
      .notNull()
      .references(() => verificacionesProcesos.id, { onDelete: 'cascade' }),
    idExpediente: integer('id_expediente').notNull(),
    /** 0 Nuevo, 2 En proceso, 4 Verificado sin faltantes, 6 Verificado con fuentes activadas. */
    estadoVerificacion: smallint('estado_verificacion').notNull().default(0),
    /** [{idFuente, estadoVerificacionFuenteFaltante: 'activada' | 'noEncontrada' | 'error'}] */
    fuentesFaltantes: jsonb('fuentes_faltantes')
      .$type<{ idFuente: number; estadoVerificacionFuenteFaltante: string }[]>()
      .notNull()
      .default([]),
  },
  (table) => [uniqueIndex('verificaciones_expedientes_unico').on(table.idVerificacion, table.idExpediente)],
);

/** A yearly summary someone chose to share: aggregates only, no names, radicados or e-mails. */
export const wrappedCompartidos = pgTable('wrapped_compartidos', {
  /** Random, unguessable (128 bits, base64url). */
  id: text('id').primaryKey(),
  idAbogado: integer('id_abogado')
    .notNull()
    .references(() => abogados.id, { onDelete: 'cascade' }),
  anio: integer('anio').notNull(),
  datos: jsonb('datos').$type<Record<string, unknown>>().notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});
