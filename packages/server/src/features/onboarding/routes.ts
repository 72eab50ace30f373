/** PUT UsuarioExpedienteDigital/{GuiaBienvenida|GuiaNotificaciones|pestanyaNotificaciones}/Visto (seed 002 §7). */
import { GUIAS } from '@expediente/domain/contrato/onboarding';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { marcarGuiaVista } from './guias-vistas.ts';

export function registerOnboardingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);
  // One route per call, as the seed names them (InformeDeVerificacion/Visto lives in features/verificacion).
  for (const guia of GUIAS) {
    api.put(
      `/api/UsuarioExpedienteDigital/${guia}/Visto`,
      { preHandler, schema: { tags: ['onboarding'] } },
      async (request, reply) => {
        await marcarGuiaVista(deps, request.session, guia);
        return reply.status(204).send();
      },
    );
  }
}
