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
import { marcarCargaVista, reintentarErroresTecnicos, terminarCarga } from './actualizar-carga.ts';
import { registerArchivoRoute } from './archivo-routes.ts';
import { presentarProcesoDeCarga } from './presentar-carga.ts';
import { registrarAMano } from './registrar-a-mano.ts';
import { leerCarga, leerCargaActiva, leerProcesosDeCarga, solicitarCarga } from './solicitar-carga.ts';

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
        .send(await solicitarCarga(deps, request.session.idAbogado, request.body.numerosProcesos)),
  );

  api.get(
    '/api/RegistroAutomaticoProcesos',
    { preHandler, schema: { tags, response: { 200: activeReply } } },
    (request) => leerCargaActiva(deps, request.session.idAbogado),
  );

  api.get(
    '/api/RegistroAutomaticoProcesos/:id',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: loadQuery, response: { 200: loadReply } },
    },
    (request) => leerCarga(deps, request.session.idAbogado, request.params.id, request.query.limit),
  );

  api.get(
    '/api/ProcesoACargar/:id/RegistroAutomaticoProcesos',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: itemsQuery, response: { 200: z.array(itemReply) } },
    },
    async (request) =>
      (
        await leerProcesosDeCarga(deps, request.session.idAbogado, request.params.id, request.query.estado)
      ).map(presentarProcesoDeCarga),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/SolicitudFinalizarRegistroAutomatico',
    { preHandler, schema: { tags, params: loadParams, response: { 200: loadReply } } },
    (request) => terminarCarga(deps, request.session.idAbogado, request.params.id),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/Visto',
    { preHandler, schema: { tags, params: loadParams, response: { 200: vistoReply } } },
    (request) => marcarCargaVista(deps, request.session.idAbogado, request.params.id),
  );

  api.put(
    '/api/RegistroAutomaticoProcesos/:id/RegistroManual',
    {
      preHandler,
      schema: { tags, params: loadParams, body: z.unknown(), response: { 200: z.array(itemReply) } },
    },
    (request) => registrarAMano(deps, request.session.idAbogado, request.params.id, request.body),
  );

  api.post(
    '/api/RegistroAutomaticoProcesos/:id/ReintentarProcesosConError',
    {
      preHandler,
      schema: { tags, params: loadParams, querystring: retryQuery, response: { 200: loadReply } },
    },
    (request) =>
      reintentarErroresTecnicos(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.query.esReintentadoPorUsuario,
      ),
  );
}
