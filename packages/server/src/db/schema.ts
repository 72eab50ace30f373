/**
 * The database schema (drizzle). Every tenant table carries id_abogado: no row is read or
 * changed without the lawyer's id in the WHERE clause.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const abogados = pgTable(
  'abogados',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Null while an invited user has not set a password yet. */
    passwordHash: text('password_hash'),
    nombre: text('nombre').notNull().default(''),
    apellido: text('apellido').notNull().default(''),
    /** Account holder (Cuenta Principal) or associated user (Cuenta asociada). */
    esTitular: boolean('es_titular').notNull().default(true),
    idTitular: integer('id_titular'),
    /** An associated user who receives the account's important-changes reports (seed 001 §1). */
    esCoordinador: boolean('es_coordinador').notNull().default(false),
    perfilCliente: text('perfil_cliente').notNull().default('Ab_Litigante_Independiente'),
    estado: text('estado', { enum: ['activo', 'invitado'] })
      .notNull()
      .default('activo'),
    idInvitacionReferido: text('id_invitacion_referido'),
    yaAccedioPorPrimeraVez: boolean('ya_accedio_por_primera_vez').notNull().default(false),
    guiaNotificacionesVista: boolean('guia_notificaciones_vista').notNull().default(false),
    yaAccedioPorPrimeraVezNotificaciones: boolean('ya_accedio_por_primera_vez_notificaciones')
      .notNull()
      .default(false),
    haVistoTutorialDependiente: boolean('ha_visto_tutorial_dependiente').notNull().default(false),
    haVistoTutorialCoordinador: boolean('ha_visto_tutorial_coordinador').notNull().default(false),
    yaVioElInformeDeVerificacion: boolean('ya_vio_el_informe_de_verificacion').notNull().default(false),
    /** Per-account feature flags (e.g. the last-document block on case cards). */
    funcionalidades: jsonb('funcionalidades').$type<Record<string, boolean>>().notNull().default({}),
    esAdministrador: boolean('es_administrador').notNull().default(false),
    /**
     * Raised when the password changes or the user closes every session: a session token carries
     * the version it was signed with and is refused once it differs (checked on every request).
     */
    versionSesion: integer('version_sesion').notNull().default(0),
    /**
     * When the person proved the address is theirs (the sign-up e-mail's link, or an invitation's).
     * Until then the account sends nothing to third parties (issue 20 item 7).
     */
    correoVerificadoEn: timestamp('correo_verificado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('abogados_email_unico').on(sql`lower(${table.email})`)],
);

/** Outgoing mail; without SMTP it stays here and the dev mailbox lists it. */
export const correos = pgTable(
  'correos',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado').references(() => abogados.id, { onDelete: 'set null' }),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    plantilla: text('plantilla').notNull(),
    estado: text('estado', { enum: ['guardado', 'enviado', 'error'] }).notNull(),
    error: text('error'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('correos_por_abogado').on(table.idAbogado)],
);

/** Domain events written in the same transaction as the change they describe (outbox). */
export const eventos = pgTable(
  'eventos',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado').notNull(),
    nombre: text('nombre').notNull(),
    datos: jsonb('datos').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('eventos_por_abogado').on(table.idAbogado, table.id)],
);
