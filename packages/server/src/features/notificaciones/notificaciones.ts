/**
 * The inbox (seed 001 §2): counts per Hoy/Ayer/Antes, a page of one group filtered by one source
 * and a search, and the mark-seen call. Scoped by account; another account's id is a 404.
 */

import { sumarDias } from '@expediente/domain';
import {
  type Grupo,
  type ListaNotificacionesQuery,
  TAMANO_PAGINA_NOTIFICACIONES,
} from '@expediente/domain/contrato/notificaciones';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';

interface Fila extends Record<string, unknown> {
  id: string | number;
  id_expediente: number | null;
  titulo: string;
  creado_en: Date | string;
  fecha: string;
  visto: boolean;
  visto_en: Date | string | null;
  cambios: Record<string, unknown>[];
  id_fuente: number | null;
  id_proceso: string | null;
  numero_proceso: string;
  numero: string | null;
  demandantes: string | null;
  demandados: string | null;
  despacho: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function presentar(fila: Fila) {
  return {
    id: Number(fila.id),
    idExpedienteDigital: fila.id_expediente,
    titulo: fila.titulo,
    fechaCreacion: iso(fila.creado_en),
    fecha: fila.fecha,
    visto: fila.visto,
    fechaVisto: fila.visto_en ? iso(fila.visto_en) : null,
    datosExpediente:
      fila.id_expediente !== null && fila.numero !== null
        ? {
            numero: fila.numero,
            demandantes: fila.demandantes ?? '',
            demandados: fila.demandados ?? '',
            despacho: fila.despacho,
          }
        : null,
    cambios: fila.cambios,
    idFuente: fila.id_fuente,
    idProceso: fila.id_proceso,
    numeroProceso: fila.numero_proceso,
  };
}

function rangoDelGrupo(grupo: Grupo, hoy: string, tabla: 'n' | 'c' = 'n'): SQL {
  const ayer = sumarDias(hoy, -1);
  const fecha = sql.raw(`${tabla}.fecha`);
  if (grupo === 'Hoy') return sql`${fecha} = ${hoy}::date`;
  if (grupo === 'Ayer') return sql`${fecha} = ${ayer}::date`;
  return sql`${fecha} < ${ayer}::date`;
}

export async function resumenNotificaciones(deps: AppDeps, session: SessionClaims) {
  const hoy = await deps.clock.today();
  const ayer = sumarDias(hoy, -1);
  // From the trigger-kept counts (migration 0014): a year of nights is a few hundred rows.
  const [row] = (
    await deps.db.execute<{ hoy: number; ayer: number; antes: number; no_vistas: number }>(sql`
      select coalesce(sum(total) filter (where fecha = ${hoy}::date), 0)::int as hoy,
        coalesce(sum(total) filter (where fecha = ${ayer}::date), 0)::int as ayer,
        coalesce(sum(total) filter (where fecha < ${ayer}::date), 0)::int as antes,
        coalesce(sum(no_vistas), 0)::int as no_vistas
      from notificaciones_conteos
      where id_abogado = ${session.idAbogado} and id_fuente = -1 and fecha <= ${hoy}::date`)
  ).rows;
  return { countHoy: row.hoy, countAyer: row.ayer, countAntes: row.antes, countNoVistas: row.no_vistas };
}

export async function listarNotificaciones(
  deps: AppDeps,
  session: SessionClaims,
  query: ListaNotificacionesQuery,
) {
  const hoy = await deps.clock.today();
  const condiciones = [sql`n.id_abogado = ${session.idAbogado}`, rangoDelGrupo(query.groupBy, hoy)];
  if (query.filtradoPor !== undefined) {
    // A change reported by two sources is one notification (filed under the first source); it
    // still belongs to every source that reported it, which its changes name.
    const nombrada = JSON.stringify([{ fuentes: [query.filtradoPor] }]);
    condiciones.push(sql`(n.id_fuente = ${query.filtradoPor} or n.cambios @> ${nombrada}::jsonb)`);
  }
  const casos = query.queryString ? await casosBuscados(deps, session, query.queryString) : null;
  // A known list of ids lets PostgreSQL read just those cases' notifications (an OR or a
  // subquery here made it walk the whole year backwards looking for one case's rows).
  if (casos) condiciones.push(sql`n.id_expediente_origen = any(${`{${casos.join(',')}}`}::int[])`);
  const where = sql.join(condiciones, sql` and `);
  const offset = (query.pagina - 1) * TAMANO_PAGINA_NOTIFICACIONES;
  // One more than a page tells whether 'Ver más notificaciones' has anything to load.
  const filas = await deps.db.execute<Fila>(sql`
    select n.id, n.id_expediente, n.titulo, n.creado_en, to_char(n.fecha, 'YYYY-MM-DD') as fecha,
      n.visto, n.visto_en, n.cambios, n.id_fuente, n.id_proceso, n.numero_proceso,
      e.numero, e.demandantes, e.demandados, e.despacho
    from notificaciones_cambio n
    left join expedientes e on e.id = n.id_expediente
    where ${where}
    order by n.fecha desc, n.id desc
    limit ${TAMANO_PAGINA_NOTIFICACIONES + 1} offset ${offset}`);
  const total = casos
    ? await contarBusqueda(deps, where)
    : await contarGrupo(deps, session, query.groupBy, hoy, query.filtradoPor);
  return {
    notificaciones: filas.rows.slice(0, TAMANO_PAGINA_NOTIFICACIONES).map(presentar),
    total,
    pagina: query.pagina,
    hayMas: filas.rows.length > TAMANO_PAGINA_NOTIFICACIONES,
  };
}

/** A tab's total from the trigger-kept counts: one row per day, for every source or for one. */
async function contarGrupo(
  deps: AppDeps,
  session: SessionClaims,
  grupo: Grupo,
  hoy: string,
  filtradoPor: number | undefined,
): Promise<number> {
  const [fila] = (
    await deps.db.execute<{ total: number }>(sql`
      select coalesce(sum(c.total), 0)::int as total from notificaciones_conteos c
      where c.id_abogado = ${session.idAbogado} and c.id_fuente = ${filtradoPor ?? -1}
        and ${rangoDelGrupo(grupo, hoy, 'c')}`)
  ).rows;
  return fila.total;
}

/**
 * The cases a search names: the account's cases whose radicado, parties or label contain it, and
 * the deleted cases whose notifications keep the radicado.
 */
async function casosBuscados(deps: AppDeps, session: SessionClaims, texto: string): Promise<number[]> {
  const patron = `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await deps.db.execute<{ id: number }>(sql`
    select e.id from expedientes e where e.id_abogado = ${session.idAbogado}
      and (e.numero ilike ${patron} or e.demandantes ilike ${patron} or e.demandados ilike ${patron}
        or e.etiqueta ilike ${patron})
    union
    select distinct n.id_expediente_origen from notificaciones_cambio n
    where n.id_abogado = ${session.idAbogado} and n.id_expediente is null and n.numero_proceso ilike ${patron}`);
  return rows.map((row) => row.id);
}

/** A search narrows the inbox to a few cases: their notifications are counted directly. */
async function contarBusqueda(deps: AppDeps, where: SQL): Promise<number> {
  const [fila] = (
    await deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from notificaciones_cambio n where ${where}`,
    )
  ).rows;
  return fila.total;
}

/**
 * Marks a notification seen. When its case was deleted the notification is still marked (the user
 * has seen it) and the answer is the seed's 404, whose message the inbox shows.
 */
export async function marcarVista(deps: AppDeps, session: SessionClaims, id: number) {
  const result = await deps.db.execute<{ id_expediente: number | null }>(sql`
    update notificaciones_cambio set visto = true, visto_en = coalesce(visto_en, now())
    where id = ${id} and id_abogado = ${session.idAbogado}
    returning id_expediente`);
  const [fila] = result.rows;
  if (!fila) throw appError(404, 'NotificacionNoEncontrada');
  if (fila.id_expediente === null) throw appError(404, 'NotificacionExpedienteEliminado');
  return { id, visto: true };
}
