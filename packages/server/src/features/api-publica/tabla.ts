/**
 * The account's API keys (decision 0012): only the SHA-256 of a key and its visible prefix are
 * kept, so a key is shown once, at creation, and a database read cannot rebuild it. Revoking
 * marks the row (it stays listed, refused from then on).
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

export const ALCANCES_CLAVE_API = ['lectura', 'registro'] as const;
export type AlcanceClaveApi = (typeof ALCANCES_CLAVE_API)[number];

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
