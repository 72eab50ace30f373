/**
 * GET /api/Wrapped (the signed-in account's year) and GET /api/Wrapped/shared/{id} (no session,
 * an unguessable id, the aggregates only). The shared copy exists only once the user shares
 * (POST /api/Wrapped/Compartir, our addition) and ends when they stop (DELETE, same path); while
 * it exists, asking for one's summary refreshes it (issue 20, item 13).
 */
import { randomBytes } from 'node:crypto';
import {
  type DatosWrapped,
  type Wrapped,
  wrappedCompartidoParams,
} from '@expediente/domain/contrato/wrapped';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { calcularWrapped } from './calcular-wrapped.ts';

export function registerWrappedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);

  const delAnio = async (idAbogado: number) => {
    const anio = Number((await deps.clock.today()).slice(0, 4));
    const datos = await calcularWrapped(deps, idAbogado, anio);
    if (datos.totalConsultas === 0) throw appError(404, 'WrappedNoDisponible');
    return { anio, datos };
  };

  // Looking at one's summary creates nothing public: `id` is the shared copy's, kept up to date,
  // or null while the account has not shared it.
  api.get(
    '/api/Wrapped',
    { preHandler, schema: { tags: ['wrapped'] } },
    async (request): Promise<Wrapped> => {
      const idAbogado = request.session.idAbogado;
      const { anio, datos } = await delAnio(idAbogado);
      const [existente] = (
        await deps.db.execute<{ id: string }>(sql`
        update wrapped_compartidos set datos = ${JSON.stringify(datos)}::jsonb
        where id_abogado = ${idAbogado} and anio = ${anio} returning id`)
      ).rows;
      return { id: existente?.id ?? null, ...datos };
    },
  );

  api.post(
    '/api/Wrapped/Compartir',
    {
      preHandler,
      schema: {
        tags: ['wrapped'],
        description: 'Crea (o devuelve) el enlace público del resumen del año: solo cifras agregadas.',
      },
    },
    async (request): Promise<Wrapped> => {
      const idAbogado = request.session.idAbogado;
      const { anio, datos } = await delAnio(idAbogado);
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

  api.delete(
    '/api/Wrapped/Compartir',
    {
      preHandler,
      schema: {
        tags: ['wrapped'],
        description:
          'Deja de compartir: el enlace público deja de abrir (404). Compartir de nuevo crea otro.',
      },
    },
    async (request, reply) => {
      await deps.db.execute(
        sql`delete from wrapped_compartidos where id_abogado = ${request.session.idAbogado}`,
      );
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/Wrapped/shared/:id',
    { schema: { tags: ['wrapped'], params: wrappedCompartidoParams } },
    async (request): Promise<Wrapped> => {
      const [fila] = (
        await deps.db.execute<{ datos: DatosWrapped }>(sql`
          select datos from wrapped_compartidos where id = ${request.params.id}`)
      ).rows;
      if (!fila) throw appError(404, 'WrappedNoDisponible');
      return { id: request.params.id, ...fila.datos };
    },
  );
}
