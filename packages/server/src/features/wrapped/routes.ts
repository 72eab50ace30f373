/**
 * GET /api/Wrapped (the signed-in account's year) and GET /api/Wrapped/shared/{id} (no session,
 * an unguessable id, the aggregates only). Asking for one's summary keeps a shared copy of it,
 * refreshed on every request, whose id the share buttons carry.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { calcularWrapped } from './calcular-wrapped.ts';

export function registerWrappedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/Wrapped',
    { preHandler: requireSession(deps.tokens), schema: { tags: ['wrapped'] } },
    async (request) => {
      const anio = Number((await deps.clock.today()).slice(0, 4));
      const idAbogado = request.session.idAbogado;
      const datos = await calcularWrapped(deps, idAbogado, anio);
      if (datos.totalConsultas === 0) throw appError(404, 'WrappedNoDisponible');
      const id = await deps.db.transaction(async (tx) => {
        // One shared copy per account and year; the advisory lock keeps two requests from making two.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wrapped'), ${idAbogado})`);
        const [existente] = (
          await tx.execute<{ id: string }>(sql`
          update wrapped_compartidos set datos = ${JSON.stringify(datos)}::jsonb
          where id_abogado = ${idAbogado} and anio = ${anio} returning id`)
        ).rows;
        if (existente) return existente.id;
        const nuevo = randomBytes(16).toString('base64url');
        await tx.execute(sql`
        insert into wrapped_compartidos (id, id_abogado, anio, datos)
        values (${nuevo}, ${idAbogado}, ${anio}, ${JSON.stringify(datos)}::jsonb)`);
        return nuevo;
      });
      return { id, ...datos };
    },
  );

  api.get(
    '/api/Wrapped/shared/:id',
    { schema: { tags: ['wrapped'], params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }) } },
    async (request) => {
      const [fila] = (
        await deps.db.execute<{ datos: Record<string, unknown> }>(sql`
          select datos from wrapped_compartidos where id = ${request.params.id}`)
      ).rows;
      if (!fila) throw appError(404, 'WrappedNoDisponible');
      return { id: request.params.id, ...fila.datos };
    },
  );
}
