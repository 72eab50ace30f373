/**
 * The calendar feed (decision 0011):
 * - GET/POST/DELETE /api/Calendario/Suscripcion: the signed-in user's secret URL — state, create
 *   or rotate (the URL is answered once), revoke.
 * - GET /calendario/{token}.ics: the feed itself, no session; an unknown or revoked token is 404.
 * - GET /api/Expedientes/{id}/EventosCalendario: the case's pending términos and hearings (which
 *   actuaciones offer a download).
 * - GET /api/Expedientes/{id}/Actuaciones/{idActuacion}/ics: one actuación's término and hearings
 *   as a file to open in any calendar.
 */
import {
  actuacionIcsParams,
  archivoFeedParams,
  type EventoCalendario,
  estadoSuscripcionReply,
  expedienteParams,
  suscripcionCreadaReply,
} from '@expediente/domain/contrato/calendario-feed';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { expedientes } from '../../db/schema-expedientes.ts';
import { databaseAccountResolver } from '../../http/account-resolver.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { entradasDeCuenta, entradasDeUnaActuacion, fechaDeEntrada } from './entradas.ts';
import { calendarioIcs, uidDeEntrada } from './ics.ts';
import {
  crearOCambiarToken,
  estadoSuscripcion,
  FORMATO_TOKEN,
  revocarToken,
  urlDelFeed,
  usuarioDelToken,
} from './suscripcion.ts';

const TIPO_ICS = 'text/calendar; charset=utf-8';

export function registerCalendarioFeedRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cuentaDe = databaseAccountResolver(deps.db);

  api.get(
    '/api/Calendario/Suscripcion',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['calendario'], response: { 200: estadoSuscripcionReply } },
    },
    async (request) => estadoSuscripcion(deps, request.session.idUsuario),
  );

  api.post(
    '/api/Calendario/Suscripcion',
    {
      preHandler: requireSession(deps.tokens),
      schema: {
        tags: ['calendario'],
        response: { 200: suscripcionCreadaReply },
      },
    },
    async (request, reply) => {
      const { token, creadaEn } = await crearOCambiarToken(deps, request.session.idUsuario);
      reply.header('cache-control', 'no-store');
      return { activa: true, creadaEn, ultimoAcceso: null, ...urlDelFeed(deps.appUrl, token) };
    },
  );

  api.delete(
    '/api/Calendario/Suscripcion',
    { preHandler: requireSession(deps.tokens), schema: { tags: ['calendario'] } },
    async (request, reply) => {
      await revocarToken(deps, request.session.idUsuario);
      return reply.status(204).send();
    },
  );

  api.get(
    '/calendario/:archivo',
    { schema: { hide: true, params: archivoFeedParams } },
    async (request, reply) => {
      const token = request.params.archivo.replace(/\.ics$/, '');
      if (!request.params.archivo.endsWith('.ics') || !FORMATO_TOKEN.test(token))
        throw appError(404, 'NoEncontrado');
      const idUsuario = await usuarioDelToken(deps, token);
      const idAbogado = idUsuario === null ? null : ((await cuentaDe(idUsuario))?.idAbogado ?? null);
      if (idAbogado === null) throw appError(404, 'NoEncontrado');
      const entradas = await entradasDeCuenta(deps, idAbogado);
      return reply
        .type(TIPO_ICS)
        .header('cache-control', 'private, max-age=300')
        .header('x-robots-tag', 'noindex')
        .send(
          calendarioIcs(entradas, {
            appUrl: deps.appUrl,
            nombre: 'Expediente Digital · Términos y audiencias',
          }),
        );
    },
  );

  api.get(
    '/api/Expedientes/:id/EventosCalendario',
    { preHandler: requireSession(deps.tokens), schema: { tags: ['calendario'], params: expedienteParams } },
    async (request): Promise<EventoCalendario[]> => {
      const [caso] = await deps.db
        .select({ id: expedientes.id })
        .from(expedientes)
        .where(
          and(eq(expedientes.id, request.params.id), eq(expedientes.idAbogado, request.session.idAbogado)),
        );
      if (!caso) throw appError(404, 'ExpedienteNoEncontrado');
      const entradas = await entradasDeCuenta(deps, request.session.idAbogado, request.params.id, true);
      return entradas.map((entrada) => ({
        uid: uidDeEntrada(entrada),
        tipo: entrada.tipo,
        idActuacion: entrada.actuacion.idActuacion,
        fuente: entrada.actuacion.tipoFuente,
        descripcion: entrada.actuacion.descripcion,
        anotacion: entrada.actuacion.anotacion,
        fechaActuacion: entrada.actuacion.fechaActuacion,
        fecha: fechaDeEntrada(entrada),
        hora: entrada.tipo === 'audiencia' ? entrada.audiencia.hora : null,
        titulo: entrada.tipo === 'audiencia' ? entrada.audiencia.titulo : 'Vence término',
      }));
    },
  );

  api.get(
    '/api/Expedientes/:id/Actuaciones/:idActuacion/ics',
    {
      preHandler: requireSession(deps.tokens),
      schema: {
        tags: ['calendario'],
        params: actuacionIcsParams,
      },
    },
    async (request, reply) => {
      const { id, idActuacion } = request.params;
      const entradas = await entradasDeUnaActuacion(deps, request.session.idAbogado, id, idActuacion);
      if (!entradas?.length) throw appError(404, 'NoEncontrado');
      const primera = entradas[0];
      const nombre = primera?.tipo === 'audiencia' ? 'audiencia' : 'termino';
      return reply
        .type(TIPO_ICS)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${nombre}-${idActuacion}.ics"`)
        .send(calendarioIcs(entradas, { appUrl: deps.appUrl, nombre: 'Expediente Digital' }));
    },
  );
}
