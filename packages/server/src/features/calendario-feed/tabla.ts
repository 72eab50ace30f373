/**
 * One calendar subscription per user (decision 0011): only the SHA-256 of its secret token is
 * kept, so the URL is shown once and a database read cannot rebuild it. Revoking deletes the row.
 */
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

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
