/** Bulk-load routes (seed 000 §7 'Loads'): thin — validate, call one use case, answer. */

import {
  activeReply,
  itemReply,
  itemsQuery,
  loadParams,
  loadQuery,
  loadReply,
  requestBody,
  requestReply,
  retryQuery,
  vistoReply,
} from '@expediente/domain/contrato/registro';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { registerArchivoRoute } from './archivo-routes.ts';
import { presentItem } from './present-load.ts';
import { registerManually } from './register-manually.ts';
import { getActiveLoad, getLoad, getLoadItems, requestLoad } from './request-load.ts';
import { finishLoad, markLoadSeen, retryTechnicalErrors } from './update-load.ts';

const tags = ['registro'];

export async function registerRegistroRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);
  await registerArchivoRoute(app, deps);

  api.post(
    '/api/RegistroAutomaticoProcesos',
    { preHandler, schema: { tags, body: requestBody, response: { 201: requestReply } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requestLoad(deps, request.session.idAbogado, request.body.numerosProcesos)),
  );

  api.get(
    '/api/RegistroAutomaticoProcesos',
    { preHandler, schema: { tags, response: { 200: activeReply } } },
    (request) => getActiveLoad(deps, request.session.idAbogado),
  );

  api.get(
    '/api/RegistroAutomaticoProcesos/:id',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: loadQuery, response: { 200: loadReply } },
    },
    (request) => getLoad(deps, request.session.idAbogado, request.params.id, request.query.limit),
  );

  api.get(
    '/api/ProcesoACargar/:id/RegistroAutomaticoProcesos',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: itemsQuery, response: { 200: z.array(itemReply) } },
    },
    async (request) =>
      (await getLoadItems(deps, request.session.idAbogado, request.params.id, request.query.estado)).map(
        presentItem,
      ),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/SolicitudFinalizarRegistroAutomatico',
    { preHandler, schema: { tags, params: loadParams, response: { 200: loadReply } } },
    (request) => finishLoad(deps, request.session.idAbogado, request.params.id),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/Visto',
    { preHandler, schema: { tags, params: loadParams, response: { 200: vistoReply } } },
    (request) => markLoadSeen(deps, request.session.idAbogado, request.params.id),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/RegistroManual',
    {
      preHandler,
      schema: { tags, params: loadParams, body: z.unknown(), response: { 200: z.array(itemReply) } },
    },
    (request) => registerManually(deps, request.session.idAbogado, request.params.id, request.body),
  );

  api.post(
    '/api/RegistroAutomaticoProcesos/:id/ReintentarProcesosConError',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: retryQuery, response: { 200: loadReply } },
    },
    (request) =>
      retryTechnicalErrors(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.query.esReintentadoPorUsuario,
      ),
  );
}
