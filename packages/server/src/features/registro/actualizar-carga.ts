/** The load's own actions: finish early, mark the result seen, retry technical errors. */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { procesosACargar, registrosAutomaticos } from '../../db/schema-expedientes.ts';
import { publishEvent } from '../../events/publish.ts';
import { exigirCupoProcesos } from '../expedientes/index.ts';
import { reservarConsultas } from '../fuentes/index.ts';
import { emitirCargaFinalizada } from '../webhooks/index.ts';
import { encolarBusquedas } from './buscar-proceso-de-carga.ts';
import { buscarCargaPropia, listarProcesosDeCarga, presentarCarga } from './presentar-carga.ts';

/** 'Finalizar carga': items still searching are closed as Finalizado; answers the updated load. */
export async function terminarCarga(deps: Pick<AppDeps, 'db'>, idAbogado: number, id: number) {
  const load = await deps.db.transaction(async (tx) => {
    const current = await buscarCargaPropia(tx, idAbogado, id);
    if (current.estado !== 'EnProceso') return current;
    await tx
      .update(procesosACargar)
      .set({ estado: 'Finalizado', actualizadoEn: new Date() })
      .where(and(eq(procesosACargar.idRegistroAutomatico, id), eq(procesosACargar.estado, 'Registrando')));
    const [updated] = await tx
      .update(registrosAutomaticos)
      .set({ estado: 'FinalizadoPorUsuario', finalizadoEn: new Date() })
      .where(eq(registrosAutomaticos.id, id))
      .returning();
    await publishEvent(tx, idAbogado, 'ActualizacionRegistroAutomatico', {
      idRegistroAutomatico: id,
      estado: 'FinalizadoPorUsuario',
    });
    await emitirCargaFinalizada(tx, idAbogado, id);
    return updated;
  });
  return presentarCarga(deps.db, load, await listarProcesosDeCarga(deps.db, idAbogado, id));
}

export async function marcarCargaVista(deps: Pick<AppDeps, 'db'>, idAbogado: number, id: number) {
  await buscarCargaPropia(deps.db, idAbogado, id);
  await deps.db.update(registrosAutomaticos).set({ visto: true }).where(eq(registrosAutomaticos.id, id));
  return { id, visto: true };
}

/** Items in ErrorTecnico go back to Registrando and are searched again; the load reopens. */
export async function reintentarErroresTecnicos(
  deps: AppDeps,
  idAbogado: number,
  id: number,
  isByUser: boolean,
) {
  const retried = await deps.db.transaction(async (tx) => {
    await buscarCargaPropia(tx, idAbogado, id);
    // Searched again, each may become a case: it takes a slot of the account's limit again, and a
    // lookup of the day, like the load's first search did.
    const [{ conError }] = await tx
      .select({ conError: sql<number>`count(*)::int` })
      .from(procesosACargar)
      .where(and(eq(procesosACargar.idRegistroAutomatico, id), eq(procesosACargar.estado, 'ErrorTecnico')));
    await exigirCupoProcesos(tx, idAbogado, conError);
    await reservarConsultas(tx, idAbogado, conError);
    const items = await tx
      .update(procesosACargar)
      .set({ estado: 'Registrando', actualizadoEn: new Date() })
      .where(and(eq(procesosACargar.idRegistroAutomatico, id), eq(procesosACargar.estado, 'ErrorTecnico')))
      .returning({ id: procesosACargar.id });
    await tx
      .update(registrosAutomaticos)
      .set({
        conErrorTecnicoEnConsulta: false,
        ...(isByUser ? { reintentoSolicitadoErrorTecnicoEnConsulta: true } : {}),
        ...(items.length > 0 ? { estado: 'EnProceso', finalizadoEn: null } : {}),
      })
      .where(eq(registrosAutomaticos.id, id));
    return items.map((item) => item.id);
  });
  await encolarBusquedas(deps, retried);
  const load = await buscarCargaPropia(deps.db, idAbogado, id);
  return presentarCarga(deps.db, load);
}
