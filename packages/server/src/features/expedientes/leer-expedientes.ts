/** One case or a batch of cases, always scoped to the acting lawyer. */

import { MAX_IDS_PER_CALL } from '@expediente/domain/contrato/expedientes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { preparada } from '../../db/preparadas.ts';
import { expedientes } from '../../db/schema-expedientes.ts';
import { appError, notFound } from '../../http/errors.ts';
import { type ExpedienteRow, presentarExpedientes, ultimoDocumentoActivo } from './presentar-expedientes.ts';

/**
 * The lawyer's case or 404. Another lawyer's case answers the same 404 as a missing one, so ids
 * cannot be probed (the seed's 403 text 'No tienes permisos para ver este expediente' is not used).
 */
export async function buscarExpedientePropio(
  db: Executor,
  idAbogado: number,
  id: number,
): Promise<ExpedienteRow> {
  const [row] = await preparada(db, 'expediente_propio', (executor) =>
    executor
      .select()
      .from(expedientes)
      .where(
        and(
          eq(expedientes.id, sql.placeholder('id')),
          eq(expedientes.idAbogado, sql.placeholder('idAbogado')),
        ),
      )
      .prepare('expediente_propio'),
  ).execute({ id, idAbogado });
  if (!row) throw notFound('ExpedienteNoEncontrado');
  return row;
}

export async function leerExpediente(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  id: number,
  /** The account's feature flags when the session already read them (one query fewer). */
  funcionalidades?: Record<string, boolean>,
) {
  const row = await buscarExpedientePropio(deps.db, idAbogado, id);
  const [expediente] = await presentarExpedientes(deps.db, idAbogado, [row], {
    hoy: await deps.clock.today(),
    withUltimoDocumento: funcionalidades ? ultimoDocumentoActivo(funcionalidades) : undefined,
  });
  return expediente;
}

/** PATCH /api/Expedientes/Ids: the caller's cases in the asked order; other ids are silently absent. */
export async function leerExpedientesPorIds(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
  ids: number[],
) {
  if (ids.length > MAX_IDS_PER_CALL)
    throw appError(400, 'SolicitudInvalida', { ids: `máximo ${MAX_IDS_PER_CALL}` });
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(expedientes)
    .where(and(eq(expedientes.idAbogado, idAbogado), inArray(expedientes.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = unique.flatMap((id) => byId.get(id) ?? []);
  return presentarExpedientes(deps.db, idAbogado, ordered, { hoy: await deps.clock.today() });
}
