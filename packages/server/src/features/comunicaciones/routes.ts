/**
 * Product communications (seed 002 §7): GET …/Activa and PUT …/Visto/{id}?dispositivo=0 for every
 * signed-in user; publishing, retiring and listing for administrators (abogados.es_administrador).
 */
import {
  comunicacionActivaReply,
  comunicacionesReply,
  comunicacionReply,
  errorReply,
  idComunicacionParams,
  publicarBody,
  vistoQuery,
} from '@expediente/domain/contrato/comunicaciones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import {
  leerComunicacionActiva,
  listarComunicaciones,
  marcarComunicacionVista,
  publicarComunicacion,
  retirarComunicacion,
} from './comunicaciones.ts';

export function registerComunicacionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);
  const tags = ['comunicaciones'];

  api.get(
    '/api/ComunicacionesProducto/Activa',
    { preHandler, schema: { tags, response: { 200: comunicacionActivaReply } } },
    (request) => leerComunicacionActiva(deps, request.session),
  );

  api.put(
    '/api/ComunicacionesProducto/Visto/:id',
    {
      preHandler,
      schema: {
        tags,
        params: idComunicacionParams,
        querystring: vistoQuery,
        response: { 204: z.void(), 404: errorReply },
      },
    },
    async (request, reply) => {
      await marcarComunicacionVista(deps, request.session, request.params.id, request.query.dispositivo);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/ComunicacionesProducto',
    { preHandler, schema: { tags, response: { 200: comunicacionesReply, 403: errorReply } } },
    (request) => listarComunicaciones(deps, request.session),
  );

  api.post(
    '/api/ComunicacionesProducto',
    {
      preHandler,
      schema: {
        tags,
        body: publicarBody,
        response: { 201: comunicacionReply, 400: errorReply, 403: errorReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await publicarComunicacion(deps, request.session, request.body)),
  );

  api.put(
    '/api/ComunicacionesProducto/:id/Retirar',
    {
      preHandler,
      schema: {
        tags,
        params: idComunicacionParams,
        response: { 200: comunicacionReply, 403: errorReply, 404: errorReply },
      },
    },
    (request) => retirarComunicacion(deps, request.session, request.params.id),
  );
}
