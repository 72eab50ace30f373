/**
 * One error vocabulary: a code from the domain catalogue, its HTTP status and the seeds' Spanish
 * message. Every API error answers { code, message } with a 4xx, never a 500 for user input.
 */
import { type ApiErrorBody, MESSAGES, type MessageCode } from '@expediente/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { enviarPagina, esNavegacion, paginaDeError } from './pagina-humana.ts';

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly campos?: Record<string, string>;

  constructor(status: number, code: string, message: string, campos?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.campos = campos;
  }

  /** Same error under a more specific key (e.g. ErrorAlRegistrarProcesoEnFuenteSamai). */
  withCode(code: string): AppError {
    return new AppError(this.status, code, this.message, this.campos);
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.campos ? { campos: this.campos } : {}) };
  }
}

/** An error whose text lives in the shared catalogue. */
export function appError(status: number, code: MessageCode, campos?: Record<string, string>): AppError {
  return new AppError(status, code, MESSAGES[code], campos);
}

export const badRequest = (code: MessageCode) => appError(400, code);
export const unauthorized = (code: MessageCode = 'CredencialesNoValidas') => appError(401, code);
export const forbidden = (code: MessageCode = 'SinPermisos') => appError(403, code);
export const notFound = (code: MessageCode = 'NoEncontrado') => appError(404, code);
export const conflict = (code: MessageCode) => appError(409, code);

function fromFastifyError(error: FastifyError): AppError | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const campos: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      campos[field || 'cuerpo'] = issue.message ?? 'valor inválido';
    }
    return appError(400, 'SolicitudInvalida', campos);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return appError(413, 'CuerpoMuyGrande');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return appError(415, 'SolicitudInvalida');
  if (error.statusCode === 429) return appError(429, 'DemasiadosIntentos');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return appError(error.statusCode, 'SolicitudInvalida');
  return null;
}

/** PostgreSQL data exceptions (class 22) and 'too large' (54000) that only input can cause. */
const INPUT_ERROR_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

export function isInputDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_ERROR_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (a 413 at the 10 MB mark, a 401 before an upload): Node
    // closes the socket after the answer, so the client must be told not to reuse it, or its next
    // request on that connection is reset (issue 21, item 15).
    if (!request.raw.complete) reply.header('connection', 'close');
    const known =
      error instanceof AppError
        ? error
        : (fromFastifyError(error) ??
          (isInputDatabaseError(error) ? appError(400, 'SolicitudInvalida') : null));
    if (!known) request.log.error({ err: error }, 'error no controlado');
    const answer = known ?? appError(500, 'ErrorInterno');
    // A person who opened the address in the browser reads a page, not the app's JSON.
    if (esNavegacion(request))
      return enviarPagina(reply, answer.status, paginaDeError(answer.status, answer.message));
    return reply.status(answer.status).send(answer.toBody());
  });
}
