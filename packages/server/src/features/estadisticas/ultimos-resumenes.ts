/**
 * GET /api/ResumenActualizacion/Estadisticas?numeroRegistros=5|30: the account's last N summaries
 * (the N newest Bogotá days, up to today, on which its cases were consulted), one record per day,
 * and their totals — the 'Tu cuenta en datos' drawer's windows of 5 and 30.
 */
import type { NumeroRegistros, UltimosResumenes } from '@expediente/domain/contrato/estadisticas';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { MINUTOS_POR_CONSULTA_MANUAL } from '../wrapped/index.ts';
import { CAMBIO_RECIBIDO, CONSULTA_REALIZADA, documentosDelDia, presentarDia } from './consultas-sql.ts';
import { formatoHoras } from './ultimo-resumen.ts';

interface FilaDia extends Record<string, unknown> {
  dia: string;
  total_consultas: number;
  consultas_realizadas: number;
  total_cambios: number;
  expedientes_con_cambios: number;
  autos: number;
  estados: number;
}

export async function estadisticasUltimosResumenes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  numeroRegistros: NumeroRegistros,
): Promise<UltimosResumenes> {
  const hoy = await deps.clock.today();
  const dias = sql`
    select distinct fecha from consultas where id_abogado = ${idAbogado} and fecha <= ${hoy}::date
    order by fecha desc limit ${numeroRegistros}`;
  const filas = await deps.db.execute<FilaDia>(sql`
    select to_char(d.fecha, 'YYYY-MM-DD') as dia, q.*, c.*, doc.*
    from (${dias}) d
    cross join lateral (
      select count(*)::int as total_consultas,
        (count(*) filter (where ${CONSULTA_REALIZADA}))::int as consultas_realizadas
      from consultas where id_abogado = ${idAbogado} and fecha = d.fecha) q
    cross join lateral (
      select count(*)::int as total_cambios, count(distinct id_expediente)::int as expedientes_con_cambios
      from cambios where id_abogado = ${idAbogado} and fecha = d.fecha and ${CAMBIO_RECIBIDO}) c
    cross join lateral (${documentosDelDia(idAbogado, sql`d.fecha`)}) doc
    order by d.fecha desc`);
  const resumenes = filas.rows.map((fila) => ({
    ...presentarDia(fila.dia),
    totalConsultas: fila.total_consultas,
    consultasRealizadas: fila.consultas_realizadas,
    consultasNoRealizadas: fila.total_consultas - fila.consultas_realizadas,
    totalCambios: fila.total_cambios,
    expedientesConCambios: fila.expedientes_con_cambios,
    totalDocumentos: fila.autos + fila.estados,
  }));
  // Cases with changes over the window are counted once, not once per day.
  const [distintos] =
    resumenes.length > 0
      ? (
          await deps.db.execute<{ n: number }>(sql`
          select count(distinct id_expediente)::int as n from cambios
          where id_abogado = ${idAbogado} and ${CAMBIO_RECIBIDO} and fecha in (${dias})`)
        ).rows
      : [{ n: 0 }];
  const sumar = (campo: 'totalConsultas' | 'consultasRealizadas' | 'totalCambios' | 'totalDocumentos') =>
    resumenes.reduce((suma, resumen) => suma + resumen[campo], 0);
  const minutosAhorrados = sumar('consultasRealizadas') * MINUTOS_POR_CONSULTA_MANUAL;
  return {
    numeroRegistros,
    resumenes,
    totales: {
      numeroResumenes: resumenes.length,
      totalConsultas: sumar('totalConsultas'),
      consultasRealizadas: sumar('consultasRealizadas'),
      consultasNoRealizadas: sumar('totalConsultas') - sumar('consultasRealizadas'),
      totalCambios: sumar('totalCambios'),
      expedientesConCambios: distintos.n,
      totalDocumentos: sumar('totalDocumentos'),
      minutosAhorrados,
      horasAhorradas: formatoHoras(minutosAhorrados),
    },
  };
}
