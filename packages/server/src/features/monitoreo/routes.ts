/** Operating the engine: a sweep now (administrators only). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { planSweep } from '../../monitoring/sweep.ts';

export async function registerMonitoreoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  api.post(
    '/api/Monitoreo/Barrido',
    {
      preHandler: session,
      schema: { tags: ['monitoreo'], body: z.object({ fecha: z.iso.date().optional() }).nullish() },
    },
    async (request) => {
      const [abogado] = await deps.db
        .select({ esAdministrador: abogados.esAdministrador })
        .from(abogados)
        .where(eq(abogados.id, request.session.idUsuario));
      if (!abogado?.esAdministrador) throw appError(403, 'SinPermisos');
      return planSweep(deps, request.body?.fecha ?? (await deps.clock.today()));
    },
  );
}
