/**
 * The daily change control (seed 001): one control per account and Bogotá day, the review state
 * kept on each `cambios` row, attachments stored in PostgreSQL in chunks (every web process on a
 * shared database can serve them, and no upload is ever held whole in memory), and the matches a
 * reviewer marked as 'no es mi parte'.
 */
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const controlesCambiosDia = pgTable(
  'controles_cambios_dia',
  {
    id: serial('id').primaryKey(),
    /** The account (holder's id): associated users share it. */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    haCompartidoInforme: boolean('ha_compartido_informe').notNull().default(false),
    /** Where the important-changes report went, and when. */
    emailInformeCompartido: text('email_informe_compartido'),
    informeCompartidoEn: timestamp('informe_compartido_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('controles_cambios_dia_unico').on(table.idAbogado, table.fecha)],
);

/** A file a reviewer attached to a change; its bytes live in `documentos_anexos_partes`. */
export const documentosAnexos = pgTable(
  'documentos_anexos',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado').notNull(),
    idCambio: bigint('id_cambio', { mode: 'number' }).notNull(),
    nombreArchivo: text('nombre_archivo').notNull(),
    tipoContenido: text('tipo_contenido').notNull(),
    tamano: integer('tamano').notNull(),
    idUsuario: integer('id_usuario'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documentos_anexos_por_cambio').on(table.idCambio)],
);

export const documentosAnexosPartes = pgTable(
  'documentos_anexos_partes',
  {
    idDocumento: integer('id_documento')
      .notNull()
      .references(() => documentosAnexos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    datos: bytea('datos').notNull(),
  },
  (table) => [primaryKey({ columns: [table.idDocumento, table.numero] })],
);

/** 'No es mi parte': a matched name in a court the account does not want to hear about again. */
export const coincidenciasDescartadas = pgTable(
  'coincidencias_descartadas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idAbogado: integer('id_abogado').notNull(),
    /** Lower-case, accent-free, single-spaced (see `normalizarNombre`). */
    nombre: text('nombre').notNull(),
    codigoDespacho: text('codigo_despacho').notNull(),
    idUsuario: integer('id_usuario'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coincidencias_descartadas_unica').on(table.idAbogado, table.nombre, table.codigoDespacho),
  ],
);

/**
 * The nights the close has run for every account. The close cron fires every 5 minutes from 06:00
 * and does the work only once a day: pg-boss sends a cron only within a minute of its time, so a
 * single 06:00 tick with no worker (or no scheduler) up would have skipped the day's close and
 * every morning report with it.
 */
export const diasCerrados = pgTable('dias_cerrados', {
  fecha: date('fecha', { mode: 'string' }).primaryKey(),
  cerradoEn: timestamp('cerrado_en', { withTimezone: true }).notNull().defaultNow(),
});
