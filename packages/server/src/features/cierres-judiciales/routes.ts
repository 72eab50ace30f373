/**
 * Court closures (suspensión de términos, decision 0008), administrators only (path ours):
 * - GET /api/CierresJudiciales: every stored closure, newest first.
 * - POST /api/CierresJudiciales: adds one for a date range and the whole country, a city or a court.
 * - DELETE /api/CierresJudiciales/{id}: removes one.
 * Also the hook that keeps this process's judicial calendar current before any route computes a
 * término (calendario-vigente.ts).
 */
import {
  cierreBody,
  cierreIdParams,
  cierreReply,
  cierresReply,
  errorReply,
} from '@expediente/domain/contrato/cierres-judiciales';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { asegurarCalendario } from './calendario-vigente.ts';
import { crearCierre, eliminarCierre, listarCierres } from './cierres.ts';

const TAGS = ['cierres judiciales'];
/** The session's JWT (the bearer scheme app.ts declares). */
const SEGURIDAD = [{ bearer: [] }];
const ERRORES = { 400: errorReply, 401: errorReply, 403: errorReply };

export function registerCierresJudicialesRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Within the TTL this resolves at once; a failed check keeps the last calendar rather than
  // failing the request (the closures are a refinement of the national calendar, not a gate).
  app.addHook('onRequest', async () => {
    await asegurarCalendario(deps.db).catch((error: unknown) =>
      deps.log.warn({ error: String(error) }, 'no se pudo revisar los cierres judiciales'),
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  const soloAdministradores = async (request: FastifyRequest) => {
    const [usuario] = await deps.db
      .select({ esAdministrador: abogados.esAdministrador })
      .from(abogados)
      .where(eq(abogados.id, request.session.idUsuario));
    if (!usuario?.esAdministrador) throw appError(403, 'SinPermisos');
  };

  api.get(
    '/api/CierresJudiciales',
    {
      preHandler: [session, soloAdministradores],
      schema: {
        tags: TAGS,
        security: SEGURIDAD,
        summary: 'Cierres judiciales guardados',
        response: { 200: cierresReply, ...ERRORES },
      },
    },
    () => listarCierres(deps),
  );

  api.post(
    '/api/CierresJudiciales',
    {
      preHandler: [session, soloAdministradores],
      schema: {
        tags: TAGS,
        security: SEGURIDAD,
        summary: 'Agrega un cierre (suspensión de términos) nacional, de una ciudad o de un despacho',
        body: cierreBody,
        response: { 201: cierreReply, ...ERRORES },
      },
    },
    async (request, reply) => {
      const cierre = await crearCierre(deps, request.session.idUsuario, request.body);
      return reply.status(201).send(cierre);
    },
  );

  api.delete(
    '/api/CierresJudiciales/:id',
    {
      preHandler: [session, soloAdministradores],
      schema: {
        tags: TAGS,
        security: SEGURIDAD,
        summary: 'Elimina un cierre',
        params: cierreIdParams,
        response: { 200: cierreReply, 404: errorReply, ...ERRORES },
      },
    },
    (request) => eliminarCierre(deps, request.params.id),
  );
}
