/**
 * POST /api/RegistroAutomaticoProcesos/Archivo: a spreadsheet or CSV of radicados in, the
 * radicado-looking cells out (nothing is stored). Multipart is registered only in this scope.
 */

import { archivoReply } from '@expediente/domain/contrato/registro';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { leerArchivoDeRadicados, MAX_ARCHIVO_BYTES } from './leer-archivo-de-radicados.ts';

async function receiveFile(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw appError(415, 'ArchivoSinAdjunto');
  const part = await request.file().catch(() => {
    throw appError(400, 'ArchivoIlegible');
  });
  if (!part) throw appError(400, 'ArchivoSinAdjunto');
  try {
    return { buffer: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    const isTooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw isTooLarge ? appError(413, 'ArchivoMuyGrande') : appError(400, 'ArchivoIlegible');
  }
}

export async function registerArchivoRoute(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_ARCHIVO_BYTES, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/RegistroAutomaticoProcesos/Archivo',
      {
        preHandler: requireSession(deps.tokens),
        schema: { tags: ['registro'], consumes: ['multipart/form-data'], response: { 200: archivoReply } },
      },
      async (request) => {
        const { buffer, filename } = await receiveFile(request);
        return leerArchivoDeRadicados(buffer, filename);
      },
    );
  });
}
