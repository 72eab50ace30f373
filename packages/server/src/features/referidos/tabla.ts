/**
 * Referral invitations (seed 002 §3 'Referral invitation' and 'Referred user'). The id travels in
 * the sign-up link (?idinvitacion=…&utm_campaign=…); signing up through it fills idAbogadoReferido.
 * The discount (10% of the referred client's billing for 12 months) is applied on the referrer's
 * invoices and recorded there (facturas.descuento_referidos), not here.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { abogados } from '../../db/schema.ts';

export const invitacionesReferidos = pgTable(
  'invitaciones_referidos',
  {
    /** Random, unguessable: it is what the sign-up link carries. */
    id: text('id').primaryKey(),
    /** The referrer's account (the holder's id). */
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** The seed's 'tipo' of the invitation (how it was sent: 1 e-mail). */
    tipo: integer('tipo').notNull().default(1),
    /** Trimmed and lower-cased. */
    correoReferido: text('correo_referido').notNull(),
    nombreReferido: text('nombre_referido').notNull(),
    enviadaEn: timestamp('enviada_en', { withTimezone: true }).notNull().defaultNow(),
    /** The account created through the link, once the colleague signs up. */
    idAbogadoReferido: integer('id_abogado_referido').references(() => abogados.id, { onDelete: 'set null' }),
    registradoEn: timestamp('registrado_en', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitaciones_referidos_correo_por_abogado').on(
      table.idAbogado,
      sql`lower(${table.correoReferido})`,
    ),
    index('invitaciones_referidos_por_referido').on(table.idAbogadoReferido),
  ],
);
