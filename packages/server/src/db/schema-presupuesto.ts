/**
 * The night's plan per court host (issue 23): its budget, what the scheduler chose and why. The
 * requests actually made are the night's `consultas.solicitudes`; the operator's
 * GET /api/Monitoreo/Presupuesto shows both.
 */
import { date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const planesNoche = pgTable(
  'planes_noche',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    presupuestoPorEgreso: integer('presupuesto_por_egreso').notNull(),
    egresos: smallint('egresos').notNull(),
    /** Expected requests of the chosen checks, all egresses together. */
    previstas: integer('previstas').notNull(),
    /**
     * Requests per egress the plan expects tiers 1–2 (usuario, publicacion) to need, with its
     * margin of three standard deviations: the lower tiers' checks may not take them (gasto.ts).
     */
    reservaPrioritaria: integer('reserva_prioritaria').notNull().default(0),
    candidatos: integer('candidatos').notNull(),
    elegidos: integer('elegidos').notNull(),
    sinCupo: integer('sin_cupo').notNull(),
    noElegidos: integer('no_elegidos').notNull(),
    porMotivo: jsonb('por_motivo').$type<Record<string, number>>().notNull(),
    planificadoEn: timestamp('planificado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fecha, table.host] })],
);

/**
 * The requests each egress has spent tonight per court host, counted at run time before each
 * request leaves (gasto.ts): the hard stop. `presupuesto` is the budget the egress worker had.
 */
export const gastoEgresos = pgTable(
  'gasto_egresos',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    host: text('host').notNull(),
    egreso: text('egreso').notNull(),
    solicitudes: integer('solicitudes').notNull(),
    presupuesto: integer('presupuesto').notNull(),
    /** Of `solicitudes`, those of tiers 1–2 checks (user-triggered or named in the day's lists). */
    prioritarias: integer('prioritarias').notNull().default(0),
    /**
     * The reserve this egress kept for tiers 1–2 (the plan's `reserva_prioritaria` plus its margin
     * for checks asked for during the night): the other checks stop at `presupuesto − reserva`.
     */
    reserva: integer('reserva').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.fecha, table.host, table.egreso] })],
);

/**
 * The egress workers alive per job queue (JOBS_SCHEMA; EGRESS_ID; each beats every few seconds):
 * the sweep plans for as many egresses as serve its queue, and a worker out of budget hands its
 * checks to a live one with budget.
 */
export const egresosVivos = pgTable(
  'egresos_vivos',
  {
    cola: text('cola').notNull(),
    egreso: text('egreso').notNull(),
    vistoEn: timestamp('visto_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cola, table.egreso] })],
);

/**
 * What each repeat litigant's last search by name in a despacho answered (issue 23): the rows CPNU
 * counted, its unwatched processes there included, so that the next night's plan costs the search
 * at its real pages (monitoring/presupuesto/memoria-litigantes.ts). `cantidadRegistros` null: CPNU
 * refused it (more than a thousand matches) or its answer read none of the watched radicados (the
 * party written otherwise there). Not a tenant table: a party's name in a despacho is
 * public court data, shared by every account watching its cases (as lecturas_fuente_dia).
 */
export const busquedasLitigantes = pgTable(
  'busquedas_litigantes',
  {
    codificacionDespacho: text('codificacion_despacho').notNull(),
    /** The name as sent to CPNU (litigantes.ts claveLitigante). */
    nombre: text('nombre').notNull(),
    cantidadRegistros: integer('cantidad_registros'),
    /** The night of the search. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.codificacionDespacho, table.nombre] })],
);
