/** The query-result screen's calls (seed 001 §7 'Digital case file service'). */
import { idFechaParams, idParams, paginaQuery } from '@expediente/domain/contrato/resultado-consulta';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import {
  expedientesDelResumen,
  marcarTutorialVisto,
  resumenPorFecha,
  resumenPorId,
  resumenUltimo,
} from './resultado-consulta.ts';

const tags = ['resultado-consulta'];

export function registerResultadoConsultaRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);
  // The summary's two lists of cases (not consulted, consulted in part), a page at a time.
  const rutaDeExpedientes = (ruta: string, categoria: 'noConsultados' | 'parcialmente') =>
    api.get(ruta, { preHandler, schema: { tags, params: idParams, querystring: paginaQuery } }, (request) =>
      expedientesDelResumen(deps, request.session, request.params.id, categoria, request.query.numeroPagina),
    );

  api.get(
    '/api/ResumenConsultaAbogado/IdFecha/:idFecha',
    {
      preHandler,
      schema: { tags, params: idFechaParams },
    },
    (request) => resumenPorFecha(deps, request.session, request.params.idFecha),
  );
  // Ours: the screen without an id opens on the newest consulted day.
  api.get('/api/ResumenConsultaAbogado/Ultimo', { preHandler, schema: { tags } }, (request) =>
    resumenUltimo(deps, request.session),
  );
  api.get('/api/ResumenConsultaAbogado/:id', { preHandler, schema: { tags, params: idParams } }, (request) =>
    resumenPorId(deps, request.session, request.params.id),
  );
  rutaDeExpedientes('/api/ResumenConsultaAbogado/:id/ExpedientesNoConsultados', 'noConsultados');
  rutaDeExpedientes('/api/ResumenConsultaAbogado/:id/ExpedientesConsultadosParcialmente', 'parcialmente');
  api.put(
    '/api/ResumenConsultaAbogado/:id/TutorialVisto',
    { preHandler, schema: { tags, params: idParams } },
    async (request, reply) => {
      await marcarTutorialVisto(deps, request.session, request.params.id);
      return reply.status(204).send();
    },
  );
}
