/**
 * The account's billing data (seed 002 §2 'Profile and billing', §3 Profile). One row per account
 * (the holder's id), written by PUT /api/perfil: the row's existence is 'billing data saved', the
 * moment billing starts (§1 terms). Migration 0009.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

export const datosFacturacion = pgTable('datos_facturacion', {
  idAbogado: integer('id_abogado')
    .primaryKey()
    .references(() => abogados.id, { onDelete: 'cascade' }),
  nombre: text('nombre').notNull(),
  apellidos: text('apellidos').notNull().default(''),
  nit: text('nit').notNull(),
  direccion: text('direccion').notNull(),
  ciudad: text('ciudad').notNull(),
  departamento: text('departamento').notNull(),
  telefono: text('telefono').notNull(),
  razonSocial: text('razon_social'),
  /** Kept as the client sent it (seed default 'agruparTodosLosCambios'); see decision 0010. */
  tipoDeEnvioNotificaciones: text('tipo_de_envio_notificaciones').notNull().default('agruparTodosLosCambios'),
  notificarUnificada: boolean('notificar_unificada').notNull().default(true),
  /** First save: billing starts from here (or from the trial's end when later). */
  guardadoEn: timestamp('guardado_en', { withTimezone: true }).notNull().defaultNow(),
  actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
});
