/**
 * The case list (seed 000 §2, §7): 20 per page, a search over radicado, parties, despacho and tag
 * (case- and accent-insensitive), four orders. One query for the page (and the total without a
 * search), one for its sources, one for their pending términos (and one for last documents when
 * the account has them). A page reads one row more than it shows, to say whether another follows.
 */

import { type OrdenExpedientes, PAGE_SIZE } from '@expediente/domain/contrato/expedientes';
import { and, asc, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { preparada } from '../../db/preparadas.ts';
import { expedientes, expedientesConteos, expedientesTerminos } from '../../db/schema-expedientes.ts';
import {
  type Cursor,
  claveComoTexto,
  escribirCursor,
  leerCursor,
  tramosTrasCursor,
} from './cursor-de-lista.ts';
import { refrescarTerminosDeCuenta } from './orden-por-termino.ts';
import {
  presentarExpedientes,
  tieneUltimoDocumento,
  ultimoDocumentoActivo,
} from './presentar-expedientes.ts';

export function normalizarBusqueda(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * The WHERE of a search for one lawyer; an empty text means no search. Accents and case are
 * ignored on both sides: the text is normalised here (normalizarBusqueda) and the case's side is the
 * stored `busqueda` column (schema-expedientes.ts: lower-cased, accented vowels and ñ folded,
 * whitespace runs one space), so a plain LIKE compares them and the trigram indexes serve it.
 */
export function condicionDeBusqueda(idAbogado: number, queryString: string | undefined): SQL {
  const owner = eq(expedientes.idAbogado, idAbogado);
  const text = normalizarBusqueda(queryString ?? '');
  if (!text) return owner;
  const digits = text.replace(/[\s-]/g, '');
  const matches = [
    like(expedientes.busqueda, `%${escapeLike(text)}%`),
    ilike(expedientes.numero, /^\d+$/.test(digits) ? `%${digits}%` : `%${escapeLike(text)}%`),
  ];
  return and(owner, or(...matches)) as SQL;
}

/**
 * Three of the four orders, each read straight off an index: expedientes_por_cambio (forwards and
 * backwards) and expedientes_por_creacion. The fourth, 'termino', is `ordenPorTermino`.
 */
type ColumnasDeOrden = Record<'id' | 'creadoEn' | 'fechaUltimoCambio', AnyPgColumn>;

function orderBy(orden: Exclude<OrdenExpedientes, 'termino'>, tabla: ColumnasDeOrden = expedientes): SQL[] {
  switch (orden) {
    case 'fechacreacion':
      return [desc(tabla.creadoEn), desc(tabla.id)];
    case 'primerolosquehancambiado':
      return [sql`${tabla.fechaUltimoCambio} desc nulls last`, desc(tabla.id)];
    case 'losquenohancambiado':
      return [sql`${tabla.fechaUltimoCambio} asc nulls first`, asc(tabla.id)];
  }
}

/**
 * 'termino': cases with a pending término first, the nearest first — the término the card shows,
 * stored per case in expedientes_terminos by orden-por-termino.ts, which brings it up to date
 * before the page is read — then the others, newest first (index expedientes_terminos_orden).
 */
const ordenPorTermino = () => [
  sql`${expedientesTerminos.termino} asc nulls last`,
  desc(expedientesTerminos.idExpediente),
];

export interface ListRequest {
  pagina: number;
  queryString?: string;
  ordenadoPor: OrdenExpedientes;
  /** The previous page's `siguiente` (cursor-de-lista.ts); read only with a search. */
  despuesDe?: string;
}

/**
 * The web's case list (GET /api/Expedientes). With a search, `total` and `totalPaginas` are null:
 * the web shows the number of matches from /Buscar/Preview, asked once per search, and counting a
 * broad word on every page was most of the page's cost (decision 0020). `haySiguiente` drives
 * 'Siguiente página'.
 */
export function listarExpedientes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  request: ListRequest,
  /** The account's feature flags when the session already read them (one query fewer). */
  funcionalidades?: Record<string, boolean>,
) {
  return listar(deps, idAbogado, request, funcionalidades, false);
}

/** The public API's case list (/api/v1/expedientes): the same page, its totals always counted. */
export async function listarExpedientesConTotal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  request: ListRequest,
) {
  const pagina = await listar(deps, idAbogado, request, undefined, true);
  return { ...pagina, total: pagina.total ?? 0, totalPaginas: pagina.totalPaginas ?? 0 };
}

async function listar(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  request: ListRequest,
  funcionalidades: Record<string, boolean> | undefined,
  contarBusqueda: boolean,
) {
  // The engine's day (the simulator's in demo and tests), as the case detail words términos.
  const hoy = await deps.clock.today();
  const [{ rows, total, haySiguiente, siguiente }, withUltimoDocumento] = await Promise.all([
    readPage(deps, idAbogado, request, hoy, contarBusqueda),
    funcionalidades ? ultimoDocumentoActivo(funcionalidades) : tieneUltimoDocumento(deps.db, idAbogado),
  ]);
  return {
    expedientes: await presentarExpedientes(deps.db, idAbogado, rows, { withUltimoDocumento, hoy }),
    total,
    pagina: request.pagina,
    totalPaginas: total === null ? null : Math.ceil(total / PAGE_SIZE),
    tamanoPagina: PAGE_SIZE,
    haySiguiente,
    siguiente: siguiente === null ? null : escribirCursor(siguiente),
  };
}

interface Pagina {
  rows: (typeof expedientes.$inferSelect)[];
  /** null when a search's matches were not counted. */
  total: number | null;
  haySiguiente: boolean;
  /** With a search and a page after this one: where it starts. */
  siguiente: Cursor | null;
}

/** The page's rows out of the PAGE_SIZE + 1 read: the extra one only says that another page follows. */
function recortar(
  filas: (typeof expedientes.$inferSelect)[],
  total: number | null,
): Omit<Pagina, 'siguiente'> {
  return { rows: filas.slice(0, PAGE_SIZE), total, haySiguiente: filas.length > PAGE_SIZE };
}

/** A search's page read by its number, with the cursor of its last case when another follows. */
async function conSiguiente(
  db: Executor,
  idAbogado: number,
  orden: OrdenExpedientes,
  pagina: Omit<Pagina, 'siguiente'>,
): Promise<Pagina> {
  const ultima = pagina.rows[pagina.rows.length - 1];
  if (!pagina.haySiguiente || !ultima) return { ...pagina, siguiente: null };
  const consulta = db.select({ clave: claveComoTexto(orden) }).from(expedientes);
  const [fila] = await (orden === 'termino'
    ? consulta.innerJoin(expedientesTerminos, eq(expedientesTerminos.idExpediente, expedientes.id))
    : consulta
  ).where(and(eq(expedientes.idAbogado, idAbogado), eq(expedientes.id, ultima.id)));
  return { ...pagina, siguiente: fila ? { clave: fila.clave, id: ultima.id } : null };
}

/**
 * A search's page after the cursor the previous one answered: the order's index read from there,
 * the matches filtered on the way, as the first pages are; as cheap on page 800 as on page 2.
 */
async function paginaTrasCursor(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  request: ListRequest,
  cursor: Cursor,
  contarBusqueda: boolean,
): Promise<Pagina> {
  const orden = request.ordenadoPor;
  const columnas = { expediente: expedientes, clave: claveComoTexto(orden) };
  const busqueda = condicionDeBusqueda(idAbogado, request.queryString);
  const leer = async () => {
    const filas: { expediente: typeof expedientes.$inferSelect; clave: string | null }[] = [];
    // The stretches in turn, until the page and the one row that says another follows are read.
    for (const tramo of tramosTrasCursor(orden, cursor)) {
      const faltan = PAGE_SIZE + 1 - filas.length;
      if (faltan <= 0) break;
      const donde = and(busqueda, tramo);
      const consulta =
        orden === 'termino'
          ? deps.db
              .select(columnas)
              .from(expedientes)
              .innerJoin(expedientesTerminos, eq(expedientesTerminos.idExpediente, expedientes.id))
              .where(donde)
              .orderBy(...ordenPorTermino())
          : deps.db
              .select(columnas)
              .from(expedientes)
              .where(donde)
              .orderBy(...orderBy(orden));
      filas.push(...(await consulta.limit(faltan)));
    }
    return filas;
  };
  const [filas, total] = await Promise.all([
    leer(),
    contarBusqueda ? contarExpedientes(deps, idAbogado, request.queryString) : null,
  ]);
  const ultima = filas[PAGE_SIZE - 1];
  return {
    ...recortar(
      filas.map((fila) => fila.expediente),
      total,
    ),
    siguiente: filas.length > PAGE_SIZE && ultima ? { clave: ultima.clave, id: ultima.expediente.id } : null,
  };
}

/**
 * The page's rows and, without a search or when asked, the total. A search's total is a count of
 * its own rather than a window over the page query: a window makes PostgreSQL read and sort every
 * matching row, where the page alone is a short index read. Without a search page and total come in
 * one prepared statement, the total from the account's kept count (expedientes_conteos) rather than
 * a count of its cases per page.
 */
async function readPage(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  request: ListRequest,
  hoy: string,
  contarBusqueda: boolean,
): Promise<Pagina> {
  const orden = request.ordenadoPor;
  if (orden === 'termino') await refrescarTerminosDeCuenta(deps.db, idAbogado, hoy);
  const offset = (request.pagina - 1) * PAGE_SIZE;
  if (normalizarBusqueda(request.queryString ?? '')) {
    const cursor = leerCursor(request.despuesDe, orden);
    if (cursor) return paginaTrasCursor(deps, idAbogado, request, cursor, contarBusqueda);
    if (offset >= PAGINAS_POR_EL_ORDEN * PAGE_SIZE) {
      const honda = await paginaHondaDeBusqueda(deps.db, idAbogado, request, offset);
      return conSiguiente(deps.db, idAbogado, orden, {
        ...honda,
        total: contarBusqueda ? honda.total : null,
      });
    }
    const pagina =
      orden === 'termino'
        ? deps.db
            .select({ expediente: expedientes })
            .from(expedientes)
            .innerJoin(expedientesTerminos, eq(expedientesTerminos.idExpediente, expedientes.id))
            .where(condicionDeBusqueda(idAbogado, request.queryString))
            .orderBy(...ordenPorTermino())
        : deps.db
            .select({ expediente: expedientes })
            .from(expedientes)
            .where(condicionDeBusqueda(idAbogado, request.queryString))
            .orderBy(...orderBy(orden));
    const [filas, total] = await Promise.all([
      pagina.limit(PAGE_SIZE + 1).offset(offset),
      contarBusqueda ? contarExpedientes(deps, idAbogado, request.queryString) : null,
    ]);
    return conSiguiente(
      deps.db,
      idAbogado,
      orden,
      recortar(
        filas.map((fila) => fila.expediente),
        total,
      ),
    );
  }
  const page = await pageWithoutSearch(deps.db, orden).execute({ idAbogado, offset });
  // Past the last page the total has no row to ride on: read it apart.
  const total = page[0]?.total ?? (offset > 0 ? await contarExpedientes(deps, idAbogado, undefined) : 0);
  return {
    rows: page.map((row) => row.expediente),
    total,
    haySiguiente: offset + PAGE_SIZE < total,
    siguiente: null,
  };
}

/**
 * A search's first pages are read off the order's index, the matches filtered on the way, while
 * the total is counted apart: a broad word fills page 1 after a few dozen rows. Deeper, that walk
 * reads every row before the offset (and all the account's past the last match: 51 ms for 'banco'
 * past its end, bench/RESULTS.md), so there one pass over the matches gives both.
 */
const PAGINAS_POR_EL_ORDEN = 5;

/**
 * A deep page of a search: one statement reads the matches once (the account's trigram indexes,
 * then their rows' recheck) for the exact total and the page's ids and the next one's first, in
 * the page's order; then those rows. Past the last match the page is empty and the total still exact.
 */
async function paginaHondaDeBusqueda(db: Executor, idAbogado: number, request: ListRequest, offset: number) {
  const orden = request.ordenadoPor;
  const claves = sql.join(orden === 'termino' ? ordenPorTermino() : orderBy(orden), sql`, `);
  const columnas = {
    total: sql<number>`count(*)::int`,
    ids: sql<
      number[] | null
    >`(array_agg(${expedientes.id} order by ${claves}))[${offset + 1}::int:${offset + PAGE_SIZE + 1}::int]`,
  };
  const coincidencias = db.select(columnas).from(expedientes);
  const [{ total, ids } = { total: 0, ids: null }] = await (orden === 'termino'
    ? coincidencias.innerJoin(expedientesTerminos, eq(expedientesTerminos.idExpediente, expedientes.id))
    : coincidencias
  ).where(condicionDeBusqueda(idAbogado, request.queryString));
  if (!ids?.length) return { rows: [], total, haySiguiente: false };
  const enPagina = ids.slice(0, PAGE_SIZE);
  const filas = await db
    .select()
    .from(expedientes)
    .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.id, enPagina)));
  const porId = new Map(filas.map((fila) => [fila.id, fila]));
  return { rows: enPagina.flatMap((id) => porId.get(id) ?? []), total, haySiguiente: ids.length > PAGE_SIZE };
}

/** The account's kept count of cases (migration 0024's triggers): one row read, not 50,000 counted. */
const conteoDeLaCuenta = (idAbogado: ReturnType<typeof sql.placeholder>) =>
  sql<number>`coalesce((select ${expedientesConteos.total} from ${expedientesConteos} where ${expedientesConteos.idAbogado} = ${idAbogado}), 0)`;

/**
 * The page of every case in one order: the list as most often read, prepared (db/preparadas.ts).
 * The page's ids come first from the order's index alone (an index-only scan, the ids are in it),
 * then only those 20 rows are read: a deep page skips its offset over index entries, not over
 * whole rows of the table.
 */
function pageWithoutSearch(db: Executor, orden: OrdenExpedientes) {
  const nombre = `pagina_expedientes_${orden}`;
  const enOrden = alias(expedientes, 'en_orden');
  const idAbogado = sql.placeholder('idAbogado');
  return preparada(db, nombre, (executor) => {
    const columnas = { expediente: expedientes, total: conteoDeLaCuenta(idAbogado) };
    if (orden === 'termino') {
      const ids = executor
        .select({ id: expedientesTerminos.idExpediente })
        .from(expedientesTerminos)
        .where(eq(expedientesTerminos.idAbogado, idAbogado))
        .orderBy(...ordenPorTermino())
        .limit(PAGE_SIZE)
        .offset(sql.placeholder('offset'));
      return executor
        .select(columnas)
        .from(expedientes)
        .innerJoin(expedientesTerminos, eq(expedientesTerminos.idExpediente, expedientes.id))
        .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.id, ids)))
        .orderBy(...ordenPorTermino())
        .prepare(nombre);
    }
    const ids = executor
      .select({ id: enOrden.id })
      .from(enOrden)
      .where(eq(enOrden.idAbogado, idAbogado))
      .orderBy(...orderBy(orden, enOrden))
      .limit(PAGE_SIZE)
      .offset(sql.placeholder('offset'));
    return executor
      .select(columnas)
      .from(expedientes)
      .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.id, ids)))
      .orderBy(...orderBy(orden))
      .prepare(nombre);
  });
}

export async function contarExpedientes(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  queryString: string | undefined,
): Promise<number> {
  if (!normalizarBusqueda(queryString ?? '')) {
    // An account without cases may have no count row yet.
    const [row] = await preparada(deps.db, 'total_expedientes', (executor) =>
      executor
        .select({ total: expedientesConteos.total })
        .from(expedientesConteos)
        .where(eq(expedientesConteos.idAbogado, sql.placeholder('idAbogado')))
        .prepare('total_expedientes'),
    ).execute({ idAbogado });
    return row?.total ?? 0;
  }
  const [row] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(expedientes)
    .where(condicionDeBusqueda(idAbogado, queryString));
  return row?.total ?? 0;
}

/** GET /api/Expedientes/V1/Buscar/Preview: how many cases the search would show. */
export async function vistaPreviaDeBusqueda(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  queryString: string | undefined,
) {
  return { totalExpedientesEncontrados: await contarExpedientes(deps, idAbogado, queryString) };
}
