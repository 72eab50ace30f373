/** The changes of a control, filtered and paged, and the review navigation (seed 001 §2, §7). */
import { CAMBIOS_POR_PAGINA, type FiltroCambios } from '@expediente/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { appError } from '../../http/errors.ts';
import { leerControl } from './leer-control.ts';
import {
  type CambioRow,
  ORDEN_DE_REVISION,
  presentarCambio,
  seleccionarCambios,
} from './presentar-cambio.ts';

type Rol = 'principal' | 'dependiente' | 'coordinador' | undefined;

const FILTROS: Record<FiltroCambios, SQL> = {
  Todos: sql`true`,
  CambiosDelDia: sql`c.tipo in ('actuacion', 'coincidencia')`,
  ProcesosSinCambios: sql`c.tipo in ('sinCambios3Meses', 'noConsultado')`,
  SinRevisar: sql`c.estado = 0`,
  Revisados: sql`c.estado >= 1`,
  Importantes: sql`c.es_importante`,
  Finalizados: sql`c.estado = 3`,
};

function scope(idAbogado: number, idControl: number, filtro: FiltroCambios, rol: Rol): SQL {
  // The coordinator's report holds the important changes only (seed 001 §2 'Coordinator report view').
  const coordinador = rol === 'coordinador' ? sql`c.es_importante` : sql`true`;
  return sql`c.id_control = ${idControl} and c.id_abogado = ${idAbogado} and c.suprimido is null
    and ${FILTROS[filtro]} and ${coordinador}`;
}

export async function listarCambios(
  db: Executor,
  idAbogado: number,
  idControl: number,
  query: { filtradoPor: FiltroCambios; pagina: number; rol?: Rol },
) {
  await leerControl(db, idAbogado, idControl);
  const where = scope(idAbogado, idControl, query.filtradoPor, query.rol);
  const offset = (query.pagina - 1) * CAMBIOS_POR_PAGINA;
  // The page's ids first (index order, no joins), then their fields: PostgreSQL would otherwise
  // compute every row's presentation before sorting, and a late page of 2,000 changes costs 150 ms.
  const [page, count] = await Promise.all([
    db.execute<{ id: string }>(
      sql`select c.id from cambios c where ${where} order by ${ORDEN_DE_REVISION} limit ${CAMBIOS_POR_PAGINA} offset ${offset}`,
    ),
    db.execute<{ total: number }>(sql`select count(*)::int as total from cambios c where ${where}`),
  ]);
  const ids = page.rows.map((row) => Number(row.id));
  const rows = ids.length
    ? await db.execute<CambioRow>(
        seleccionarCambios(sql`c.id = any(${sql.param(ids)}::bigint[]) and c.id_abogado = ${idAbogado}`),
      )
    : { rows: [] };
  const byId = new Map(rows.rows.map((row) => [Number(row.id), row]));
  const totalRegistros = count.rows[0]?.total ?? 0;
  return {
    cambios: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentarCambio(row)] : [];
    }),
    pagina: query.pagina,
    totalPaginas: Math.ceil(totalRegistros / CAMBIOS_POR_PAGINA),
    totalRegistros,
  };
}

interface NavRow extends Record<string, unknown> {
  posicion: number;
  total: number;
  anterior_id: string | null;
  anterior_expediente: number | null;
  siguiente_id: string | null;
  siguiente_expediente: number | null;
}

export async function navegacion(
  db: Executor,
  idAbogado: number,
  idControl: number,
  query: { idCambio: number; filtradoPor: FiltroCambios; rol?: Rol },
) {
  await leerControl(db, idAbogado, idControl);
  const where = scope(idAbogado, idControl, query.filtradoPor, query.rol);
  const result = await db.execute<NavRow>(sql`
    with orden as (
      select c.id, c.id_expediente,
        row_number() over (order by ${ORDEN_DE_REVISION})::int as posicion,
        count(*) over ()::int as total,
        lag(c.id) over (order by ${ORDEN_DE_REVISION}) as anterior_id,
        lag(c.id_expediente) over (order by ${ORDEN_DE_REVISION}) as anterior_expediente,
        lead(c.id) over (order by ${ORDEN_DE_REVISION}) as siguiente_id,
        lead(c.id_expediente) over (order by ${ORDEN_DE_REVISION}) as siguiente_expediente
      from cambios c where ${where}
    )
    select * from orden where id = ${query.idCambio}`);
  const row = result.rows[0];
  if (!row) throw appError(404, 'CambioNoEncontrado');
  return {
    indexActual: row.posicion,
    totalCambios: row.total,
    anterior:
      row.anterior_id === null
        ? null
        : { idCambio: Number(row.anterior_id), idExpediente: Number(row.anterior_expediente) },
    siguiente:
      row.siguiente_id === null
        ? null
        : { idCambio: Number(row.siguiente_id), idExpediente: Number(row.siguiente_expediente) },
  };
}
