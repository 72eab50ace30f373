/**
 * What a failed consultation means. Schema drift fails loudly and at once (the row goes to estado
 * 3, nothing partial is written); technical errors are retried by the queue, and recorded on the
 * last attempt so the case shows as 'no consultado' instead of being lost.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { procesosEnFuente } from '../db/schema-expedientes.ts';
import type { JobContext } from '../jobs/queue.ts';
import { SchemaDriftError } from '../sources/types.ts';
import type { ProcesoRow } from './guardar-actuaciones.ts';
import { registrarConsulta } from './registrar-consulta.ts';

export async function registrarFalloDeConsulta(
  deps: AppDeps,
  procesos: ProcesoRow[],
  fecha: string,
  error: unknown,
  context: JobContext,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SchemaDriftError) {
    deps.log.error(
      { err: error, procesos: procesos.map((proceso) => proceso.id) },
      'cambio de formato en la fuente',
    );
    await deps.db.transaction(async (tx) => {
      for (const proceso of procesos) {
        await tx
          .update(procesosEnFuente)
          .set({ estado: 3, motivo: 'CambioDeFormatoEnLaFuente' })
          .where(eq(procesosEnFuente.id, proceso.id));
        await registrarConsulta(tx, proceso, fecha, 'cambioDeFormato', { motivo: message });
      }
    });
    return;
  }
  if (!context.isLastAttempt) throw error;
  deps.log.warn(
    { err: error, procesos: procesos.map((proceso) => proceso.id) },
    'consulta fallida tras reintentos',
  );
  await deps.db.transaction(async (tx) => {
    for (const proceso of procesos)
      await registrarConsulta(tx, proceso, fecha, 'errorTecnico', { motivo: message });
  });
}
