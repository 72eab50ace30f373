/**
 * Single-use secrets e-mailed to a person (issue 20): password-reset links (30 minutes) and
 * associated users' invitations (7 days; a user may hold several, e.g. the invitation and a shared
 * report's link, each working until used or expired). Only the SHA-256 of
 * the secret is kept, so a database read cannot rebuild a working link; each has an expiry and is
 * spent by one conditional update.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

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
