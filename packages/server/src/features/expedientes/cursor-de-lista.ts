/**
 * A search's next page read after the last case shown (decision 0020): the page answers `siguiente`,
 * the order's key and id of its last case, and the web sends it back as `despuesDe`. The next page is
 * then a short read off the order's index from that point, however deep, instead of one pass over
 * every match (`paginaHondaDeBusqueda`). The key travels as PostgreSQL wrote it (`::text`, whole
 * microseconds): a JavaScript Date would round it to milliseconds and skip or repeat cases.
 */

import type { OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { expedientes, expedientesTerminos } from '../../db/schema-expedientes.ts';

export interface Cursor {
  clave: string | null;
  id: number;
}

/** The order's key and the id that settles its ties (the columns of orderBy / ordenPorTermino). */
export function columnasDeOrden(orden: OrdenExpedientes): { clave: AnyPgColumn; id: AnyPgColumn } {
  switch (orden) {
    case 'fechacreacion':
      return { clave: expedientes.creadoEn, id: expedientes.id };
    case 'primerolosquehancambiado':
    case 'losquenohancambiado':
      return { clave: expedientes.fechaUltimoCambio, id: expedientes.id };
    case 'termino':
      return { clave: expedientesTerminos.termino, id: expedientesTerminos.idExpediente };
  }
}

/** The key as text, to select beside a row and send back untouched. */
export const claveComoTexto = (orden: OrdenExpedientes) =>
  sql<string | null>`${columnasDeOrden(orden).clave}::text`;

export const escribirCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.clave, cursor.id])).toString('base64url');

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANTE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** Whether y-m-d is a day of the calendar (PostgreSQL refuses '2026-02-30'; a 500 is not an answer). */
function esDia(y: string, m: string, d: string): boolean {
  const fecha = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return (
    fecha.getUTCFullYear() === Number(y) &&
    fecha.getUTCMonth() === Number(m) - 1 &&
    fecha.getUTCDate() === Number(d)
  );
}

function claveValida(orden: OrdenExpedientes, clave: string): boolean {
  if (orden === 'termino') {
    const partes = FECHA.exec(clave);
    return partes !== null && esDia(partes[1] as string, partes[2] as string, partes[3] as string);
  }
  const partes = INSTANTE.exec(clave);
  return (
    partes !== null &&
    esDia(partes[1] as string, partes[2] as string, partes[3] as string) &&
    Number(partes[4]) < 24 &&
    Number(partes[5]) < 60 &&
    Number(partes[6]) < 60
  );
}

/**
 * The cursor a page answered, if `texto` is one for `orden`; null otherwise (the page is then read
 * by its number, as without a cursor: a stale or altered cursor costs speed, never a wrong page).
 */
export function leerCursor(texto: string | undefined, orden: OrdenExpedientes): Cursor | null {
  if (!texto) return null;
  let valor: unknown;
  try {
    valor = JSON.parse(Buffer.from(texto, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(valor) || valor.length !== 2) return null;
  const [clave, id] = valor;
  if (!Number.isSafeInteger(id) || id < 1) return null;
  if (clave === null) return orden === 'fechacreacion' ? null : { clave, id };
  if (typeof clave !== 'string' || !claveValida(orden, clave)) return null;
  return { clave, id };
}

/**
 * The cases after the cursor in the order's direction, as stretches read one after the other: the
 * cursor's own key with the ids past it, then the keys past it, then the nulls where the order puts
 * them last. Each stretch is one range of the order's index (`(a, b) < (x, y)` or an OR of the
 * same would be a filter over every row before the cursor, as deep as an offset: 13 ms for page 20
 * of 'colpensiones' in bench/base-de-datos.ts, nearly all of it rows removed by the filter).
 */
export function tramosTrasCursor(orden: OrdenExpedientes, cursor: Cursor): SQL[] {
  const { clave: columna, id } = columnasDeOrden(orden);
  const tipo = orden === 'termino' ? sql`date` : sql`timestamptz`;
  const valor = sql`cast(${cursor.clave} as ${tipo})`;
  // Ids run upwards only in 'losquenohancambiado'; the keys upwards there and in 'termino'.
  const idsArriba = orden === 'losquenohancambiado';
  const clavesArriba = orden === 'losquenohancambiado' || orden === 'termino';
  const idPasado = idsArriba ? sql`${id} > ${cursor.id}` : sql`${id} < ${cursor.id}`;
  if (cursor.clave === null)
    // Nulls last: only nulls follow. Nulls first ('losquenohancambiado'): then every date.
    return idsArriba
      ? [sql`${columna} is null and ${idPasado}`, sql`${columna} is not null`]
      : [sql`${columna} is null and ${idPasado}`];
  const tramos = [
    sql`${columna} = ${valor} and ${idPasado}`,
    clavesArriba ? sql`${columna} > ${valor}` : sql`${columna} < ${valor}`,
  ];
  if (orden !== 'losquenohancambiado' && orden !== 'fechacreacion') tramos.push(sql`${columna} is null`);
  return tramos;
}
