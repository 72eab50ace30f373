/**
 * After the day's controls are built, the morning reports owed for the day go into the outbox
 * (decision 0006). What an account gets is decided once, at the first enqueue of its day, and
 * never mixed afterwards:
 * - its kind: 'cambios' (news) or 'sinCambios' (the optional proof of a quiet night);
 * - for 'cambios', its form: one grouped report (`id_expediente` 0) or one e-mail per case.
 * A later close of the same day (a second sweep, a changed format, the account passing 50 cases)
 * adds nothing to a grouped report or a 'sin cambios' e-mail already owed (the grouped report reads
 * the changes when it is sent), and adds per-case e-mails only to an account already decided per
 * case, for cases not yet owed one. Closes of one day are serialised by an advisory lock, so two
 * concurrent closes cannot both decide.
 */
import { instanteBogota } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { ahora } from './ahora.ts';

/** 08:00 Bogotá of a day, the promise's deadline. */
export function limiteDelDia(fecha: string): Date {
  return instanteBogota(fecha, '08:00');
}

/** Above this many cases the default format groups the night in one e-mail (seed 001 §9). */
export const LIMITE_CASOS_POR_CORREO = 50;

export async function encolarInformes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  fecha: string,
  idAbogado: number | null = null,
) {
  const limite = limiteDelDia(fecha);
  // Due at once, by the sender's clock (a virtual night's rows are due at its close, not at the
  // database's real time).
  const now = ahora(deps);
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('envios_informe_diario'), ${fecha}::date - date '2000-01-01')`,
    );
    // formaNotificacion (decision 0006): 0 one report of the day; 1 one e-mail per case with news;
    // null (default) per case up to 50 cases, one report beyond. An account already owed a report
    // for the day keeps the form it was given then.
    const conCambios = await tx.execute(sql`
      with cuentas as (
        select k.id_abogado, k.id as id_control,
          case
            when exists (select 1 from envios_informe_diario d where d.id_abogado = k.id_abogado and d.fecha = k.fecha
              and (d.tipo = 'sinCambios' or d.id_expediente = 0)) then null
            when exists (select 1 from envios_informe_diario d where d.id_abogado = k.id_abogado and d.fecha = k.fecha) then 1
            when p.forma_notificacion is not null then p.forma_notificacion
            when (select count(*) from expedientes e where e.id_abogado = k.id_abogado) > ${LIMITE_CASOS_POR_CORREO} then 0
            else 1 end as forma
        from controles_cambios_dia k
        left join preferencias_notificacion p on p.id_abogado = k.id_abogado
        where k.fecha = ${fecha} and (${idAbogado}::int is null or k.id_abogado = ${idAbogado})
          and not coalesce(p.correo_diario_suspendido, false)
      ), casos as (
        select distinct c.id_abogado, c.id_expediente, cu.forma from cuentas cu
        join cambios c on c.id_control = cu.id_control
        where cu.forma is not null and c.suprimido is null and c.tipo in ('actuacion', 'coincidencia')
      )
      insert into envios_informe_diario (id_abogado, fecha, tipo, id_expediente, limite, proximo_intento)
      select distinct id_abogado, ${fecha}::date, 'cambios', case when forma = 1 then id_expediente else 0 end, ${limite}::timestamptz, ${now}
      from casos
      on conflict do nothing`);
    // The proof of a quiet night, for the accounts that asked for it and are owed nothing yet.
    const sinCambios = await tx.execute(sql`
      insert into envios_informe_diario (id_abogado, fecha, tipo, limite, proximo_intento)
      select p.id_abogado, ${fecha}::date, 'sinCambios', ${limite}, ${now}
      from preferencias_notificacion p
      where p.enviar_correo_sin_cambios and not p.correo_diario_suspendido
        and (${idAbogado}::int is null or p.id_abogado = ${idAbogado})
        and not exists (select 1 from envios_informe_diario d where d.id_abogado = p.id_abogado and d.fecha = ${fecha})
        and not exists (select 1 from controles_cambios_dia k join cambios c on c.id_control = k.id
          where k.id_abogado = p.id_abogado and k.fecha = ${fecha} and c.suprimido is null
            and c.tipo in ('actuacion', 'coincidencia'))
      on conflict do nothing`);
    return (conCambios.rowCount ?? 0) + (sinCambios.rowCount ?? 0);
  });
}
