/** Profile and billing (seed 002 §7 GET/PUT perfil) and the trial's countdown (§4; path ours). */
import {
  guardarPerfilReply,
  perfilBody,
  perfilErrorReply,
  perfilReply,
  periodoPruebaReply,
} from '@expediente/domain/contrato/perfil';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { guardarPerfil, leerPerfil, leerPeriodoPrueba, PerfilRechazado } from './perfil.ts';

export function registerPerfilRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  api.get(
    '/api/perfil',
    { preHandler: session, schema: { tags: ['perfil'], response: { 200: perfilReply } } },
    (request) => leerPerfil(deps, request.session),
  );

  api.put(
    '/api/perfil',
    {
      preHandler: session,
      schema: {
        tags: ['perfil'],
        body: perfilBody,
        response: { 200: guardarPerfilReply, 400: perfilErrorReply, 403: perfilErrorReply },
      },
    },
    async (request, reply) => {
      try {
        return await guardarPerfil(deps, request.session, request.body);
      } catch (error) {
        if (error instanceof PerfilRechazado) return reply.status(error.status).send(error.toBody());
        throw error;
      }
    },
  );

  api.get(
    '/api/PeriodoPrueba',
    { preHandler: session, schema: { tags: ['perfil'], response: { 200: periodoPruebaReply } } },
    (request) => leerPeriodoPrueba(deps, request.session),
  );
}
