/**
 * Tito's priority and draft conclusion for the day's new changes (seed 001 §1: esPriorizadoPorTito,
 * razonDePriorizacion, and the rule that decided, reglaDePriorizacion). The rules live in packages/domain (pure, no network); this reads the texts
 * and writes the answers in one statement.
 */

import { type CambioParaTito, priorizarCambio } from '@expediente/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';

interface PendingRow extends Record<string, unknown> {
  id: number;
  tipo: string;
  descripcion: string | null;
  anotacion: string | null;
  fecha_actuacion: string | null;
  fecha_finaliza_termino: string | null;
}

const TIPO_CAMBIO: Record<string, number> = {
  actuacion: 0,
  coincidencia: 0,
  sinCambios3Meses: 1,
  noConsultado: 2,
};

export function entradaDeTito(row: PendingRow): CambioParaTito {
  return {
    tipoCambio: TIPO_CAMBIO[row.tipo] ?? 0,
    descripcion: row.descripcion ?? '',
    anotacion: row.anotacion,
    esCoincidencia: row.tipo === 'coincidencia',
    fechaActuacion: row.fecha_actuacion,
    fechaFinalizaTermino: row.fecha_finaliza_termino,
  };
}

export async function priorizarCambios(
  tx: Executor,
  fecha: string,
  idAbogado: number | null,
): Promise<number> {
  const pending = await tx.execute<PendingRow>(sql`
    select c.id, c.tipo,
      coalesce(a.descripcion, d.titulo) as descripcion,
      coalesce(a.anotacion, co.extracto) as anotacion,
      to_char(coalesce(a.fecha_actuacion, d.fecha_publicacion), 'YYYY-MM-DD') as fecha_actuacion,
      to_char(a.fecha_finaliza_termino, 'YYYY-MM-DD') as fecha_finaliza_termino
    from cambios c
    left join actuaciones a on c.tipo = 'actuacion' and a.id = c.referencia
    left join coincidencias co on c.tipo = 'coincidencia' and co.id = c.referencia
    left join documentos_publicados d on d.id = co.id_documento
    where c.fecha = ${fecha} and c.fuentes is null and c.suprimido is null
      and (${idAbogado}::int is null or c.id_abogado = ${idAbogado})`);
  if (pending.rows.length === 0) return 0;
  const ids: number[] = [];
  const prioritized: boolean[] = [];
  const reasons: (string | null)[] = [];
  const rules: string[] = [];
  const drafts: string[] = [];
  for (const row of pending.rows) {
    const result = priorizarCambio(entradaDeTito(row));
    ids.push(Number(row.id));
    prioritized.push(result.esPriorizado);
    reasons.push(result.razon);
    rules.push(result.regla);
    drafts.push(result.borradorConclusion);
  }
  await tx.execute(sql`
    update cambios c set es_priorizado_por_tito = t.priorizado, razon_de_priorizacion = t.razon,
      regla_de_priorizacion = t.regla, borrador_conclusion = t.borrador
    from unnest(${sql.param(ids)}::bigint[], ${sql.param(prioritized)}::boolean[], ${sql.param(reasons)}::text[],
      ${sql.param(rules)}::text[], ${sql.param(drafts)}::text[])
      as t(id, priorizado, razon, regla, borrador)
    where c.id = t.id`);
  return prioritized.filter(Boolean).length;
}
