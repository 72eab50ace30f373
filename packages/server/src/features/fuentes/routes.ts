/** Source activation, deactivation and the data the engine stored per source. */
import {
  activationBody,
  activationParams,
  activationReply,
  deactivationParams,
  documentoFuenteParams,
  idParams,
  messageReply,
  pantallazoParams,
  sourceDataParams,
  tipoFuenteQuery,
} from '@expediente/domain/contrato/fuentes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { desactivarFuente, solicitarActivacionDeFuente } from './activar-fuente.ts';
import {
  leerDetalleProceso,
  leerVistaDocumento,
  listarActuaciones,
  listarDocumentosConCoincidencias,
} from './datos-de-fuente.ts';
import {
  DOCUMENTOS_FRESCOS_SEGUNDOS,
  leerVistaDocumentoFuente,
  listarDocumentosFuente,
} from './documentos-fuente.ts';
import { leerPantallazo, listarPantallazos } from './pantallazos.ts';

export async function registerFuentesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  const tags = ['fuentes'];

  api.put(
    '/api/Expedientes/:id/ProcesosEnFuente/:source/Activar',
    {
      preHandler: session,
      schema: { tags, params: activationParams, body: activationBody, response: { 200: activationReply } },
    },
    (request) =>
      solicitarActivacionDeFuente(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.params.source,
        request.body ?? {},
      ),
  );

  api.put(
    '/api/Expedientes/:id/ProcesosEnFuente/:source/Desactivar',
    { preHandler: session, schema: { tags, params: deactivationParams, response: { 200: messageReply } } },
    (request) => desactivarFuente(deps, request.session.idAbogado, request.params.id, request.params.source),
  );

  api.get(
    '/api/:fuente/Procesos/:id/Actuaciones',
    { preHandler: session, schema: { tags, params: sourceDataParams } },
    (request) => listarActuaciones(deps, request.session.idAbogado, request.params.fuente, request.params.id),
  );

  api.get(
    '/api/:fuente/Procesos/:id/Documentos',
    { preHandler: session, schema: { tags, params: sourceDataParams } },
    async (request, reply) => {
      try {
        return await listarDocumentosFuente(
          deps,
          request.session.idAbogado,
          request.params.fuente,
          request.params.id,
        );
      } catch (error) {
        // The source failed and nothing was read before: say when asking again can help.
        if (error instanceof AppError && error.status === 503)
          reply.header('Retry-After', String(DOCUMENTOS_FRESCOS_SEGUNDOS));
        throw error;
      }
    },
  );

  api.get(
    '/api/:fuente/Documentos/:docId/View',
    { preHandler: session, schema: { tags, params: documentoFuenteParams } },
    (request) =>
      leerVistaDocumentoFuente(deps, request.session.idAbogado, request.params.fuente, request.params.docId),
  );

  api.get(
    '/api/:fuente/Procesos/:id',
    { preHandler: session, schema: { tags, params: sourceDataParams } },
    (request) =>
      leerDetalleProceso(deps, request.session.idAbogado, request.params.fuente, request.params.id),
  );

  api.get(
    '/api/v2/procesos/:id',
    {
      preHandler: session,
      schema: {
        tags,
        params: idParams,
        querystring: tipoFuenteQuery,
      },
    },
    (request) =>
      listarDocumentosConCoincidencias(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.query.tipoFuente,
      ),
  );

  api.get('/api/Documentos/:id/Box', { preHandler: session, schema: { tags, params: idParams } }, (request) =>
    leerVistaDocumento(deps, request.session.idAbogado, request.params.id),
  );

  api.get(
    '/api/Expedientes/:id/Pantallazos',
    { preHandler: session, schema: { tags, params: idParams } },
    (request) => listarPantallazos(deps, request.session.idAbogado, request.params.id),
  );

  api.get(
    '/api/Consultas/:idConsulta/Pantallazo',
    { preHandler: session, schema: { tags, params: pantallazoParams } },
    (request) => leerPantallazo(deps, request.session.idAbogado, request.params.idConsulta),
  );
}
