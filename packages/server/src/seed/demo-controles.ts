/**
 * The demo's month of change controls in the state a working office leaves them: older days fully
 * reviewed (some changes important, the report shared), the last few days half done, today pending.
 */

import { sumarDias } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';

const HALF_DONE_DAYS = 3;

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);
const DEFAULT_CONCLUSION = 'Revisado: sin acciones pendientes para el despacho.';

export async function reviewDemoControls(deps: Pick<AppDeps, 'db'>, idAbogado: number, today: string) {
  const halfDoneFrom = sumarDias(today, -HALF_DONE_DAYS);
  // Fully reviewed days: every change closed with Tito's draft (or a plain note); prioritised ones important.
  await deps.db.execute(sql`
    update cambios c set
      estado = case when c.id % 3 = 0 then 1 else 3 end,
      conclusion = jsonb_build_array(jsonb_build_object('type', 'paragraph', 'children',
        jsonb_build_array(jsonb_build_object('text', coalesce(nullif(c.borrador_conclusion, ''), ${DEFAULT_CONCLUSION})))))::text,
      es_importante = c.es_priorizado_por_tito,
      fecha_revisado = (c.fecha + time '09:30') at time zone 'America/Bogota',
      fecha_actualizacion = (c.fecha + time '09:30') at time zone 'America/Bogota'
    where c.id_abogado = ${idAbogado} and c.fecha < ${halfDoneFrom}::date and c.id_control is not null
      and c.suprimido is null and c.estado = 0`);
  await deps.db.execute(sql`
    update controles_cambios_dia set ha_compartido_informe = true, informe_compartido_en = (fecha + time '10:00') at time zone 'America/Bogota'
    where id_abogado = ${idAbogado} and fecha < ${halfDoneFrom}::date`);
  // The inbox: notifications appeared at dawn of their night; those of reviewed days were seen.
  await deps.db.execute(sql`
    update notificaciones_cambio set creado_en = (fecha + time '06:10') at time zone 'America/Bogota',
      visto = fecha < ${halfDoneFrom}::date,
      visto_en = case when fecha < ${halfDoneFrom}::date then (fecha + time '09:00') at time zone 'America/Bogota' end
    where id_abogado = ${idAbogado}`);
  // Half-done days: about half of each day's changes reviewed.
  await deps.db.execute(sql`
    update cambios c set estado = 1, conclusion = ${paragraph('Leído; pendiente revisar el documento completo.')},
      fecha_revisado = (c.fecha + time '11:00') at time zone 'America/Bogota',
      fecha_actualizacion = (c.fecha + time '11:00') at time zone 'America/Bogota'
    where c.id_abogado = ${idAbogado} and c.fecha >= ${halfDoneFrom}::date and c.fecha < ${today}::date
      and c.id_control is not null and c.suprimido is null and c.estado = 0 and c.id % 2 = 0`);
}
