/**
 * Price simulator calls (seed 002 §2, §7): the onboarding lookup and the 'call you' survey. Not the
 * court simulator, which is `packages/court-sim`.
 */
import {
  onboardingReply,
  solicitudLlamadaBody,
  solicitudLlamadaReply,
} from '@expediente/domain/contrato/simulador';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { leerOnboardingUsuario } from './onboarding-usuario.ts';
import { solicitarLlamada } from './solicitar-llamada.ts';

export function registerSimuladorRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/OnboardingUsuarioMigrado',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['simulador'], response: { 200: onboardingReply } },
    },
    (request) => leerOnboardingUsuario(deps, request.session.idAbogado),
  );

  api.post(
    '/api/SolicitudesLlamada',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['simulador'], body: solicitudLlamadaBody, response: { 201: solicitudLlamadaReply } },
    },
    async (request, reply) =>
      reply.status(201).send(await solicitarLlamada(deps, request.session, request.body)),
  );
}
