/**
 * Webhooks in the profile (decision 0016), account holder only, like the API keys:
 * - POST /api/Webhooks: registers an address; the signing secret is answered once (201, no-store);
 * - GET /api/Webhooks: the account's webhooks (no secret) with pending and failed counts;
 * - DELETE /api/Webhooks/{id}: revokes (204, idempotent); its pending deliveries end as 'fallido';
 * - GET /api/Webhooks/{id}/Entregas?pagina=: the delivery log, newest first;
 * - POST /api/Webhooks/Entregas/{id}/Reenviar: the delivery is due again now;
 * - POST /api/Webhooks/{id}/Prueba: queues a signed 'prueba' event for that webhook (201).
 * Another account's webhook or delivery is 404, as if it did not exist.
 */

import { idParams } from '@expediente/domain/contrato/expedientes';
import {
  crearWebhookBody,
  entregaReply,
  entregasReply,
  paginaEntregasQuery,
  webhookCreadoReply,
  webhookReply,
} from '@expediente/domain/contrato/webhooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { validarDestino } from './direccion.ts';
import {
  crearWebhook,
  enviarEventoDePrueba,
  listarEntregas,
  listarWebhooks,
  reenviarEntrega,
  revocarWebhook,
} from './gestion.ts';
import { crearLimitePruebas } from './limite-pruebas.ts';
import { CALLBACKS_WEBHOOKS } from './openapi.ts';

const SOLO_TITULAR = () =>
  new AppError(403, 'SoloCuentaPrincipal', 'Solo la cuenta principal administra los webhooks.');

const tags = ['webhooks'];

export function registerWebhooksRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  // A webhook sends the firm's cases to a third party: the holder's decision, as with API keys.
  const soloTitular = async (request: FastifyRequest) => {
    if (request.session.idUsuario !== request.session.idAbogado) throw SOLO_TITULAR();
  };
  const preHandler = [session, soloTitular];
  // Tests and resends counted per app: both routes share it (limite-pruebas.ts).
  const limite = crearLimitePruebas();

  api.get(
    '/api/Webhooks',
    { preHandler, schema: { tags, response: { 200: z.array(webhookReply) } } },
    (request) => listarWebhooks(deps, request.session.idAbogado),
  );

  api.post(
    '/api/Webhooks',
    {
      preHandler,
      schema: {
        tags,
        description:
          "Registra una dirección HTTPS que recibe los eventos de la cuenta. El secreto 'whsec_…' se muestra solo aquí.",
        body: crearWebhookBody,
        response: { 201: webhookCreadoReply },
        callbacks: CALLBACKS_WEBHOOKS,
      },
    },
    async (request, reply) => {
      const url = await validarDestino(request.body.url, { esProduccion: deps.config.isProduction });
      const creado = await crearWebhook(deps, request.session.idAbogado, {
        url,
        descripcion: request.body.descripcion,
      });
      return reply.status(201).header('cache-control', 'no-store').send(creado);
    },
  );

  api.delete(
    '/api/Webhooks/:id',
    { preHandler, schema: { tags, params: idParams } },
    async (request, reply) => {
      if (!(await revocarWebhook(deps, request.session.idAbogado, request.params.id)))
        throw appError(404, 'NoEncontrado');
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/Webhooks/:id/Entregas',
    {
      preHandler,
      schema: {
        tags,
        params: idParams,
        querystring: paginaEntregasQuery,
        response: { 200: entregasReply },
      },
    },
    async (request) => {
      const log = await listarEntregas(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.query.pagina,
      );
      if (!log) throw appError(404, 'NoEncontrado');
      return log;
    },
  );

  api.post(
    '/api/Webhooks/:id/Prueba',
    {
      preHandler,
      schema: {
        tags,
        description:
          "Encola un evento firmado de tipo 'prueba' para este webhook; se entrega como cualquier otro y queda en sus entregas.",
        params: idParams,
        response: { 201: entregaReply },
      },
    },
    async (request, reply) => {
      const entrega = await enviarEventoDePrueba(deps, request.session.idAbogado, request.params.id, limite);
      if (!entrega) throw appError(404, 'NoEncontrado');
      return reply.status(201).send(entrega);
    },
  );

  api.post(
    '/api/Webhooks/Entregas/:id/Reenviar',
    { preHandler, schema: { tags, params: idParams, response: { 200: entregaReply } } },
    async (request) => {
      const entrega = await reenviarEntrega(deps, request.session.idAbogado, request.params.id, limite);
      if (!entrega) throw appError(404, 'NoEncontrado');
      return entrega;
    },
  );
}
