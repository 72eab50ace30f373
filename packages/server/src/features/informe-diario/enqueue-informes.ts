/**
 * After the day's controls are built, one outbox row per account and day (unique key): the report
 * is owed before 08:00 Bogotá of that day. Idempotent: a second close of the day adds nothing.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';

/** 08:00 Bogotá of a day, the promise's deadline. */
export function limiteDelDia(fecha: string): Date {
  return new Date(`${fecha}T08:00:00-05:00`);
}

/** Above this many cases the default format groups the night in one e-mail (seed 001 §9). */
export const LIMITE_CASOS_POR_CORREO = 50;

export async function enqueueInformes(
  deps: Pick<AppDeps, 'db'>,
  fecha: string,
  idAbogado: number | null = null,
) {
  const limite = limiteDelDia(fecha);
  // formaNotificacion (decision 0006): 0 one report of the day; 1 one e-mail per case with news;
  // null (default) per case up to 50 cases, one report beyond — one outbox key per e-mail either way.
  const conCambios = await deps.db.execute(sql`
    with cuentas as (
      select k.id_abogado, k.id as id_control,
        case when p.forma_notificacion is not null then p.forma_notificacion
          when (select count(*) from expedientes e where e.id_abogado = k.id_abogado) > ${LIMITE_CASOS_POR_CORREO} then 0
          else 1 end as forma
      from controles_cambios_dia k
      left join preferencias_notificacion p on p.id_abogado = k.id_abogado
      where k.fecha = ${fecha} and (${idAbogado}::int is null or k.id_abogado = ${idAbogado})
        and not coalesce(p.correo_diario_suspendido, false)
    ), casos as (
      select distinct c.id_abogado, c.id_expediente, cu.forma from cuentas cu
      join cambios c on c.id_control = cu.id_control
      where c.suprimido is null and c.tipo in ('actuacion', 'coincidencia')
    )
    insert into envios_informe_diario (id_abogado, fecha, tipo, id_expediente, limite)
    select distinct id_abogado, ${fecha}::date, 'cambios', case when forma = 1 then id_expediente else 0 end, ${limite}::timestamptz
    from casos
    on conflict do nothing`);
  // The proof of a quiet night, for the accounts that asked for it.
  const sinCambios = await deps.db.execute(sql`
    insert into envios_informe_diario (id_abogado, fecha, tipo, limite)
    select p.id_abogado, ${fecha}::date, 'sinCambios', ${limite}
    from preferencias_notificacion p
    where p.enviar_correo_sin_cambios and not p.correo_diario_suspendido
      and (${idAbogado}::int is null or p.id_abogado = ${idAbogado})
      and not exists (select 1 from controles_cambios_dia k join cambios c on c.id_control = k.id
        where k.id_abogado = p.id_abogado and k.fecha = ${fecha} and c.suprimido is null
          and c.tipo in ('actuacion', 'coincidencia'))
    on conflict do nothing`);
  return (conCambios.rowCount ?? 0) + (sinCambios.rowCount ?? 0);
}
