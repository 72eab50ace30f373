/**
 * Closes a monitoring day: every watched source without a consultation record is recorded as not
 * consulted (those the night's budget left for a later night as unlikely to have moved excepted;
 * a due one the budget could not hold says so), and cases without any change for 3 months are listed, so the change control of the
 * day (seed 001) shows all four kinds; then the day's change controls are built, the inbox notifications written and the morning
 * reports queued. Idempotent: safe
 * to run again.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { recalcularTerminosVencidos } from '../features/cierres-judiciales/recalcular-terminos.ts';
import { construirControles } from '../features/control-cambios/construir-controles.ts';
import { refrescarTerminosJob } from '../features/expedientes/index.ts';
import { encolarInformes } from '../features/informe-diario/encolar-informes.ts';
import { enviarInformesJob } from '../features/informe-diario/jobs.ts';
import { construirNotificaciones } from '../features/notificaciones/construir-notificaciones.ts';
import { defineJob } from '../jobs/queue.ts';
import type { SweepScope } from './barrido.ts';

export async function cerrarDia(deps: AppDeps, fecha: string, scope: SweepScope = {}) {
  const lawyer = scope.idAbogado ?? null;
  const noConsultados = await deps.db.execute(sql`
    with faltantes as (
      select p.id, p.id_abogado, p.id_expediente, p.tipo_fuente,
        case when p.fecha_motivo_noche = ${fecha} and p.motivo_noche = 'sinCupo'
          then 'SinCupoEnElPresupuesto' else 'NoSeAlcanzoAConsultar' end as motivo
      from procesos_en_fuente p
      where p.activo and p.estado in (2, 3) and p.id_actualizacion is not null and not p.es_resultado_adicional
        and (${lawyer}::int is null or p.id_abogado = ${lawyer})
        and not exists (select 1 from consultas c where c.id_proceso_en_fuente = p.id and c.fecha = ${fecha})
        -- Left for a later night by the budget's plan (not due, unlikely to have moved): no failure.
        and not (p.fecha_motivo_noche is not distinct from ${fecha}::date and p.motivo_noche = 'noElegido')
    ), consultas_nuevas as (
      insert into consultas (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado, motivo)
      select id_abogado, id_expediente, id, tipo_fuente, ${fecha}, 'errorTecnico', motivo from faltantes
      on conflict do nothing
      returning id_abogado, id_expediente, tipo_fuente
    )
    insert into cambios (id_abogado, id_expediente, fecha, tipo, tipo_fuente)
    select id_abogado, id_expediente, ${fecha}, 'noConsultado', tipo_fuente from consultas_nuevas
    on conflict do nothing`);
  const sinCambios = await deps.db.execute(sql`
    insert into cambios (id_abogado, id_expediente, fecha, tipo)
    select e.id_abogado, e.id, ${fecha}, 'sinCambios3Meses'
    from expedientes e
    where coalesce(e.fecha_ultimo_cambio, e.creado_en) < (${fecha}::date - interval '3 months')
      and (${lawyer}::int is null or e.id_abogado = ${lawyer})
    on conflict do nothing`);
  const controles = await construirControles(deps, fecha, lawyer);
  const notificaciones = await construirNotificaciones(deps, fecha, lawyer);
  const informes = await encolarInformes(deps, fecha, lawyer);
  if (lawyer === null) {
    // The 'Termino' order reads the stored date: an ended one gives way to the next pending one.
    await recalcularTerminosVencidos(deps.db, fecha);
    await deps.db.execute(sql`insert into dias_cerrados (fecha) values (${fecha}) on conflict do nothing`);
  }
  return {
    notificaciones,
    informesPorEnviar: informes,
    noConsultados: noConsultados.rowCount ?? 0,
    sinCambios3Meses: sinCambios.rowCount ?? 0,
    controlesNuevos: controles.controlesNuevos,
  };
}

async function diaCerrado(deps: AppDeps, fecha: string): Promise<boolean> {
  const { rows } = await deps.db.execute(sql`select 1 from dias_cerrados where fecha = ${fecha}`);
  return rows.length > 0;
}

export const cerrarDiaJob = defineJob({
  name: 'cerrar-dia',
  payload: z.object({ fecha: z.string().optional() }),
  retryLimit: 2,
  async handler(deps, { fecha }) {
    const dia = fecha ?? (await deps.clock.today());
    // The cron repeats every 5 minutes through the morning: only the first run closes the day.
    if (!fecha && (await diaCerrado(deps, dia))) return;
    const result = await cerrarDia(deps, dia);
    deps.log.info(result, 'día de monitoreo cerrado');
    // The morning reports go out right away; the REPORTS_CRON retries what fails.
    await deps.jobs.send(enviarInformesJob, {});
    // Then the 'Termino' order's stored términos, before the lawyers' first reads.
    await deps.jobs.send(refrescarTerminosJob, {});
  },
});
