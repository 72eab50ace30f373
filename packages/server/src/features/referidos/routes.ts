/**
 * The referral programme (seed 002 §7): POST /api/InvitacionesUsuariosReferidos and
 * GET /api/UsuariosReferidos, both for the session's account (decision 0013).
 */
import {
  errorReply,
  invitacionBody,
  invitacionReply,
  usuariosReferidosReply,
} from '@expediente/domain/contrato/referidos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { invitarReferido } from './invitar.ts';
import { listarReferidos } from './listado.ts';

export function registerReferidosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  api.post(
    '/api/InvitacionesUsuariosReferidos',
    {
      preHandler: session,
      schema: {
        tags: ['referidos'],
        body: invitacionBody,
        response: {
          201: invitacionReply,
          400: errorReply,
          409: errorReply,
          429: errorReply,
          503: errorReply,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitarReferido(deps, request.session, request.body)),
  );

  api.get(
    '/api/UsuariosReferidos',
    { preHandler: session, schema: { tags: ['referidos'], response: { 200: usuariosReferidosReply } } },
    (request) => listarReferidos(deps, request.session.idAbogado),
  );
}
