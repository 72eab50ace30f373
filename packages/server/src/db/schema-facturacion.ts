/**
 * Invoices (seed 002 §3 'Invoice in arrears': codigoFactura, diasMora, totalFactura, urlPagoSiigo).
 * Minimal on purpose: the billing system (Siigo) issues them; this table keeps what the banner
 * shows. diasMora is not stored — it is computed on the Bogotá calendar when read.
 */
import { boolean, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

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
