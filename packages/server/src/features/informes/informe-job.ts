/** The background half of 'Descargar todos los procesos': build the report in its type and e-mail it. */

import { formatearDia } from '@expediente/domain';
import {
  TIPO_INFORME_POR_DEFECTO,
  type TipoInforme,
  tipoInformeSchema,
} from '@expediente/domain/contrato/informes';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { defineJob } from '../../jobs/queue.ts';
import { informeCorreo } from '../../mail/templates/informe-unificado.ts';
import { construirInformeUnificado } from './construir-informe-unificado.ts';
import { FORMATOS } from './tipo-informe.ts';

export async function enviarInformeUnificado(
  deps: AppDeps,
  idAbogado: number,
  tipo: TipoInforme,
): Promise<void> {
  const [abogado] = await deps.db
    .select({ email: abogados.email, nombre: abogados.nombre, apellido: abogados.apellido })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  // The account was deleted after asking: nobody to send it to.
  if (!abogado) return;
  const today = await deps.clock.today();
  const fecha = formatearDia(today) ?? today;
  const titular = [abogado.nombre, abogado.apellido].filter(Boolean).join(' ') || abogado.email;
  const informe = await construirInformeUnificado(deps.db, idAbogado, tipo, { titular, fecha, hoy: today });
  const formato = FORMATOS[tipo];
  const message = informeCorreo({
    nombre: abogado.nombre || 'abogado',
    fecha,
    totalProcesos: informe.totalProcesos,
    formato: formato.nombre,
    archivo: {
      filename: `Procesos_${fecha.replaceAll('/', '-')}.${formato.extension}`,
      content: informe.content,
      contentType: formato.contentType,
    },
    appUrl: deps.appUrl,
  });
  // A failed SMTP send throws, and the job is retried.
  await deps.mailer.send(deps.db, abogado.email, message, idAbogado);
}

export const informeUnificadoJob = defineJob({
  name: 'informe-unificado',
  // Jobs queued before the type existed carry none: the workbook, as for a request without one.
  payload: z.object({
    idAbogado: z.number().int().positive(),
    tipoInforme: tipoInformeSchema.default(TIPO_INFORME_POR_DEFECTO),
  }),
  retryLimit: 2,
  // Thousands of cases are read in pages; leave room before pg-boss thinks the worker died.
  expireInMinutes: 30,
  handler: (deps, payload) => enviarInformeUnificado(deps, payload.idAbogado, payload.tipoInforme),
});
