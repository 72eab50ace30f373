/** Case-file routes (seed 000 §7 'Case calls'): thin — validate, call one use case, answer. */

import {
  consultarRadicadosBody,
  consultarRadicadosReply,
  createBody,
  etapaParams,
  etapaReply,
  etiquetaQuery,
  etiquetaReply,
  expedienteReply,
  idParams,
  idReply,
  idsBody,
  listaMaestraBody,
  listaMaestraQuery,
  listaMaestraReply,
  listaWebReply,
  listQuery,
  messageReply,
  previewQuery,
  previewReply,
  resultadoAdicionalParams,
  resultadoAdicionalReply,
  resumenBody,
  resumenReply,
} from '@expediente/domain/contrato/expedientes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { leerEstadoFacturacion } from '../facturacion/index.ts';
import {
  eliminarExpediente,
  guardarEtapaProcesal,
  guardarEtiqueta,
  guardarResumen,
} from './actualizar-expediente.ts';
import { consultarRadicados } from './consultar-radicados.ts';
import { crearExpediente } from './crear-expediente.ts';
import { leerExpediente, leerExpedientesPorIds } from './leer-expedientes.ts';
import { crearValorDeListaMaestra, listarListaMaestra } from './lista-maestra.ts';
import { listarExpedientes, vistaPreviaDeBusqueda } from './listar-expedientes.ts';
import { eliminarResultadoAdicional, listarResultadosAdicionales } from './resultados-adicionales.ts';

const tags = ['expedientes'];

export async function registerExpedientesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);
  api.get(
    '/api/Expedientes',
    { preHandler, schema: { tags, querystring: listQuery, response: { 200: listaWebReply } } },
    (request) =>
      listarExpedientes(deps, request.session.idAbogado, request.query, request.session.funcionalidades),
  );

  api.get(
    '/api/Expedientes/V1/Buscar/Preview',
    { preHandler, schema: { tags, querystring: previewQuery, response: { 200: previewReply } } },
    (request) => vistaPreviaDeBusqueda(deps, request.session.idAbogado, request.query.queryString),
  );

  api.patch(
    '/api/Expedientes/Ids',
    { preHandler, schema: { tags, body: idsBody, response: { 200: z.array(expedienteReply) } } },
    (request) => leerExpedientesPorIds(deps, request.session.idAbogado, request.body.ids),
  );

  api.post(
    '/api/Expedientes/ConsultarRadicados',
    {
      preHandler,
      schema: { tags, body: consultarRadicadosBody, response: { 200: consultarRadicadosReply } },
    },
    (request) => consultarRadicados(deps.db, request.session.idAbogado, request.body.Radicados),
  );

  api.post(
    '/api/Expedientes',
    { preHandler, schema: { tags, body: createBody, response: { 201: expedienteReply } } },
    async (request, reply) =>
      reply.status(201).send(await crearExpediente(deps, request.session.idAbogado, request.body)),
  );

  api.get(
    '/api/Expedientes/:id',
    { preHandler, schema: { tags, params: idParams, response: { 200: expedienteReply } } },
    (request) =>
      leerExpediente(deps, request.session.idAbogado, request.params.id, request.session.funcionalidades),
  );

  api.delete(
    '/api/Expedientes/:id',
    { preHandler, schema: { tags, params: idParams, response: { 200: idReply } } },
    (request) => eliminarExpediente(deps, request.session.idAbogado, request.params.id),
  );

  api.put(
    '/api/Expedientes/:id/Etiqueta',
    {
      preHandler,
      schema: { tags, params: idParams, querystring: etiquetaQuery, response: { 200: etiquetaReply } },
    },
    (request) => guardarEtiqueta(deps, request.session.idAbogado, request.params.id, request.query.etiqueta),
  );

  api.put(
    '/api/Expedientes/:id/Resumen',
    { preHandler, schema: { tags, params: idParams, body: resumenBody, response: { 200: resumenReply } } },
    (request) => guardarResumen(deps, request.session.idAbogado, request.params.id, request.body.Resumen),
  );

  api.put(
    '/api/Expedientes/:id/EtapaProcesal/:stageId',
    { preHandler, schema: { tags, params: etapaParams, response: { 200: etapaReply } } },
    (request) =>
      guardarEtapaProcesal(deps, request.session.idAbogado, request.params.id, request.params.stageId),
  );

  api.get(
    '/api/Expedientes/:id/ResultadosAdicionales',
    { preHandler, schema: { tags, params: idParams, response: { 200: z.array(resultadoAdicionalReply) } } },
    (request) => listarResultadosAdicionales(deps, request.session.idAbogado, request.params.id),
  );

  api.delete(
    '/api/Expedientes/:id/ProcesoEnFuente/:idProceso/ResultadoAdicional',
    { preHandler, schema: { tags, params: resultadoAdicionalParams, response: { 200: messageReply } } },
    (request) =>
      eliminarResultadoAdicional(
        deps,
        request.session.idAbogado,
        request.params.id,
        request.params.idProceso,
      ),
  );

  api.get(
    '/api/ListaMaestra',
    { preHandler, schema: { tags, querystring: listaMaestraQuery, response: { 200: listaMaestraReply } } },
    (request) => listarListaMaestra(deps.db, request.session.idAbogado, request.query.codigo),
  );

  api.post(
    '/api/ListaMaestra',
    { preHandler, schema: { tags, body: listaMaestraBody, response: { 200: idReply, 201: idReply } } },
    async (request, reply) => {
      const { id, created } = await crearValorDeListaMaestra(
        deps.db,
        request.session.idAbogado,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  api.get(
    '/api/Abogados/EstadoFacturacion',
    { preHandler, schema: { tags, response: { 200: z.boolean() } } },
    (request) => leerEstadoFacturacion(deps.db, request.session.idAbogado),
  );
}
