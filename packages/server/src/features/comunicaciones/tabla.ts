/**
 * Product communications (seed 002 §3 'Product communication': id, tipo, contenidoHtml, visto).
 * An administrator publishes one; the active one is shown once to each user, who marks it seen
 * through PUT /api/ComunicacionesProducto/Visto/{id}?dispositivo=0.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

/** 1 survey (a link to a form), 2 HTML, 3 video (seed: 3 = video). */
export const TIPOS_COMUNICACION = [1, 2, 3] as const;

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
