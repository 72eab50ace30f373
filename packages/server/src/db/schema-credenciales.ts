/**
 * Secrets a person holds and we keep only as a SHA-256 hash, so a database read cannot rebuild a
 * working link, key or URL: account tokens (e-mailed links), API keys and calendar subscriptions.
 */
import { ALCANCES_CLAVE_API } from '@expediente/domain/contrato/api-publica';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

/**
 * Single-use secrets e-mailed to a person (issue 20): password-reset links (30 minutes) and
 * associated users' invitations (7 days; a user may hold several, e.g. the invitation and a shared
 * report's link, each working until used or expired). Only the SHA-256 of
 * the secret is kept, so a database read cannot rebuild a working link; each has an expiry and is
 * spent by one conditional update.
 */
export const tokensCuenta = pgTable(
  'tokens_cuenta',
  {
    id: serial('id').primaryKey(),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    proposito: text('proposito', {
      enum: ['restablecer_contrasena', 'invitacion', 'verificar_correo'],
    }).notNull(),
    /** Hex SHA-256 of the 256-bit secret the e-mailed link carries. */
    tokenHash: text('token_hash').notNull(),
    venceEn: timestamp('vence_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tokens_cuenta_hash').on(table.tokenHash),
    index('tokens_cuenta_usuario').on(table.idUsuario, table.proposito),
  ],
);

/**
 * The account's API keys (decision 0012): only the SHA-256 of a key and its visible prefix are
 * kept, so a key is shown once, at creation, and a database read cannot rebuild it. Revoking
 * marks the row (it stays listed, refused from then on).
 */
export const clavesApi = pgTable(
  'claves_api',
  {
    id: serial('id').primaryKey(),
    /** The account (the holder's id): every call made with the key reads and writes only its cases. */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    /** 'edk_' and 8 characters of the key, shown in the list so the holder can tell keys apart. */
    prefijo: text('prefijo').notNull(),
    /** Hex SHA-256 of the whole key. */
    hash: text('hash').notNull(),
    /** 'lectura' reads cases and changes; 'registro' registers cases. */
    alcances: text('alcances', { enum: ALCANCES_CLAVE_API }).array().notNull(),
    /** Calls per minute the key may make. */
    limitePorMinuto: integer('limite_por_minuto').notNull().default(120),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
    /** The last call made with it (kept at most once a minute). */
    ultimoUsoEn: timestamp('ultimo_uso_en', { withTimezone: true }),
    revocadaEn: timestamp('revocada_en', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('claves_api_hash').on(table.hash),
    index('claves_api_por_abogado').on(table.idAbogado, table.id),
  ],
);

/**
 * One calendar subscription per user (decision 0011): only the SHA-256 of its secret token is
 * kept, so the URL is shown once and a database read cannot rebuild it. Revoking deletes the row.
 */
export const suscripcionesCalendario = pgTable(
  'suscripciones_calendario',
  {
    /** The user who made it (the holder or an associated user); the feed shows its account's cases. */
    idUsuario: integer('id_usuario')
      .primaryKey()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the 256-bit token the URL carries. */
    tokenHash: text('token_hash').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    /** The last time a calendar read the feed (kept at most once per 10 minutes). */
    ultimoAccesoEn: timestamp('ultimo_acceso_en', { withTimezone: true }),
  },
  (table) => [uniqueIndex('suscripciones_calendario_token').on(table.tokenHash)],
);
