/**
 * The case list (seed 000 §2, §7): 20 per page, a search over radicado, parties, despacho and tag
 * (case- and accent-insensitive), four orders. One query for the page and the total, one for its
 * sources, one for their pending términos (and one for last documents when the account has them).
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { preparada } from '../../db/preparadas.ts';
import { expedientes } from '../../db/schema-expedientes.ts';
import { hasUltimoDocumento, presentExpedientes, ultimoDocumentoActivo } from './present-expedientes.ts';
import { type Orden, PAGE_SIZE } from './schema.ts';

/**
 * Accent-insensitive matching through a case-insensitive regular expression in which each vowel
 * (and n) stands for its accented forms: as fast as ILIKE, where translate() over every row is not.
 * Upper-case accented forms are listed because ~* folds only ASCII under the C collation.
 */
const LETTER_CLASSES: Record<string, string> = {
  a: '[aáàâäAÁÀÂÄ]',
  e: '[eéèêëEÉÈÊË]',
  i: '[iíìîïIÍÌÎÏ]',
  o: '[oóòôöOÓÒÔÖ]',
  u: '[uúùûüUÚÙÛÜ]',
  n: '[nñNÑ]',
};

/** A regular expression for normalised text: letters widened, everything non-alphanumeric escaped. */
export function searchPattern(text: string): string {
  let pattern = '';
  for (const char of text) {
    if (char === ' ') pattern += '\\s+';
    else if (LETTER_CLASSES[char]) pattern += LETTER_CLASSES[char];
    else if (/[\p{L}\p{N}]/u.test(char)) pattern += char;
    else pattern += `\\${char}`;
  }
  return pattern;
}

export function normalizeSearch(text: string): string {
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

/** The WHERE of a search for one lawyer; an empty text means no search. */
export function searchCondition(idAbogado: number, queryString: string | undefined): SQL {
  const owner = eq(expedientes.idAbogado, idAbogado);
  const text = normalizeSearch(queryString ?? '');
  if (!text) return owner;
  const digits = text.replace(/[\s-]/g, '');
  const texts = sql`concat_ws(chr(1), ${expedientes.demandantes}, ${expedientes.demandados}, ${expedientes.despacho}, ${expedientes.etiqueta})`;
  const matches = [
    sql`${texts} ~* ${searchPattern(text)}`,
    ilike(expedientes.numero, /^\d+$/.test(digits) ? `%${digits}%` : `%${escapeLike(text)}%`),
  ];
  return and(owner, or(...matches)) as SQL;
}

/**
 * The four orders. 'termino': upcoming dates first (nearest first), then past ones (most recent
 * first), then none — against the engine's day, as the cards word their términos. The two
 * change orders and 'fechacreacion' read their page straight off an index (expedientes_por_cambio,
 * forwards and backwards, and expedientes_por_creacion).
 */
function orderBy(orden: Orden, hoy: SQL | string): SQL[] {
  switch (orden) {
    case 'fechacreacion':
      return [desc(expedientes.creadoEn), desc(expedientes.id)];
    case 'primerolosquehancambiado':
      return [sql`${expedientes.fechaUltimoCambio} desc nulls last`, desc(expedientes.id)];
    case 'losquenohancambiado':
      return [sql`${expedientes.fechaUltimoCambio} asc nulls first`, asc(expedientes.id)];
    case 'termino': {
      const dia = typeof hoy === 'string' ? sql`${hoy}::date` : hoy;
      return [
        sql`${expedientes.fechaTermino} is null`,
        sql`${expedientes.fechaTermino} < ${dia}`,
        sql`case when ${expedientes.fechaTermino} >= ${dia} then ${expedientes.fechaTermino} end asc`,
        sql`${expedientes.fechaTermino} desc`,
        desc(expedientes.id),
      ];
    }
  }
}

export interface ListRequest {
  pagina: number;
  queryString?: string;
  ordenadoPor: Orden;
}

export async function listExpedientes(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  request: ListRequest,
  /** The account's feature flags when the session already read them (one query fewer). */
  funcionalidades?: Record<string, boolean>,
) {
  // The engine's day (the simulator's in demo and tests), as the case detail words términos.
  const hoy = await deps.clock.today();
  const [{ rows, total }, withUltimoDocumento] = await Promise.all([
    readPage(deps, idAbogado, request, hoy),
    funcionalidades ? ultimoDocumentoActivo(funcionalidades) : hasUltimoDocumento(deps.db, idAbogado),
  ]);
  return {
    expedientes: await presentExpedientes(deps.db, idAbogado, rows, { withUltimoDocumento, hoy }),
    total,
    pagina: request.pagina,
    totalPaginas: Math.ceil(total / PAGE_SIZE),
    tamanoPagina: PAGE_SIZE,
  };
}

/**
 * The page's rows and the total. The total is a count of its own rather than a window over the
 * page query: a window makes PostgreSQL read and sort every matching row, where the page alone is
 * a short index read. Without a search both come in one prepared statement.
 */
async function readPage(deps: Pick<AppDeps, 'db'>, idAbogado: number, request: ListRequest, hoy: string) {
  const offset = (request.pagina - 1) * PAGE_SIZE;
  if (normalizeSearch(request.queryString ?? '')) {
    const [rows, total] = await Promise.all([
      deps.db
        .select()
        .from(expedientes)
        .where(searchCondition(idAbogado, request.queryString))
        .orderBy(...orderBy(request.ordenadoPor, hoy))
        .limit(PAGE_SIZE)
        .offset(offset),
      countExpedientes(deps, idAbogado, request.queryString),
    ]);
    return { rows, total };
  }
  const page = await pageWithoutSearch(deps.db, request.ordenadoPor).execute({ idAbogado, hoy, offset });
  // Past the last page the total has no row to ride on: count apart.
  const total = page[0]?.total ?? (offset > 0 ? await countExpedientes(deps, idAbogado, undefined) : 0);
  return { rows: page.map((row) => row.expediente), total };
}

/** The page of every case in one order: the list as most often read, prepared (db/preparadas.ts). */
function pageWithoutSearch(db: Executor, orden: Orden) {
  const nombre = `pagina_expedientes_${orden}`;
  return preparada(db, nombre, (executor) =>
    executor
      .select({
        expediente: expedientes,
        total: sql<number>`(select count(*)::int from expedientes todos where todos.id_abogado = ${sql.placeholder('idAbogado')})`,
      })
      .from(expedientes)
      .where(eq(expedientes.idAbogado, sql.placeholder('idAbogado')))
      .orderBy(...orderBy(orden, sql`${sql.placeholder('hoy')}::date`))
      .limit(PAGE_SIZE)
      .offset(sql.placeholder('offset'))
      .prepare(nombre),
  );
}

export async function countExpedientes(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  queryString: string | undefined,
): Promise<number> {
  const [row] = normalizeSearch(queryString ?? '')
    ? await deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(expedientes)
        .where(searchCondition(idAbogado, queryString))
    : await preparada(deps.db, 'total_expedientes', (executor) =>
        executor
          .select({ total: sql<number>`count(*)::int` })
          .from(expedientes)
          .where(eq(expedientes.idAbogado, sql.placeholder('idAbogado')))
          .prepare('total_expedientes'),
      ).execute({ idAbogado });
  return row?.total ?? 0;
}

/** GET /api/Expedientes/V1/Buscar/Preview: how many cases the search would show. */
export async function previewSearch(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  queryString: string | undefined,
) {
  return { totalExpedientesEncontrados: await countExpedientes(deps, idAbogado, queryString) };
}
