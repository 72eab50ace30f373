/**
 * Operating the engine: a sweep now, the night's request budget and its use (administrators only).
 * The engine itself is `monitoring/`; this feature is only its operator's routes.
 */
import { barridoBody, fechaMonitoreoQuery } from '@expediente/domain/contrato/monitoreo';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { planearBarrido } from '../../monitoring/barrido.ts';
import { usoDelPresupuesto } from '../../monitoring/presupuesto/uso.ts';

export async function registerMonitoreoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  const requireAdmin = async (idUsuario: number) => {
    const [abogado] = await deps.db
      .select({ esAdministrador: abogados.esAdministrador })
      .from(abogados)
      .where(eq(abogados.id, idUsuario));
    if (!abogado?.esAdministrador) throw appError(403, 'SinPermisos');
  };

  api.post(
    '/api/Monitoreo/Barrido',
    {
      preHandler: session,
      schema: { tags: ['monitoreo'], body: barridoBody },
    },
    async (request) => {
      await requireAdmin(request.session.idUsuario);
      return planearBarrido(deps, request.body?.fecha ?? (await deps.clock.today()));
    },
  );

  /** The night's plan per court host (budget, chosen, left for later) and the requests made. */
  api.get(
    '/api/Monitoreo/Presupuesto',
    {
      preHandler: session,
      schema: { tags: ['monitoreo'], querystring: fechaMonitoreoQuery },
    },
    async (request) => {
      await requireAdmin(request.session.idUsuario);
      const fecha = request.query.fecha ?? (await deps.clock.today());
      return usoDelPresupuesto(deps, fecha);
    },
  );
}
