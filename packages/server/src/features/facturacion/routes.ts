/** Billing routes (seed 002 §7): the lawyer's invoices that are due soon or overdue. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { listFacturasProximasAVencer } from './list-facturas-proximas.ts';
import { facturasReply } from './schema.ts';

export async function registerFacturacionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/FacturasProximasAVencer',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['facturacion'], response: { 200: facturasReply } },
    },
    (request) => listFacturasProximasAVencer(deps, request.session.idAbogado),
  );
}
