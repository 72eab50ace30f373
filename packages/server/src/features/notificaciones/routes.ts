/**
 * The inbox and its settings (seed 001 §7 'Digital case file service'); the settings are read with
 * GET /api/UsuarioExpedienteDigital (features/cuenta).
 */
import {
  formaNotificacionBody,
  idParams,
  listaQuery,
  listaReply,
  preferenciasReply,
  resumenReply,
} from '@expediente/domain/contrato/notificaciones';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { listarNotificaciones, marcarVista, resumenNotificaciones } from './notificaciones.ts';
import { guardarFormaNotificacion } from './preferencias.ts';

const tags = ['notificaciones'];

export function registerNotificacionesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);

  api.get(
    '/api/NotificacionesCambio/Resumen',
    { preHandler, schema: { tags, response: { 200: resumenReply } } },
    (request) => resumenNotificaciones(deps, request.session),
  );
  api.get(
    '/api/NotificacionesCambio',
    { preHandler, schema: { tags, querystring: listaQuery, response: { 200: listaReply } } },
    (request) => listarNotificaciones(deps, request.session, request.query),
  );
  api.put(
    '/api/NotificacionesCambio/:id/Visto',
    { preHandler, schema: { tags, params: idParams } },
    (request) => marcarVista(deps, request.session, request.params.id),
  );
  api.put(
    '/api/UsuariosMigrados/FormaDeNotificacion',
    { preHandler, schema: { tags, body: formaNotificacionBody, response: { 200: preferenciasReply } } },
    (request) => guardarFormaNotificacion(deps, request.session, request.body),
  );
}
