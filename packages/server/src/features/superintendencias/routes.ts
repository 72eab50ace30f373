/**
 * Superintendencias and 'Servicios integrados' (seed 002 §2, §7): the wizard's request, the
 * service history, whether the account sees it, and the administrator's flag and status changes.
 */
import {
  errorReply,
  estadoBody,
  habilitadoBody,
  habilitadoReply,
  idAbogadoParams,
  idSolicitudParams,
  solicitudesQuery,
  solicitudesReply,
  solicitudReply,
  superintendenciasBody,
} from '@expediente/domain/contrato/superintendencias';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import {
  cambiarEstado,
  cambiarHabilitacion,
  listarSolicitudes,
  registrarSolicitud,
  serviciosIntegradosHabilitado,
} from './superintendencias.ts';

export function registerSuperintendenciasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  const tags = ['servicios-integrados'];

  api.post(
    '/api/ServiciosIntegrados/Superintendencias',
    {
      preHandler: session,
      schema: {
        tags,
        body: superintendenciasBody,
        response: { 201: solicitudReply, 400: errorReply, 403: errorReply, 503: errorReply },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await registrarSolicitud(deps, request.session, request.body)),
  );

  api.get(
    '/api/ServiciosIntegrados/Solicitudes',
    {
      preHandler: session,
      schema: { tags, querystring: solicitudesQuery, response: { 200: solicitudesReply, 403: errorReply } },
    },
    (request) => listarSolicitudes(deps, request.session.idAbogado, request.query.estado),
  );

  api.get(
    '/api/ServiciosIntegrados/Habilitado',
    { preHandler: session, schema: { tags, response: { 200: habilitadoReply } } },
    async (request) => ({ habilitado: await serviciosIntegradosHabilitado(deps, request.session.idAbogado) }),
  );

  api.put(
    '/api/ServiciosIntegrados/Abogados/:idAbogado/Habilitado',
    {
      preHandler: session,
      schema: { tags, params: idAbogadoParams, body: habilitadoBody, response: { 200: habilitadoReply } },
    },
    (request) =>
      cambiarHabilitacion(deps, request.session, request.params.idAbogado, request.body.habilitado),
  );

  api.put(
    '/api/ServiciosIntegrados/Solicitudes/:id/Estado',
    {
      preHandler: session,
      schema: { tags, params: idSolicitudParams, body: estadoBody, response: { 200: solicitudReply } },
    },
    (request) => cambiarEstado(deps, request.session, request.params.id, request.body),
  );
}
