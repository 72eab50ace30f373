/**
 * Service requests (seed 002 §3 'Quote/service request'): one row per Superintendencias wizard
 * submission, owned by the account (the holder's id) and listed by the service history with the
 * §3 statuses. The rows sent are kept as submitted (jsonb). Migration 0011.
 */
import type { EstadoSolicitud, FilaSuperintendencia } from '@expediente/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { abogados } from './schema.ts';

export const solicitudesServicio = pgTable(
  'solicitudes_servicio',
  {
    id: serial('id').primaryKey(),
    idAbogado: integer('id_abogado')
      .notNull()
      .references(() => abogados.id, { onDelete: 'cascade' }),
    /** Who sent it (the holder or an associated user). */
    idUsuario: integer('id_usuario').references(() => abogados.id, { onDelete: 'set null' }),
    /** The service: 'Superintendencias' for the wizard. */
    servicio: text('servicio').notNull(),
    superintendencia: text('superintendencia').notNull(),
    asunto: text('asunto').notNull(),
    procesos: jsonb('procesos').$type<FilaSuperintendencia[]>().notNull(),
    numeroProcesos: integer('numero_procesos').notNull(),
    estado: text('estado').$type<EstadoSolicitud>().notNull().default('solicitado'),
    /** Set when the service desk quotes (null before). */
    numeroCotizacion: text('numero_cotizacion'),
    /** Monthly value in pesos before VAT: the §9 estimate until quoted. */
    valorMensual: integer('valor_mensual').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('solicitudes_servicio_abogado').on(table.idAbogado, table.creadoEn)],
);
