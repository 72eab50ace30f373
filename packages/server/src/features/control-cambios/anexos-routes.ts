/** Attachment routes; multipart is registered only in this scope, with the 10 MB limit. */
import { DOCUMENTO_ANEXO_MAX_BYTES } from '@expediente/domain';
import {
  descargaQuery,
  documentoAnexoReply,
  documentoParams,
  idParams,
  urlReply,
} from '@expediente/domain/contrato/control-cambios';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { abrirAnexo, listarAnexos, subirAnexo, urlDeAnexo } from './anexos.ts';

const tags = ['control-cambios'];

export async function registerAnexosRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const preHandler = requireSession(deps.tokens);
  await app.register(async (scope) => {
    // One byte over the limit makes the stream report truncation; subirAnexo refuses at 10 MB.
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENTO_ANEXO_MAX_BYTES + 1, files: 1, fields: 5 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/CambioEnExpedienteDigital/:id/DocumentoAnexo',
      {
        preHandler,
        schema: {
          tags,
          params: idParams,
          consumes: ['multipart/form-data'],
          response: { 201: documentoAnexoReply },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw appError(415, 'DocumentoAnexoSinArchivo');
        const file = await request.file().catch(() => {
          throw appError(400, 'DocumentoAnexoSinArchivo');
        });
        const saved = await subirAnexo(deps, request.session, request.params.id, file);
        return reply.status(201).send(saved);
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/CambioEnExpedienteDigital/:id/DocumentosAnexos',
    { preHandler, schema: { tags, params: idParams, response: { 200: documentoAnexoReply.array() } } },
    (request) => listarAnexos(deps.db, request.session.idAbogado, request.params.id),
  );
  api.get(
    '/api/CambioEnExpedienteDigital/:id/DocumentosAnexos/:idDoc/Url',
    { preHandler, schema: { tags, params: documentoParams, response: { 200: urlReply } } },
    (request) => urlDeAnexo(deps, request.session.idAbogado, request.params.id, request.params.idDoc),
  );
  // The signed link AND a session of the same account (decision 0005): the web fetches it with its
  // bearer token and saves the blob, so a leaked link is useless to anyone else.
  api.get(
    '/api/DocumentosAnexos/Descarga',
    { preHandler, schema: { tags, querystring: descargaQuery } },
    async (request, reply) => {
      const { anexo, stream } = await abrirAnexo(deps, request.session, request.query.token);
      return reply
        .type(anexo.tipoContenido)
        .header('content-length', anexo.tamano)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(anexo.nombreArchivo)}`,
        )
        .send(stream);
    },
  );
}
