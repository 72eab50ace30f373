/** A change as the case-detail review widget reads it: the change, its importance and attachments. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { appError } from '../../http/errors.ts';
import { buscarExpedientePropio } from '../expedientes/index.ts';
import { listarAnexos } from './anexos.ts';
import { fechaDeIdFecha } from './leer-control.ts';
import {
  type CambioRow,
  ORDEN_DE_REVISION,
  presentarCambio,
  seleccionarCambios,
} from './presentar-cambio.ts';

async function withAnexos(db: Executor, idAbogado: number, row: CambioRow) {
  const cambio = presentarCambio(row);
  return {
    ...cambio,
    importante: cambio.esImportante,
    documentosAnexos: await listarAnexos(db, idAbogado, cambio.id),
  };
}

export async function leerCambioDetalle(db: Executor, idAbogado: number, idCambio: number) {
  const result = await db.execute<CambioRow>(
    seleccionarCambios(
      sql`c.id = ${idCambio} and c.id_abogado = ${idAbogado} and c.suprimido is null and c.id_control is not null`,
    ),
  );
  const row = result.rows[0];
  if (!row) throw appError(404, 'CambioNoEncontrado');
  return withAnexos(db, idAbogado, row);
}

/** The case's changes of one day (the latest day with changes when idFecha is absent). */
export async function leerCambiosDeExpediente(
  db: Executor,
  idAbogado: number,
  idExpediente: number,
  idFecha?: number,
) {
  await buscarExpedientePropio(db, idAbogado, idExpediente);
  const fecha = idFecha ? fechaDeIdFecha(idFecha) : null;
  if (fecha && Number.isNaN(Date.parse(fecha))) throw appError(400, 'SolicitudInvalida');
  const day = fecha
    ? sql`c.fecha = ${fecha}::date`
    : sql`c.fecha = (select max(fecha) from cambios where id_expediente = ${idExpediente} and id_abogado = ${idAbogado} and id_control is not null)`;
  const result = await db.execute<CambioRow>(
    seleccionarCambios(
      sql`c.id_expediente = ${idExpediente} and c.id_abogado = ${idAbogado} and c.suprimido is null and c.id_control is not null and ${day}`,
      sql`order by ${ORDEN_DE_REVISION}`,
    ),
  );
  return Promise.all(result.rows.map((row) => withAnexos(db, idAbogado, row)));
}
