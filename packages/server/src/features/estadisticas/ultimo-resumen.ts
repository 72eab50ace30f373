/**
 * GET /api/ResumenActualizacion/UltimoResumen/Estadisticas: the four slides of 'Mis Estadísticas'
 * (seed 002 §2) and the rotating top-bar card, for the account's last summary — the newest Bogotá
 * day, up to the engine's today, on which its cases were consulted (the same day the query-result
 * screen opens on). Formulas in docs/decisions/0014-estadisticas.md.
 */
import type { CantidadPorFuente, UltimoResumen } from '@expediente/domain/contrato/estadisticas';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { MINUTOS_POR_CONSULTA_MANUAL } from '../wrapped/index.ts';
import { CAMBIO_RECIBIDO, CONSULTA_REALIZADA, documentosDelDia, presentarDia } from './consultas-sql.ts';

/** Minutes → 'h:mm', as the card says it ('3:05 horas'). */
export function formatoHoras(minutos: number): string {
  return `${Math.floor(minutos / 60)}:${String(minutos % 60).padStart(2, '0')}`;
}

/** The newest day with consultations up to today ('YYYY-MM-DD'), or null when there is none yet. */
export async function diaUltimoResumen(deps: Pick<AppDeps, 'db' | 'clock'>, idAbogado: number) {
  const hoy = await deps.clock.today();
  const [fila] = (
    await deps.db.execute<{ fecha: string | null }>(sql`
      select to_char(max(fecha), 'YYYY-MM-DD') as fecha from consultas
      where id_abogado = ${idAbogado} and fecha <= ${hoy}::date`)
  ).rows;
  return fila?.fecha ?? null;
}

export async function estadisticasUltimoResumen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
): Promise<UltimoResumen | null> {
  const dia = await diaUltimoResumen(deps, idAbogado);
  // No night consulted yet is no data, not an error: null with a 200 (issue 21 item 12).
  if (!dia) return null;
  const consultas = await deps.db.execute<{ tipo_fuente: number; total: number; realizadas: number }>(sql`
    select tipo_fuente, count(*)::int as total, (count(*) filter (where ${CONSULTA_REALIZADA}))::int as realizadas
    from consultas where id_abogado = ${idAbogado} and fecha = ${dia}
    group by tipo_fuente order by tipo_fuente`);
  const cambios = await deps.db.execute<{ tipo_fuente: number; cantidad: number }>(sql`
    select tipo_fuente, count(*)::int as cantidad from cambios
    where id_abogado = ${idAbogado} and fecha = ${dia} and ${CAMBIO_RECIBIDO} and tipo_fuente is not null
    group by tipo_fuente order by tipo_fuente`);
  const [documentos] = (
    await deps.db.execute<{ autos: number; estados: number }>(documentosDelDia(idAbogado, sql`${dia}::date`))
  ).rows;

  const totalConsultas = consultas.rows.reduce((suma, fila) => suma + fila.total, 0);
  const consultasRealizadas = consultas.rows.reduce((suma, fila) => suma + fila.realizadas, 0);
  const paginasPorFuente: CantidadPorFuente[] = consultas.rows
    .filter((fila) => fila.realizadas > 0)
    .map((fila) => ({ idFuente: fila.tipo_fuente, cantidad: fila.realizadas }));
  const cambiosPorFuente: CantidadPorFuente[] = cambios.rows.map((fila) => ({
    idFuente: fila.tipo_fuente,
    cantidad: fila.cantidad,
  }));
  const minutosAhorrados = consultasRealizadas * MINUTOS_POR_CONSULTA_MANUAL;
  return {
    ...presentarDia(dia),
    totalConsultas,
    consultasRealizadas,
    consultasNoRealizadas: totalConsultas - consultasRealizadas,
    totalCambios: cambiosPorFuente.reduce((suma, fila) => suma + fila.cantidad, 0),
    cambiosPorFuente,
    totalFuentesConsultadas: paginasPorFuente.length,
    // Each answered consultation is one court page the lawyer did not have to open.
    paginasEvitadas: consultasRealizadas,
    paginasPorFuente,
    totalDocumentos: documentos.autos + documentos.estados,
    documentosAutos: documentos.autos,
    documentosEstados: documentos.estados,
    minutosAhorrados,
    horasAhorradas: formatoHoras(minutosAhorrados),
  };
}
