/** Reports (seed 002 §7 'POST GenerarSolicitudInformeUnificado'): thin — call one use case, answer. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { requestInformeUnificado } from './request-informe.ts';
import { TIPO_INFORME_POR_DEFECTO, tipoInformeSchema } from './tipo-informe.ts';

// The seed's call has no body; ours may name the type (0 PDF, 1 Word, 2 Excel).
const solicitudBody = z.object({ tipoInforme: tipoInformeSchema.optional() }).nullish();
const solicitudReply = z.object({
  idSolicitud: z.string(),
  tipoInforme: tipoInformeSchema,
  correo: z.string(),
});

export async function registerInformesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 202: accepted; the report arrives by e-mail when the job has built it.
  api.post(
    '/api/GenerarSolicitudInformeUnificado',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['informes'], body: solicitudBody, response: { 202: solicitudReply } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await requestInformeUnificado(
            deps,
            request.session.idAbogado,
            request.body?.tipoInforme ?? TIPO_INFORME_POR_DEFECTO,
          ),
        ),
  );
}
