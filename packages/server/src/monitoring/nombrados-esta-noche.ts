/**
 * A case the night's own estados or traslados name is checked that same night. The night's plan is
 * made before its lists are read, so without this a named case waited for the next night's plan:
 * 4.7 % of the autos notified by estado were seen the next morning in production's order, against
 * 100 % with the lists read first (bench/escala-punta-a-punta.ts, decision 0019). The checks go as
 * tier 2 of the plan does (prioritaria: they may spend the reserve, gasto.ts); rows already checked
 * tonight, or already queued as tiers 1–2, are left alone, and a check is idempotent per night.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { consultarProcesoJob } from './consultar-proceso.ts';
import { FUENTES_DE_ACTUACIONES } from './fuentes-del-barrido.ts';

const PRIORIDAD_NOMBRADOS = 10;

export async function consultarNombradosEstaNoche(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  idExpedientes: number[],
  fecha: string,
): Promise<number> {
  if (idExpedientes.length === 0) return 0;
  const filas = await deps.db.execute<{ id: number }>(sql`
    update procesos_en_fuente p set motivo_noche = 'publicacion', fecha_motivo_noche = ${fecha}
    where p.id_expediente in (select jsonb_array_elements_text(${JSON.stringify(idExpedientes)}::jsonb)::int)
      and p.tipo_fuente in (${sql.raw(FUENTES_DE_ACTUACIONES.join(', '))})
      and p.activo and p.estado in (2, 3) and p.id_proceso is not null and p.id_actualizacion is not null
      and not p.es_resultado_adicional
      and not (p.fecha_motivo_noche is not distinct from ${fecha}::date and p.motivo_noche in ('usuario', 'publicacion', 'audiencia'))
      and not exists (select 1 from consultas c
        where c.id_proceso_en_fuente = p.id and c.fecha = ${fecha}::date and c.estado = 'consultado')
    returning p.id`);
  // Ahead of the plan's lower tiers still queued (pg-boss takes higher priorities first): the
  // budget those would spend is what these may need.
  for (const fila of filas.rows)
    await deps.jobs.send(
      consultarProcesoJob,
      { idProcesoEnFuente: Number(fila.id), fecha, prioritaria: true },
      { priority: PRIORIDAD_NOMBRADOS },
    );
  return filas.rows.length;
}
