/** The day's control: its summary, the history of days, and finding one by date (seed 001 §3, §7). */

import { formatearDia as formatDay } from '@expediente/domain';
import type { ControlCambiosDia } from '@expediente/domain/contrato/control-cambios';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { appError } from '../../http/errors.ts';

interface ControlRow extends Record<string, unknown> {
  id: number;
  id_abogado: number;
  fecha: string;
  ha_compartido_informe: boolean;
  total: number;
  revisados: number;
  finalizados: number;
  total_dia: number;
  pendientes_dia: number;
  total_sin_cambios: number;
  pendientes_sin_cambios: number;
  no_consultados: number;
  importantes: number;
  importantes_revisados: number;
  ultima_revision: Date | string | null;
}

const SIN_CAMBIOS = sql`c.tipo in ('sinCambios3Meses', 'noConsultado')`;

function controlQuery(where: ReturnType<typeof sql>) {
  return sql`
    select k.id, k.id_abogado, to_char(k.fecha, 'YYYY-MM-DD') as fecha, k.ha_compartido_informe,
      count(c.id)::int as total,
      count(c.id) filter (where c.estado >= 1)::int as revisados,
      count(c.id) filter (where c.estado = 3)::int as finalizados,
      count(c.id) filter (where not ${SIN_CAMBIOS})::int as total_dia,
      count(c.id) filter (where not ${SIN_CAMBIOS} and c.estado = 0)::int as pendientes_dia,
      count(c.id) filter (where ${SIN_CAMBIOS})::int as total_sin_cambios,
      count(c.id) filter (where ${SIN_CAMBIOS} and c.estado = 0)::int as pendientes_sin_cambios,
      count(c.id) filter (where c.tipo = 'noConsultado')::int as no_consultados,
      count(c.id) filter (where c.es_importante)::int as importantes,
      count(c.id) filter (where c.es_importante and c.estado >= 1)::int as importantes_revisados,
      max(c.fecha_actualizacion) as ultima_revision
    from controles_cambios_dia k
    left join cambios c on c.id_control = k.id and c.suprimido is null
    where ${where}
    group by k.id`;
}

export const idFechaDeDia = (fecha: string) => Number(fecha.replaceAll('-', ''));
export const fechaDeIdFecha = (idFecha: number) => {
  const text = String(idFecha);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
};

function presentControl(row: ControlRow): ControlCambiosDia {
  const ultima = row.ultima_revision;
  return {
    id: row.id,
    idFecha: idFechaDeDia(row.fecha),
    fecha: formatDay(row.fecha) ?? '',
    totalCambios: row.total,
    totalCambiosRevisados: row.revisados,
    totalCambiosFinalizados: row.finalizados,
    haCompartidoInforme: row.ha_compartido_informe,
    pendientesCambiosDelDia: row.pendientes_dia,
    pendientesProcesosSinCambios: row.pendientes_sin_cambios,
    totalCambiosDelDia: row.total_dia,
    totalProcesosSinCambios: row.total_sin_cambios,
    totalNoConsultados: row.no_consultados,
    totalImportantes: row.importantes,
    importantesRevisados: row.importantes_revisados,
    ultimaRevision: ultima === null ? null : new Date(ultima).toISOString(),
  };
}

/**
 * The control, for its own account only. Another account's control answers 404 like a missing
 * id (issue 20, item 10): a 403 would confirm the id exists.
 */
export async function leerControl(
  db: Executor,
  idAbogado: number,
  idControl: number,
): Promise<ControlCambiosDia> {
  const result = await db.execute<ControlRow>(controlQuery(sql`k.id = ${idControl}`));
  const row = result.rows[0];
  // Another account's control is as missing as an id never issued: the answer tells nothing.
  if (!row || row.id_abogado !== idAbogado) throw appError(404, 'ControlCambiosNoEncontrado');
  return presentControl(row);
}

export async function buscarControlPorFecha(db: Executor, idAbogado: number, idFecha: number) {
  const fecha = fechaDeIdFecha(idFecha);
  if (Number.isNaN(Date.parse(fecha))) throw appError(400, 'SolicitudInvalida');
  const result = await db.execute<ControlRow>(
    controlQuery(sql`k.id_abogado = ${idAbogado} and k.fecha = ${fecha}::date`),
  );
  const row = result.rows[0];
  if (!row) throw appError(404, 'ControlCambiosNoEncontrado');
  return presentControl(row);
}

export async function listarHistorial(db: Executor, idAbogado: number, desde?: number, hasta?: number) {
  const from = desde ? fechaDeIdFecha(desde) : '1900-01-01';
  const to = hasta ? fechaDeIdFecha(hasta) : '2999-12-31';
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw appError(400, 'SolicitudInvalida');
  const result = await db.execute<ControlRow>(
    sql`${controlQuery(sql`k.id_abogado = ${idAbogado} and k.fecha between ${from}::date and ${to}::date`)} order by k.fecha desc`,
  );
  return result.rows.map((row) => {
    const control = presentControl(row);
    return {
      id: control.id,
      idFecha: control.idFecha,
      totalCambios: control.totalCambios,
      totalCambiosRevisados: control.totalCambiosRevisados,
      haCompartidoInforme: control.haCompartidoInforme,
      totalCambiosDelDia: control.totalCambiosDelDia,
      totalProcesosSinCambios: control.totalProcesosSinCambios,
      totalNoConsultados: control.totalNoConsultados,
    };
  });
}
