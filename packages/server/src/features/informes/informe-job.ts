/** The background half of 'Descargar todos los procesos': build the report and e-mail it. */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { defineJob } from '../../jobs/queue.ts';
import { informeUnificadoEmail } from '../../mail/templates/informe-unificado.ts';
import { formatDay } from '../expedientes/present-expedientes.ts';
import { buildInforme } from './build-informe.ts';

export async function sendInformeUnificado(deps: AppDeps, idAbogado: number): Promise<void> {
  const [abogado] = await deps.db
    .select({ email: abogados.email, nombre: abogados.nombre })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  // The account was deleted after asking: nobody to send it to.
  if (!abogado) return;
  const today = await deps.clock.today();
  const informe = await buildInforme(deps.db, idAbogado);
  const fecha = formatDay(today) ?? today;
  const message = informeUnificadoEmail({
    nombre: abogado.nombre || 'abogado',
    fecha,
    totalProcesos: informe.totalProcesos,
    archivo: {
      filename: `Procesos_${fecha.replaceAll('/', '-')}.csv`,
      content: informe.content,
      contentType: 'text/csv; charset=utf-8',
    },
    appUrl: deps.appUrl,
  });
  // A failed SMTP send throws, and the job is retried.
  await deps.mailer.send(deps.db, abogado.email, message, idAbogado);
}

export const informeUnificadoJob = defineJob({
  name: 'informe-unificado',
  payload: z.object({ idAbogado: z.number().int().positive() }),
  retryLimit: 2,
  // Thousands of cases are read in pages; leave room before pg-boss thinks the worker died.
  expireInMinutes: 30,
  handler: (deps, payload) => sendInformeUnificado(deps, payload.idAbogado),
});
