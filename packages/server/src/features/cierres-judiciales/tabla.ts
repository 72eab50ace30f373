/**
 * Per-court closures (suspensión de términos) an administrator records for a date range: the
 * whole country, a city (5-digit DANE code) or a court (the radicado's first 12 digits). The
 * judicial calendar (packages/domain calendario-judicial) is built from these rows.
 */
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

export const cierresJudiciales = pgTable(
  'cierres_judiciales',
  {
    id: serial('id').primaryKey(),
    /** yyyy-mm-dd, inclusive. */
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    ambito: text('ambito', { enum: ['nacional', 'ciudad', 'despacho'] }).notNull(),
    /** DANE city code (5 digits) or court code (12 digits); empty for 'nacional'. */
    codigo: text('codigo').notNull().default(''),
    motivo: text('motivo').notNull(),
    /** The act that ordered it (acuerdo, circular), as the administrator wrote it. */
    fuente: text('fuente').notNull().default(''),
    creadoPor: integer('creado_por').references(() => abogados.id, { onDelete: 'set null' }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cierres_judiciales_por_fecha').on(table.desde, table.hasta)],
);
