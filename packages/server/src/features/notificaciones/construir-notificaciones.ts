/**
 * The inbox's notifications of a night (seed 001 §2 'Notifications inbox'): one per account, case,
 * source and day, written when the night closes from the changes left to review (a folded change
 * names every source that reported it), then announced over /channelHub. Idempotent: the unique
 * key (account, case, source, day) makes a second close add nothing and announce nothing.
 */
import { fuenteById } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { publishEvent } from '../../events/publish.ts';

interface Grupo extends Record<string, unknown> {
  id_abogado: number;
  id_expediente: number;
  tipo_fuente: number | null;
  id_proceso: string | null;
  numero: string;
  actuaciones: number;
  coincidencias: number;
  cambios: { fuentes: (number | null)[] }[];
}

function nombreFuente(id: number | null): string {
  return id === null ? 'las fuentes' : (fuenteById(id)?.nombre ?? `la fuente ${id}`);
}

/** 'Nueva actuación en Unificada y Samai', '3 actuaciones nuevas…', 'Coincidencia de tu parte en…'. */
export function tituloNotificacion(actuaciones: number, coincidencias: number, fuentes: number[]): string {
  const donde = fuentes.length > 0 ? fuentes.map(nombreFuente).join(' y ') : 'las fuentes';
  const partes: string[] = [];
  if (actuaciones === 1) partes.push('Nueva actuación');
  else if (actuaciones > 1) partes.push(`${actuaciones} actuaciones nuevas`);
  if (coincidencias === 1) partes.push(actuaciones > 0 ? 'una coincidencia' : 'Coincidencia de tu parte');
  else if (coincidencias > 1) partes.push(`${coincidencias} coincidencias de tu parte`);
  return `${partes.join(' y ')} en ${donde}`;
}

/** Every source that reported any of the group's changes, in source order. */
function fuentesDe(grupo: Grupo): number[] {
  const ids = grupo.cambios.flatMap((cambio) => cambio.fuentes).filter((id): id is number => id !== null);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export async function construirNotificaciones(
  deps: Pick<AppDeps, 'db'>,
  fecha: string,
  idAbogado: number | null = null,
): Promise<number> {
  const grupos = await deps.db.execute<Grupo>(sql`
    select c.id_abogado, c.id_expediente, c.tipo_fuente, e.numero,
      (select p.id_proceso from procesos_en_fuente p
        where p.id_expediente = c.id_expediente and p.tipo_fuente = c.tipo_fuente and not p.es_resultado_adicional) as id_proceso,
      count(*) filter (where c.tipo = 'actuacion')::int as actuaciones,
      count(*) filter (where c.tipo = 'coincidencia')::int as coincidencias,
      jsonb_agg(jsonb_build_object(
        'idCambio', c.id,
        'tipo', c.tipo,
        'descripcion', coalesce(a.descripcion, d.titulo),
        'anotacion', coalesce(a.anotacion, co.extracto),
        'fecha', to_char(coalesce(a.fecha_actuacion, d.fecha_publicacion), 'YYYY-MM-DD'),
        'fechaFinalizaTermino', to_char(a.fecha_finaliza_termino, 'YYYY-MM-DD'),
        'certeza', co.certeza,
        'fuentes', coalesce(nullif(c.fuentes, '{}'), array[c.tipo_fuente])) order by c.id) as cambios
    from cambios c
    join expedientes e on e.id = c.id_expediente
    left join actuaciones a on c.tipo = 'actuacion' and a.id = c.referencia
    left join coincidencias co on c.tipo = 'coincidencia' and co.id = c.referencia
    left join documentos_publicados d on d.id = co.id_documento
    where c.fecha = ${fecha} and c.suprimido is null and c.tipo in ('actuacion', 'coincidencia')
      and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})
      and not exists (select 1 from notificaciones_cambio n
        where n.id_abogado = c.id_abogado and n.id_expediente_origen = c.id_expediente
          and coalesce(n.id_fuente, -1) = coalesce(c.tipo_fuente, -1) and n.fecha = c.fecha)
    group by c.id_abogado, c.id_expediente, c.tipo_fuente, e.numero`);
  if (grupos.rows.length === 0) return 0;
  const nuevasPorCuenta = new Map<number, number>();
  await deps.db.transaction(async (tx) => {
    for (let start = 0; start < grupos.rows.length; start += 500) {
      const lote = grupos.rows.slice(start, start + 500);
      const values = lote.map(
        (
          g,
        ) => sql`(${g.id_abogado}, ${g.id_expediente}, ${g.id_expediente}, ${g.tipo_fuente}, ${g.id_proceso},
          ${g.numero}, ${tituloNotificacion(g.actuaciones, g.coincidencias, fuentesDe(g))}, ${fecha}::date,
          ${JSON.stringify(g.cambios)}::jsonb)`,
      );
      const inserted = await tx.execute<{ id_abogado: number }>(sql`
        insert into notificaciones_cambio (id_abogado, id_expediente, id_expediente_origen, id_fuente,
          id_proceso, numero_proceso, titulo, fecha, cambios)
        values ${sql.join(values, sql`, `)}
        on conflict do nothing
        returning id_abogado`);
      for (const row of inserted.rows)
        nuevasPorCuenta.set(row.id_abogado, (nuevasPorCuenta.get(row.id_abogado) ?? 0) + 1);
    }
    // Delivered only when the rows commit (publishEvent rides the same transaction).
    for (const [cuenta, nuevas] of nuevasPorCuenta)
      await publishEvent(tx, cuenta, 'NotificacionesCambio', { nuevas, fecha });
  });
  return [...nuevasPorCuenta.values()].reduce((a, b) => a + b, 0);
}
