/**
 * Builds the day's change controls when the night closes (seed 001 §1): one control per account
 * and Bogotá day holding every change the engine stored that day. Idempotent — each step only
 * touches rows not yet processed (`fuentes is null`), so building a day twice gives the same rows.
 *
 * One change per real event: the same actuación reported by two sources (same case, date and
 * normalised name — Unificada and Samai for an administrative case) is folded into the first
 * change, which names both sources; so are several pages of one published document, and the
 * sources that could not be consulted for one case. A match whose name the account marked
 * 'no es mi parte' in that court is suppressed.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { priorizarCambios } from './priorizar-cambios.ts';

/** Same text up to case, accents and spacing (SQL twin of the matching's name normalisation). */
export const sqlNormalizado = (column: ReturnType<typeof sql>) =>
  sql`btrim(regexp_replace(lower(translate(${column}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '\\s+', ' ', 'g'))`;

/** How far back a re-reported actuación is still recognised as the same event. */
const SAME_EVENT_DAYS = 60;

export async function construirControles(
  deps: Pick<AppDeps, 'db'>,
  fecha: string,
  idAbogado: number | null = null,
) {
  return deps.db.transaction(async (tx) => {
    await foldRepeatedActuaciones(tx, fecha, idAbogado);
    await foldPerCase(tx, fecha, idAbogado);
    await suppressDiscardedNames(tx, fecha, idAbogado);
    // Only a day with something left to review gets a control.
    const controls = await tx.execute(sql`
      insert into controles_cambios_dia (id_abogado, fecha)
      select distinct c.id_abogado, c.fecha from cambios c
      where c.fecha = ${fecha} and c.suprimido is null and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
      on conflict do nothing`);
    await tx.execute(sql`
      update cambios c set id_control = k.id
      from controles_cambios_dia k
      where k.id_abogado = c.id_abogado and k.fecha = c.fecha and c.fecha = ${fecha}
        and c.id_control is null and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})`);
    const prioritized = await priorizarCambios(tx, fecha, idAbogado);
    // Mark as processed: the sources of each visible change (its own plus those folded into it).
    await tx.execute(sql`
      update cambios c set fuentes = coalesce(f.fuentes, '{}')
      from (
        select coalesce(d.id_cambio_principal, d.id) as principal,
          array_agg(distinct d.tipo_fuente order by d.tipo_fuente) filter (where d.tipo_fuente is not null) as fuentes
        from cambios d
        where d.fecha = ${fecha} and (d.suprimido is null or d.suprimido = 'duplicado')
          and (${idAbogado}::int is null or d.id_abogado = ${idAbogado})
        group by 1
      ) f
      where c.id = f.principal and c.fecha = ${fecha} and c.fuentes is null and c.suprimido is null`);
    await tx.execute(sql`
      update cambios c set fuentes = '{}' where c.fecha = ${fecha} and c.fuentes is null
        and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})`);
    return { controlesNuevos: controls.rowCount ?? 0, priorizados: prioritized };
  });
}

/** A new actuación equal to an earlier unsuppressed one of the same case is folded into it. */
async function foldRepeatedActuaciones(tx: Executor, fecha: string, idAbogado: number | null) {
  const clave = sqlNormalizado(sql`a.descripcion`);
  await tx.execute(sql`
    with nuevos as (
      select c.id, c.id_expediente, a.fecha_actuacion, ${clave} as clave
      from cambios c join actuaciones a on a.id = c.referencia
      where c.fecha = ${fecha} and c.tipo = 'actuacion' and c.fuentes is null and c.suprimido is null
        and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
    ), candidatos as (
      select c.id, c.id_expediente, a.fecha_actuacion, ${clave} as clave
      from cambios c join actuaciones a on a.id = c.referencia
      where c.tipo = 'actuacion' and c.suprimido is null
        and c.id_expediente in (select id_expediente from nuevos)
        and c.fecha between ${fecha}::date - ${SAME_EVENT_DAYS}::int and ${fecha}::date
    ), principal as (
      select n.id, (
        select min(k.id) from candidatos k
        where k.id_expediente = n.id_expediente and k.clave = n.clave
          and k.fecha_actuacion is not distinct from n.fecha_actuacion
      ) as id_principal
      from nuevos n
    )
    update cambios c set id_cambio_principal = p.id_principal, suprimido = 'duplicado', fuentes = '{}'
    from principal p where c.id = p.id and p.id_principal <> p.id`);
  // A fold into an earlier day's change adds the new source to that change.
  await tx.execute(sql`
    update cambios c set fuentes = (
      select array_agg(distinct f.tipo_fuente order by f.tipo_fuente) from (
        select c.tipo_fuente
        union all
        select d.tipo_fuente from cambios d where d.id_cambio_principal = c.id
      ) f where f.tipo_fuente is not null)
    where c.fecha < ${fecha} and c.id in (
      select id_cambio_principal from cambios
      where fecha = ${fecha} and suprimido = 'duplicado' and tipo = 'actuacion'
        and (${idAbogado}::int is null or id_abogado = ${idAbogado}))`);
}

/** Several pages of one document, or several failed sources of one case: one change each. */
async function foldPerCase(tx: Executor, fecha: string, idAbogado: number | null) {
  await tx.execute(sql`
    with grupos as (
      select c.id, min(c.id) over (partition by c.id_expediente, co.id_documento) as id_principal
      from cambios c join coincidencias co on co.id = c.referencia
      where c.fecha = ${fecha} and c.tipo = 'coincidencia' and c.fuentes is null and c.suprimido is null
        and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
      union all
      select c.id, min(c.id) over (partition by c.id_expediente) as id_principal
      from cambios c
      where c.fecha = ${fecha} and c.tipo = 'noConsultado' and c.fuentes is null and c.suprimido is null
        and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
    )
    update cambios c set id_cambio_principal = g.id_principal, suprimido = 'duplicado', fuentes = '{}'
    from grupos g where c.id = g.id and g.id_principal <> g.id`);
}

/** Matches of a name the account marked 'no es mi parte' in that court are not alerted again. */
async function suppressDiscardedNames(tx: Executor, fecha: string, idAbogado: number | null) {
  await tx.execute(sql`
    update cambios c set suprimido = 'noEsMiParte', fuentes = '{}'
    from coincidencias co join documentos_publicados d on d.id = co.id_documento
    where co.id = c.referencia and c.tipo = 'coincidencia' and c.fecha = ${fecha}
      and c.fuentes is null and c.suprimido is null
      and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
      and exists (
        select 1 from coincidencias_descartadas x
        where x.id_abogado = c.id_abogado and x.codigo_despacho = d.codigo_despacho
          and x.nombre = ${sqlNormalizado(sql`co.resumen_encontrado`)})`);
}
