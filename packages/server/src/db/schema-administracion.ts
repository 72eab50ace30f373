/**
 * What an administrator records for everyone, not for one account: court closures and product
 * communications (with who has seen each).
 */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

/**
 * Per-court closures (suspensión de términos) an administrator records for a date range: the
 * whole country, a city (5-digit DANE code) or a court (the radicado's first 12 digits). The
 * judicial calendar (packages/domain calendario-judicial) is built from these rows.
 */
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

/**
 * Product communications (seed 002 §3 'Product communication': id, tipo, contenidoHtml, visto).
 * An administrator publishes one; the active one is shown once to each user, who marks it seen
 * through PUT /api/ComunicacionesProducto/Visto/{id}?dispositivo=0.
 */
export const comunicacionesProducto = pgTable(
  'comunicaciones_producto',
  {
    id: serial('id').primaryKey(),
    tipo: integer('tipo').notNull(),
    titulo: text('titulo').notNull(),
    /** Sanitised HTML for tipo 2; the description for a survey or video. */
    contenidoHtml: text('contenido_html').notNull().default(''),
    /** The survey form or the video address (tipo 1 and 3). */
    url: text('url'),
    activa: boolean('activa').notNull().default(true),
    publicadaPor: integer('publicada_por').references(() => abogados.id, { onDelete: 'set null' }),
    publicadaEn: timestamp('publicada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('comunicaciones_producto_activas').on(table.activa, table.publicadaEn)],
);

export const comunicacionesVistas = pgTable(
  'comunicaciones_vistas',
  {
    idComunicacion: integer('id_comunicacion')
      .notNull()
      .references(() => comunicacionesProducto.id, { onDelete: 'cascade' }),
    /** The user who saw it (each user, not the account: every person sees it once). */
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** 0 web (the seed's dispositivo=0). */
    dispositivo: integer('dispositivo').notNull().default(0),
    vistaEn: timestamp('vista_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idComunicacion, table.idUsuario] })],
);
