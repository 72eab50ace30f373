/** The verification report's calls (seed 001 §7); the request and latest-report calls are ours. */
import { idParams, paginaQuery } from '@expediente/domain/contrato/verificacion';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import {
  estadisticas,
  marcarInformeVisto,
  procesosAVerificar,
  ultimaVerificacion,
} from './informe-verificacion.ts';
import { solicitarVerificacionDeCuenta } from './verificar-procesos.ts';

const tags = ['verificacion'];

export function registerVerificacionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);

  api.post('/api/VerificacionAutomaticaProcesos', { preHandler, schema: { tags } }, async (request, reply) =>
    reply.status(202).send(await solicitarVerificacionDeCuenta(deps, request.session)),
  );
  api.get('/api/VerificacionAutomaticaProcesos/Ultima', { preHandler, schema: { tags } }, (request) =>
    ultimaVerificacion(deps, request.session),
  );
  api.get(
    '/api/VerificacionAutomaticaProcesos/:id/Estadisticas',
    { preHandler, schema: { tags, params: idParams } },
    (request) => estadisticas(deps, request.session, request.params.id),
  );
  api.get(
    '/api/VerificacionAutomaticaProcesos/:id/ProcesosAVerificar',
    {
      preHandler,
      schema: {
        tags,
        params: idParams,
        querystring: paginaQuery,
      },
    },
    (request) => procesosAVerificar(deps, request.session, request.params.id, request.query.pagina),
  );
  api.put(
    '/api/UsuarioExpedienteDigital/InformeDeVerificacion/Visto',
    { preHandler, schema: { tags } },
    async (request, reply) => {
      await marcarInformeVisto(deps, request.session);
      return reply.status(204).send();
    },
  );
}
