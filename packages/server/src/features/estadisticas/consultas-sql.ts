/**
 * SQL pieces shared by the statistics calls, so every figure counts the same rows everywhere:
 * an answered consultation, a change the lawyer received, a document found — all on Bogotá days.
 */
import { aIdFecha, formatearDia } from '@expediente/domain';
import { type SQL, sql } from 'drizzle-orm';

/** A consultation that reached the source (private cases answered too: the source was read). */
export const CONSULTA_REALIZADA = sql`estado in ('consultado', 'privado')`;

/**
 * A change the lawyer received: new actuaciones and name matches, not the ones folded into another
 * change (duplicates across sources, names marked "no es mi parte"). The change control's
 * per-case reminders (no change in 3 months, not consulted) are not news and do not count.
 */
export const CAMBIO_RECIBIDO = sql`suprimido is null and tipo in ('actuacion', 'coincidencia')`;

/**
 * Documents found for the account on a Bogotá day: 'autos' are documents of the cases'
 * actuaciones read from Rama, Tyba, Unificada or Samai that day; 'estados' are the published
 * documents (estados, edictos…) of the publication sources in which that night found the
 * account's parties — each document once, however many pages or cases matched.
 */
export function documentosDelDia(idAbogado: number, dia: SQL) {
  return sql`
    select
      (select count(*)::int from documentos_fuente
        where id_abogado = ${idAbogado} and (creado_en at time zone 'America/Bogota')::date = ${dia}) as autos,
      (select count(distinct id_documento)::int from coincidencias
        where id_abogado = ${idAbogado} and fecha_deteccion = ${dia}) as estados`;
}

/** 'YYYY-MM-DD' → the two forms the seeds use for a day: idFecha yyyymmdd and dd/mm/yyyy. */
export function presentarDia(isoDay: string): { idFecha: number; fecha: string } {
  return { idFecha: aIdFecha(isoDay), fecha: formatearDia(isoDay) };
}
