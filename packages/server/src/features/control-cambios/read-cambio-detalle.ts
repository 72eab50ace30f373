/** A change as the case-detail review widget reads it: the change, its importance and attachments. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { appError } from '../../http/errors.ts';
import { findOwnExpediente } from '../expedientes/index.ts';
import { listAnexos } from './anexos.ts';
import { fechaOfIdFecha } from './get-control.ts';
import { type CambioRow, presentCambio, REVIEW_ORDER, selectCambios } from './present-cambio.ts';

async function withAnexos(db: Executor, idAbogado: number, row: CambioRow) {
  const cambio = presentCambio(row);
  return {
    ...cambio,
    importante: cambio.esImportante,
    documentosAnexos: await listAnexos(db, idAbogado, cambio.id),
  };
}

export async function readCambioDetalle(db: Executor, idAbogado: number, idCambio: number) {
  const result = await db.execute<CambioRow>(
    selectCambios(
      sql`c.id = ${idCambio} and c.id_abogado = ${idAbogado} and c.suprimido is null and c.id_control is not null`,
    ),
  );
  const row = result.rows[0];
  if (!row) throw appError(404, 'CambioNoEncontrado');
  return withAnexos(db, idAbogado, row);
}

/** The case's changes of one day (the latest day with changes when idFecha is absent). */
export async function readCambiosDeExpediente(
  db: Executor,
  idAbogado: number,
  idExpediente: number,
  idFecha?: number,
) {
  await findOwnExpediente(db, idAbogado, idExpediente);
  const fecha = idFecha ? fechaOfIdFecha(idFecha) : null;
  if (fecha && Number.isNaN(Date.parse(fecha))) throw appError(400, 'SolicitudInvalida');
  const day = fecha
    ? sql`c.fecha = ${fecha}::date`
    : sql`c.fecha = (select max(fecha) from cambios where id_expediente = ${idExpediente} and id_abogado = ${idAbogado} and id_control is not null)`;
  const result = await db.execute<CambioRow>(
    selectCambios(
      sql`c.id_expediente = ${idExpediente} and c.id_abogado = ${idAbogado} and c.suprimido is null and c.id_control is not null and ${day}`,
      sql`order by ${REVIEW_ORDER}`,
    ),
  );
  return Promise.all(result.rows.map((row) => withAnexos(db, idAbogado, row)));
}
