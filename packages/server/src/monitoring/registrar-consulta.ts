/** The consultation record per process, source and day (seed 001 §3 ResumenConsultaAbogado). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { cambios, consultas, procesosEnFuente } from '../db/schema-expedientes.ts';
import type { ProcesoRow } from './guardar-actuaciones.ts';

export type EstadoConsulta = 'consultado' | 'errorTecnico' | 'cambioDeFormato' | 'noEncontrado' | 'privado';

export async function registrarConsulta(
  db: Executor,
  proceso: ProcesoRow,
  fecha: string,
  estado: EstadoConsulta,
  details: { motivo?: string; solicitudes?: number } = {},
): Promise<void> {
  const solicitudes = details.solicitudes ?? 0;
  const motivo = details.motivo ?? null;
  // One statement (the whole write of an unchanged check): upsert the day's record and point the
  // source row at it (idUltimaConsulta), so the case card can say when and how it was consulted.
  await db.execute(sql`
    with consulta as (
      insert into ${consultas} (id_abogado, id_expediente, id_proceso_en_fuente, tipo_fuente, fecha, estado, motivo, solicitudes)
      values (${proceso.idAbogado}, ${proceso.idExpediente}, ${proceso.id}, ${proceso.tipoFuente}, ${fecha}, ${estado}, ${motivo}, ${solicitudes})
      on conflict (id_proceso_en_fuente, fecha) do update set
        estado = excluded.estado,
        motivo = excluded.motivo,
        intentos = ${consultas.intentos} + 1,
        solicitudes = ${consultas.solicitudes} + excluded.solicitudes
      returning id
    )
    update ${procesosEnFuente} set id_ultima_consulta = consulta.id,
      fecha_ultima_consulta = case when ${estado} = 'consultado' then now() else fecha_ultima_consulta end,
      ultima_consulta_completa = case when ${estado} = 'consultado'
        then greatest(ultima_consulta_completa, ${fecha}::date) else ultima_consulta_completa end
    from consulta where ${procesosEnFuente.id} = ${proceso.id}`);
  if (estado === 'errorTecnico' || estado === 'cambioDeFormato') {
    await db
      .insert(cambios)
      .values({
        idAbogado: proceso.idAbogado,
        idExpediente: proceso.idExpediente,
        fecha,
        tipo: 'noConsultado',
        tipoFuente: proceso.tipoFuente,
      })
      .onConflictDoNothing();
  }
}
