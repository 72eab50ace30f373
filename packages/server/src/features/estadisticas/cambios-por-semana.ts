/**
 * GET /api/ResumenActualizacion/ExpedientesCambiosPorSemana: the account's cases by the Bogotá day
 * of their latest change (a new actuación or name match), counted back from the engine's today:
 * 0–6 days ago 'la semana pasada', 7–13 'hace dos semanas', 14–20 the third week, and 21 or more
 * (or never, for a case watched at least 21 days) 'sin cambios hace más de 3 semanas'. A case
 * registered less than 3 weeks ago with no change yet is in no group: it is new, not quiet.
 */
import { formatearDia } from '@expediente/domain';
import type { CambiosPorSemana } from '@expediente/domain/contrato/estadisticas';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { CAMBIO_RECIBIDO } from './consultas-sql.ts';

export async function expedientesCambiosPorSemana(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
): Promise<CambiosPorSemana> {
  const hoy = await deps.clock.today();
  const [fila] = (
    await deps.db.execute<{
      total: number;
      semana_pasada: number;
      dos_semanas: number;
      tres_semanas: number;
      sin_cambios: number;
    }>(sql`
      with ultimo as (
        select id_expediente, ${hoy}::date - max(fecha) as dias
        from cambios where id_abogado = ${idAbogado} and ${CAMBIO_RECIBIDO} and fecha <= ${hoy}::date
        group by id_expediente)
      select count(*)::int as total,
        (count(*) filter (where u.dias between 0 and 6))::int as semana_pasada,
        (count(*) filter (where u.dias between 7 and 13))::int as dos_semanas,
        (count(*) filter (where u.dias between 14 and 20))::int as tres_semanas,
        (count(*) filter (where (u.dias is null or u.dias >= 21)
          and ${hoy}::date - (e.creado_en at time zone 'America/Bogota')::date >= 21))::int as sin_cambios
      from expedientes e left join ultimo u on u.id_expediente = e.id
      where e.id_abogado = ${idAbogado}`)
  ).rows;
  return {
    fechaReferencia: formatearDia(hoy),
    totalExpedientes: fila.total,
    cambiaronSemanaPasada: fila.semana_pasada,
    cambiaronHaceDosSemanas: fila.dos_semanas,
    cambiaronHaceTresSemanas: fila.tres_semanas,
    sinCambiosMasDeTresSemanas: fila.sin_cambios,
  };
}
