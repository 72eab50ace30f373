/** Associated users and the current user's flags (seed 001 §7; the invite and remove paths are ours). */

import {
  coordinadorBody,
  idParams,
  invitarUsuarioBody,
  tutorialQuery,
  usuarioActualReply,
  usuarioAsociadoReply,
} from '@expediente/domain/contrato/control-cambios';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import {
  eliminarUsuarioAsociado,
  guardarCoordinador,
  invitarUsuarioAsociado,
  leerUsuarioActual,
  listarUsuariosAsociados,
  marcarTutorialVisto,
} from './usuarios.ts';

const tags = ['usuarios-asociados'];

export function registerUsuariosRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);

  api.get(
    '/api/Abogado/UsuariosAsociados',
    { preHandler, schema: { tags, response: { 200: usuarioAsociadoReply.array() } } },
    (request) => listarUsuariosAsociados(deps, request.session),
  );
  api.post(
    '/api/Abogado/UsuariosAsociados',
    { preHandler, schema: { tags, body: invitarUsuarioBody, response: { 201: usuarioAsociadoReply } } },
    async (request, reply) =>
      reply.status(201).send(await invitarUsuarioAsociado(deps, request.session, request.body)),
  );
  api.delete(
    '/api/Abogado/UsuariosAsociados/:id',
    { preHandler, schema: { tags, params: idParams } },
    async (request, reply) => {
      await eliminarUsuarioAsociado(deps, request.session, request.params.id);
      return reply.status(204).send();
    },
  );
  api.get(
    '/api/UsuariosActivos/Actual',
    { preHandler, schema: { tags, response: { 200: usuarioActualReply } } },
    (request) => leerUsuarioActual(deps, request.session),
  );
  api.put(
    '/api/UsuariosActivos/Tutorial',
    { preHandler, schema: { tags, querystring: tutorialQuery } },
    async (request, reply) => {
      await marcarTutorialVisto(deps, request.session, request.query.tipoTutorial);
      return reply.status(204).send();
    },
  );
  api.put(
    '/api/UsuariosActivos/:id',
    {
      preHandler,
      schema: { tags, params: idParams, body: coordinadorBody, response: { 200: usuarioAsociadoReply } },
    },
    (request) => guardarCoordinador(deps, request.session, request.params.id, request.body),
  );
}
