/**
 * The statistics calls (seed 002 §7): the last summary's figures, the last 5 or 30 summaries, the
 * cases by week of their latest change, and (ours) whether the account shows the rotating card.
 * Every figure is the signed-in account's: the id comes from the session, never from input.
 */
import {
  cambiosPorSemanaReply,
  errorReply,
  leerNumeroRegistros,
  numeroRegistrosQuery,
  tarjetaReply,
  ultimoResumenReply,
  ultimosResumenesReply,
} from '@expediente/domain/contrato/estadisticas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { expedientesCambiosPorSemana } from './cambios-por-semana.ts';
import { tarjetaEstadisticasHabilitada } from './tarjeta.ts';
import { estadisticasUltimoResumen } from './ultimo-resumen.ts';
import { estadisticasUltimosResumenes } from './ultimos-resumenes.ts';

const tags = ['estadisticas'];

export function registerEstadisticasRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);

  api.get(
    '/api/ResumenActualizacion/UltimoResumen/Estadisticas',
    { preHandler: session, schema: { tags, response: { 200: ultimoResumenReply.nullable() } } },
    (request) => estadisticasUltimoResumen(deps, request.session.idAbogado),
  );

  api.get(
    '/api/ResumenActualizacion/Estadisticas',
    {
      preHandler: session,
      schema: {
        tags,
        querystring: numeroRegistrosQuery,
        response: { 200: ultimosResumenesReply, 400: errorReply },
      },
    },
    (request) => {
      const numeroRegistros = leerNumeroRegistros(request.query.numeroRegistros);
      if (numeroRegistros === null) throw appError(400, 'NumeroRegistrosNoValido');
      return estadisticasUltimosResumenes(deps, request.session.idAbogado, numeroRegistros);
    },
  );

  api.get(
    '/api/ResumenActualizacion/ExpedientesCambiosPorSemana',
    { preHandler: session, schema: { tags, response: { 200: cambiosPorSemanaReply } } },
    (request) => expedientesCambiosPorSemana(deps, request.session.idAbogado),
  );

  api.get(
    '/api/ResumenActualizacion/TarjetaEstadisticas',
    { preHandler: session, schema: { tags, response: { 200: tarjetaReply } } },
    async (request) => ({ habilitada: await tarjetaEstadisticasHabilitada(deps, request.session.idAbogado) }),
  );
}
