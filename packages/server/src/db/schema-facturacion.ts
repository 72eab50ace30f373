/**
 * Billing: the account's billing data, its invoices and the referral invitations whose discount
 * the invoices take.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

/**
 * The account's billing data (seed 002 §2 'Profile and billing', §3 Profile). One row per account
 * (the holder's id), written by PUT /api/perfil: the row's existence is 'billing data saved', the
 * moment billing starts (§1 terms). Migration 0009.
 */
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

/**
 * Invoices (seed 002 §3 'Invoice in arrears': codigoFactura, diasMora, totalFactura, urlPagoSiigo).
 * Minimal on purpose: the billing system (Siigo) issues them; this table keeps what the banner
 * shows. diasMora is not stored — it is computed on the Bogotá calendar when read.
 */
export const facturas = pgTable(
  'facturas',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** The invoice number as the billing system prints it (e.g. 'FE-1042'). */
    codigoFactura: text('codigo_factura').notNull(),
    /** Bogotá calendar day the invoice falls due. */
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    /** Whole Colombian pesos (COP has no cents in practice). */
    totalFactura: integer('total_factura').notNull(),
    /** Referral discount already taken off totalFactura (10% of each referred client's billing). */
    descuentoReferidos: integer('descuento_referidos').notNull().default(0),
    pagada: boolean('pagada').notNull().default(false),
    /** Payment page of the billing system for this invoice. */
    urlPagoSiigo: text('url_pago_siigo'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('facturas_codigo_por_abogado').on(table.idAbogado, table.codigoFactura),
    index('facturas_pendientes_por_abogado').on(table.idAbogado, table.pagada, table.fechaVencimiento),
  ],
);

/**
 * Referral invitations (seed 002 §3 'Referral invitation' and 'Referred user'). The id travels in
 * the sign-up link (?idinvitacion=…&utm_campaign=…); signing up through it fills idAbogadoReferido.
 * The discount (10% of the referred client's billing for 12 months) is applied on the referrer's
 * invoices and recorded there (facturas.descuento_referidos), not here.
 */
export const invitacionesReferidos = pgTable(
  'invitaciones_referidos',
  {
    /** Random, unguessable: it is what the sign-up link carries. */
    id: text('id').primaryKey(),
    /** The referrer's account (the holder's id). */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** The seed's 'tipo' of the invitation (how it was sent: 1 e-mail). */
    tipo: integer('tipo').notNull().default(1),
    /** Trimmed and lower-cased. */
    correoReferido: text('correo_referido').notNull(),
    nombreReferido: text('nombre_referido').notNull(),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }).notNull().defaultNow(),
    /** The account created through the link, once the colleague signs up. */
    idAbogadoReferido: integer('id_abogado_referido').references(() => abogados.id, { onDelete: 'set null' }),
    registradoEn: timestamp('registrado_en', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitaciones_referidos_correo_por_abogado').on(
      table.idAbogado,
      sql`lower(${table.correoReferido})`,
    ),
    index('invitaciones_referidos_por_referido').on(table.idAbogadoReferido),
  ],
);
