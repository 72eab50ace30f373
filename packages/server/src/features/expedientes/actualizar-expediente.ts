/** The card's own edits (seed 000 §2, §7): tag, summary, procedural stage; and deleting the case. */
import { ETIQUETA_MAX } from '@expediente/domain';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { expedientes, listaMaestra, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { appError, conflict } from '../../http/errors.ts';
import { vacioANulo } from './crear-expediente.ts';
import { buscarExpedientePropio } from './leer-expedientes.ts';
import { ETAPA_PROCESAL } from './lista-maestra.ts';
import { validarResumen } from './validar-resumen.ts';

type Deps = Pick<AppDeps, 'db'>;

const ownCase = (idAbogado: number, id: number) =>
  and(eq(expedientes.id, id), eq(expedientes.idAbogado, idAbogado));

/** An empty tag removes it. */
export async function guardarEtiqueta(
  deps: Deps,
  idAbogado: number,
  id: number,
  etiqueta: string | undefined,
) {
  await buscarExpedientePropio(deps.db, idAbogado, id);
  const value = vacioANulo(etiqueta);
  if (value && value.length > ETIQUETA_MAX) throw appError(400, 'EtiquetaMuyLarga');
  await deps.db.update(expedientes).set({ etiqueta: value }).where(ownCase(idAbogado, id));
  return { id, etiqueta: value };
}

export async function guardarResumen(deps: Deps, idAbogado: number, id: number, resumen: string) {
  const valid = validarResumen(resumen);
  await buscarExpedientePropio(deps.db, idAbogado, id);
  await deps.db.update(expedientes).set({ resumen: valid }).where(ownCase(idAbogado, id));
  return { id, resumen: valid };
}

/** The stage must be a procedural stage the lawyer can see: a shared one or one of their own. */
export async function guardarEtapaProcesal(deps: Deps, idAbogado: number, id: number, stageId: number) {
  await buscarExpedientePropio(deps.db, idAbogado, id);
  const [stage] = await deps.db
    .select({ id: listaMaestra.id })
    .from(listaMaestra)
    .where(
      and(
        eq(listaMaestra.id, stageId),
        eq(listaMaestra.codigo, ETAPA_PROCESAL),
        or(isNull(listaMaestra.idAbogado), eq(listaMaestra.idAbogado, idAbogado)),
      ),
    );
  if (!stage) throw appError(400, 'ErrorEtapaProcesal');
  await deps.db.update(expedientes).set({ idEtapaProcesal: stageId }).where(ownCase(idAbogado, id));
  return { id, idEtapaProcesal: stageId };
}

/**
 * Refused while any active source of the case is still registering (estado 0/1); additional
 * results are not sources being activated and do not block. The rest cascades.
 */
export async function eliminarExpediente(deps: Deps, idAbogado: number, id: number) {
  await deps.db.transaction(async (tx) => {
    await buscarExpedientePropio(tx, idAbogado, id);
    // Lock the case so an activation cannot start between the check and the delete.
    await tx.select({ id: expedientes.id }).from(expedientes).where(ownCase(idAbogado, id)).for('update');
    const loading = await tx
      .select({ id: procesosEnFuente.id })
      .from(procesosEnFuente)
      .where(
        and(
          eq(procesosEnFuente.idExpediente, id),
          eq(procesosEnFuente.esResultadoAdicional, false),
          eq(procesosEnFuente.activo, true),
          inArray(procesosEnFuente.estado, [0, 1]),
        ),
      )
      .limit(1);
    if (loading.length > 0) throw conflict('DebesEsperarActivacion');
    await tx.delete(expedientes).where(ownCase(idAbogado, id));
  });
  return { id };
}
