/** Case list (seed 000 §7). The full list, search and sorting come with the case-file core. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';

const listQuery = z.object({
  pagina: z.coerce.number().int().min(1).default(1),
  queryString: z.string().max(200).optional(),
  ordenadoPor: z.string().max(60).optional(),
});

export async function registerExpedientesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/Expedientes',
    { preHandler: requireSession(deps.tokens), schema: { tags: ['expedientes'], querystring: listQuery } },
    async () => ({ expedientes: [], total: 0 }),
  );
}
