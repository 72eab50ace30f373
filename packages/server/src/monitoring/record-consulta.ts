/** The consultation record per process, source and day (seed 001 §3 ResumenConsultaAbogado). */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { cambios, consultas } from '../db/schema-expedientes.ts';
import type { ProcesoRow } from './store-actuaciones.ts';

export type EstadoConsulta = 'consultado' | 'errorTecnico' | 'cambioDeFormato' | 'noEncontrado' | 'privado';

export async function recordConsulta(
  db: Executor,
  proceso: ProcesoRow,
  fecha: string,
  estado: EstadoConsulta,
  details: { motivo?: string; solicitudes?: number } = {},
): Promise<void> {
  await db
    .insert(consultas)
    .values({
      idAbogado: proceso.idAbogado,
      idExpediente: proceso.idExpediente,
      idProcesoEnFuente: proceso.id,
      tipoFuente: proceso.tipoFuente,
      fecha,
      estado,
      motivo: details.motivo ?? null,
      solicitudes: details.solicitudes ?? 0,
    })
    .onConflictDoUpdate({
      target: [consultas.idProcesoEnFuente, consultas.fecha],
      set: {
        estado,
        motivo: details.motivo ?? null,
        intentos: sql`${consultas.intentos} + 1`,
        solicitudes: sql`${consultas.solicitudes} + ${details.solicitudes ?? 0}`,
      },
    });
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

/** Already consulted today: a repeated job does nothing. */
export async function wasConsulted(db: Executor, idProcesoEnFuente: number, fecha: string): Promise<boolean> {
  const result = await db.execute<{ found: number }>(
    sql`select 1 as found from ${consultas} where ${consultas.idProcesoEnFuente} = ${idProcesoEnFuente} and ${consultas.fecha} = ${fecha} and ${consultas.estado} = 'consultado'`,
  );
  return result.rows.length > 0;
}
