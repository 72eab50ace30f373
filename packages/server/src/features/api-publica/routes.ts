/**
 * The public API (decision 0012).
 * - Session, account holder only: POST/GET /api/ClavesApi (create — the key is answered once —
 *   and list), DELETE /api/ClavesApi/{id} (revoke).
 * - Key (`Authorization: Bearer edk_…` or `X-Api-Key: edk_…`), rate-limited per key:
 *   GET /api/v1/expedientes (paged), GET /api/v1/expedientes/{id}, GET /api/v1/cambios?desde=
 *   (scope 'lectura') and POST /api/v1/expedientes (scope 'registro', the same use case as
 *   POST /api/Expedientes). The account is the key's; a revoked or unknown key is 401.
 */

import { fuenteById } from '@expediente/domain';
import type { AlcanceClaveApi } from '@expediente/domain/contrato/api-publica';
import {
  cambiosDesdeQuery,
  cambiosDesdeReply,
  claveCreadaReply,
  clavesReply,
  crearClaveBody,
  errorReply,
} from '@expediente/domain/contrato/api-publica';
import {
  createBody,
  expedienteReply,
  idParams,
  listQuery,
  listReply,
} from '@expediente/domain/contrato/expedientes';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { type CambioRow, presentarCambio, seleccionarCambios } from '../control-cambios/index.ts';
import { crearExpediente, leerExpediente, listarExpedientesConTotal } from '../expedientes/index.ts';
import {
  type ClaveAutenticada,
  claveDeLlamada,
  contarClavesActivas,
  crearClave,
  listarClaves,
  MAXIMO_CLAVES_ACTIVAS,
  revocarClave,
} from './claves.ts';

/** The OpenAPI security schemes of the key routes, added to the document's components in app.ts. */
export const ESQUEMAS_SEGURIDAD_API_PUBLICA = {
  claveApi: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: "Clave de API de la cuenta (edk_…), creada en 'Mi cuenta'.",
  },
  claveApiBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'edk_…',
    description: 'La misma clave de API en Authorization: Bearer.',
  },
} as const;

const SEGURIDAD: { [esquema: string]: string[] }[] = [{ claveApi: [] }, { claveApiBearer: [] }];

export const CLAVE_NO_VALIDA = () =>
  new AppError(401, 'ClaveApiNoValida', 'La clave de API no es válida o fue revocada.');
const SIN_ALCANCE = (alcance: AlcanceClaveApi) =>
  new AppError(403, 'ClaveApiSinAlcance', `La clave de API no tiene el alcance '${alcance}'.`);
const SOLO_TITULAR = () =>
  new AppError(403, 'SoloCuentaPrincipal', 'Solo la cuenta principal administra las claves de API.');
const DEMASIADAS_CLAVES = () =>
  new AppError(
    409,
    'DemasiadasClavesApi',
    `La cuenta ya tiene ${MAXIMO_CLAVES_ACTIVAS} claves activas: revoque una antes de crear otra.`,
  );

declare module 'fastify' {
  interface FastifyRequest {
    claveApi?: ClaveAutenticada;
  }
}

function claveDeCabeceras(request: FastifyRequest): string | null {
  const cabecera = request.headers['x-api-key'];
  if (typeof cabecera === 'string' && cabecera.trim()) return cabecera.trim();
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || null;
  return null;
}

function claveDe(request: FastifyRequest): ClaveAutenticada {
  if (!request.claveApi) throw CLAVE_NO_VALIDA();
  return request.claveApi;
}

const TAMANO_PAGINA_CAMBIOS = 500;
export async function registerApiPublicaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  const soloTitular = async (request: FastifyRequest) => {
    if (request.session.idUsuario !== request.session.idAbogado) throw SOLO_TITULAR();
  };

  api.get(
    '/api/ClavesApi',
    {
      preHandler: [session, soloTitular],
      schema: { tags: ['api-publica'], response: { 200: clavesReply } },
    },
    (request) => listarClaves(deps, request.session.idAbogado),
  );

  api.post(
    '/api/ClavesApi',
    {
      preHandler: [session, soloTitular],
      schema: {
        tags: ['api-publica'],
        body: crearClaveBody,
        response: { 201: claveCreadaReply },
      },
    },
    async (request, reply) => {
      if ((await contarClavesActivas(deps, request.session.idAbogado)) >= MAXIMO_CLAVES_ACTIVAS)
        throw DEMASIADAS_CLAVES();
      const creada = await crearClave(deps, request.session.idAbogado, request.body);
      return reply.status(201).header('cache-control', 'no-store').send(creada);
    },
  );

  api.delete(
    '/api/ClavesApi/:id',
    { preHandler: [session, soloTitular], schema: { tags: ['api-publica'], params: idParams } },
    async (request, reply) => {
      if (!(await revocarClave(deps, request.session.idAbogado, request.params.id)))
        throw appError(404, 'NoEncontrado');
      return reply.status(204).send();
    },
  );

  // The per-key limit: @fastify/rate-limit, already registered by the account routes (global: false).
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });
  const limite = app.rateLimit({
    timeWindow: '1 minute',
    max: (request) => request.claveApi?.limitePorMinuto ?? 1,
    keyGenerator: (request) => `clave-api:${request.claveApi?.id ?? request.ip}`,
    errorResponseBuilder: () => appError(429, 'DemasiadosIntentos'),
  });
  const autenticar = async (request: FastifyRequest) => {
    const clave = claveDeCabeceras(request);
    const encontrada = clave ? await claveDeLlamada(deps, clave) : null;
    if (!encontrada) throw CLAVE_NO_VALIDA();
    request.claveApi = encontrada;
  };
  const alcance = (requerido: AlcanceClaveApi) => async (request: FastifyRequest) => {
    if (!claveDe(request).alcances.includes(requerido)) throw SIN_ALCANCE(requerido);
  };
  // The key is read on request (headers only), so a call without one is 401 before its body is checked.
  const onRequest = [autenticar, limite];
  const lectura = alcance('lectura');
  const tags = ['api-publica v1'];
  const errores = { 401: errorReply, 403: errorReply, 429: errorReply };

  api.get(
    '/api/v1/expedientes',
    {
      onRequest,
      preHandler: lectura,
      schema: {
        tags,
        security: SEGURIDAD,
        description: "Los procesos de la cuenta de la clave, 20 por página. Alcance 'lectura'.",
        querystring: listQuery,
        response: { 200: listReply, ...errores },
      },
    },
    (request) => listarExpedientesConTotal(deps, claveDe(request).idAbogado, request.query),
  );

  api.get(
    '/api/v1/expedientes/:id',
    {
      onRequest,
      preHandler: lectura,
      schema: {
        tags,
        security: SEGURIDAD,
        description: "Un proceso de la cuenta de la clave. Alcance 'lectura'.",
        params: idParams,
        response: { 200: expedienteReply, ...errores },
      },
    },
    (request) => leerExpediente(deps, claveDe(request).idAbogado, request.params.id),
  );

  api.get(
    '/api/v1/cambios',
    {
      onRequest,
      preHandler: lectura,
      schema: {
        tags,
        security: SEGURIDAD,
        description:
          "Los cambios (actuaciones y coincidencias nuevas) de la cuenta encontrados desde la fecha dada, del más antiguo al más reciente, 500 por página. Alcance 'lectura'.",
        querystring: cambiosDesdeQuery,
        response: { 200: cambiosDesdeReply, ...errores },
      },
    },
    async (request) => {
      const { desde, pagina } = request.query;
      const filas = await deps.db.execute<CambioRow>(
        seleccionarCambios(
          sql`c.id_abogado = ${claveDe(request).idAbogado} and c.suprimido is null
            and c.tipo in ('actuacion', 'coincidencia') and c.fecha >= ${desde}::date`,
          sql`order by c.fecha, c.id
            limit ${TAMANO_PAGINA_CAMBIOS + 1} offset ${(pagina - 1) * TAMANO_PAGINA_CAMBIOS}`,
        ),
      );
      const cambios = filas.rows.slice(0, TAMANO_PAGINA_CAMBIOS).map((fila) => {
        const cambio = presentarCambio(fila);
        const dia = String(cambio.idFecha);
        return {
          idCambio: cambio.id,
          idExpediente: cambio.idExpediente,
          numeroExpediente: cambio.numeroExpediente,
          fecha: `${dia.slice(0, 4)}-${dia.slice(4, 6)}-${dia.slice(6)}`,
          tipo: cambio.esCoincidencia ? ('coincidencia' as const) : ('actuacion' as const),
          fuentes: cambio.fuentes.map((id) => fuenteById(id)?.nombre ?? String(id)),
          descripcion: cambio.descripcion,
          anotacion: cambio.anotacion,
          fechaActuacion: cambio.fechaActuacion,
          termino: cambio.terminoCalculado?.vence ?? cambio.fechaFinalizaTermino,
          reglaTermino: cambio.terminoCalculado?.regla ?? null,
        };
      });
      return { cambios, pagina, hayMas: filas.rows.length > TAMANO_PAGINA_CAMBIOS };
    },
  );

  api.post(
    '/api/v1/expedientes',
    {
      onRequest,
      preHandler: alcance('registro'),
      schema: {
        tags,
        security: SEGURIDAD,
        description:
          "Registra un proceso en la cuenta de la clave, con las fuentes a consultar (como el registro manual). Alcance 'registro'.",
        body: createBody,
        response: { 201: expedienteReply, ...errores },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await crearExpediente(deps, claveDe(request).idAbogado, request.body)),
  );
}
