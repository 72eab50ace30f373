/** Reports (seed 002 §7 'POST GenerarSolicitudInformeUnificado'): thin — call one use case, answer. */
import {
  solicitudInformeBody,
  solicitudInformeReply,
  TIPO_INFORME_POR_DEFECTO,
} from '@expediente/domain/contrato/informes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { solicitarInformeUnificado } from './solicitar-informe.ts';

export async function registerInformesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 202: accepted; the report arrives by e-mail when the job has built it.
  api.post(
    '/api/GenerarSolicitudInformeUnificado',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['informes'], body: solicitudInformeBody, response: { 202: solicitudInformeReply } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await solicitarInformeUnificado(
            deps,
            request.session.idAbogado,
            request.body?.tipoInforme ?? TIPO_INFORME_POR_DEFECTO,
          ),
        ),
  );
}
