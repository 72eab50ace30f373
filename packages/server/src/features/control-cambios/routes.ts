/** Change-control routes (seed 001 §7 'Change-control service'): thin — validate, call one use case, answer. */

import {
  cambioActualizadoReply,
  cambioDetalleReply,
  cambiosDeExpedienteQuery,
  cambiosQuery,
  cambiosReply,
  cierreBody,
  compartirInformeBody,
  compartirInformeReply,
  conclusionBody,
  controlReply,
  historialItem,
  historialQuery,
  hoyReply,
  idFechaQuery,
  idParams,
  importanteBody,
  navegacionQuery,
  navegacionReply,
  noEsMiParteReply,
} from '@expediente/domain/contrato/control-cambios';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { cerrarDia } from '../../monitoring/cerrar-dia.ts';
import { enviarInformesJob } from '../informe-diario/index.ts';
import {
  guardarConclusion,
  marcarFinalizado,
  marcarImportante,
  marcarRevisado,
} from './actualizar-cambio.ts';
import { registerAnexosRoutes } from './anexos-routes.ts';
import { compartirInforme } from './informe.ts';
import { leerCambioDetalle, leerCambiosDeExpediente } from './leer-cambio-detalle.ts';
import { buscarControlPorFecha, idFechaDeDia, leerControl, listarHistorial } from './leer-control.ts';
import { listarCambios, navegacion } from './listar-cambios.ts';
import { noEsMiParte } from './no-es-mi-parte.ts';
import { registerUsuariosRoutes } from './routes-usuarios.ts';

const tags = ['control-cambios'];

export async function registerControlCambiosRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireSession(deps.tokens);

  api.get(
    '/api/ControlCambiosDia',
    { preHandler, schema: { tags, querystring: idFechaQuery, response: { 200: controlReply } } },
    (request) => buscarControlPorFecha(deps.db, request.session.idAbogado, request.query.idFecha),
  );
  api.get(
    '/api/ControlCambiosDia/Historial',
    { preHandler, schema: { tags, querystring: historialQuery, response: { 200: historialItem.array() } } },
    (request) =>
      listarHistorial(deps.db, request.session.idAbogado, request.query.desde, request.query.hasta),
  );
  api.get(
    '/api/ControlCambiosDia/Hoy',
    { preHandler, schema: { tags, response: { 200: hoyReply } } },
    async () => {
      const fecha = await deps.clock.today();
      return { idFecha: idFechaDeDia(fecha), fecha };
    },
  );
  // Ours, for operators and the journeys: what the night's close (CLOSE_DAY_CRON) does, now, for
  // this account only — after POST /api/Monitoreo/Barrido, the day's control without waiting for
  // the cron. Administrators only, like the sweep; idempotent like the close itself.
  api.post(
    '/api/ControlCambiosDia/Cierre',
    { preHandler, schema: { tags, body: cierreBody, response: { 200: controlReply } } },
    async (request) => {
      const [usuario] = await deps.db
        .select({ esAdministrador: abogados.esAdministrador })
        .from(abogados)
        .where(eq(abogados.id, request.session.idUsuario));
      if (!usuario?.esAdministrador) throw appError(403, 'SinPermisos');
      const fecha = request.body?.fecha ?? (await deps.clock.today());
      await cerrarDia(deps, fecha, { idAbogado: request.session.idAbogado });
      // As the night's own close does: the morning report goes out right away.
      await deps.jobs.send(enviarInformesJob, {});
      return buscarControlPorFecha(deps.db, request.session.idAbogado, idFechaDeDia(fecha));
    },
  );
  api.get(
    '/api/ControlCambiosDia/:id',
    { preHandler, schema: { tags, params: idParams, response: { 200: controlReply } } },
    (request) => leerControl(deps.db, request.session.idAbogado, request.params.id),
  );
  api.get(
    '/api/ControlCambiosDia/:id/CambiosEnExpedienteDigital',
    {
      preHandler,
      schema: { tags, params: idParams, querystring: cambiosQuery, response: { 200: cambiosReply } },
    },
    (request) => listarCambios(deps.db, request.session.idAbogado, request.params.id, request.query),
  );
  const navigationOptions = {
    preHandler,
    schema: { tags, params: idParams, querystring: navegacionQuery, response: { 200: navegacionReply } },
  };
  // The seed writes the path with a trailing slash ('Navegacion/?idCambio='): both answer.
  for (const path of ['/api/ControlCambiosDia/:id/Navegacion', '/api/ControlCambiosDia/:id/Navegacion/'])
    api.get(path, navigationOptions, (request) =>
      navegacion(deps.db, request.session.idAbogado, request.params.id, request.query),
    );
  api.post(
    '/api/ControlCambiosDia/:id/InformeCambiosImportantes',
    {
      preHandler,
      schema: {
        tags,
        params: idParams,
        body: compartirInformeBody,
        response: { 200: compartirInformeReply },
      },
    },
    (request) => compartirInforme(deps, request.session, request.params.id, request.body),
  );

  api.get(
    '/api/CambioEnExpedienteDigital/Expedientes/:id/Cambio',
    {
      preHandler,
      schema: {
        tags,
        params: idParams,
        querystring: cambiosDeExpedienteQuery,
        response: { 200: cambioDetalleReply.array() },
      },
    },
    (request) =>
      leerCambiosDeExpediente(deps.db, request.session.idAbogado, request.params.id, request.query.idFecha),
  );
  api.get(
    '/api/CambioEnExpedienteDigital/:id',
    { preHandler, schema: { tags, params: idParams, response: { 200: cambioDetalleReply } } },
    (request) => leerCambioDetalle(deps.db, request.session.idAbogado, request.params.id),
  );
  const update = {
    preHandler,
    schema: { tags, params: idParams, response: { 200: cambioActualizadoReply } },
  };
  api.put(
    '/api/CambioEnExpedienteDigital/:id/Revisado',
    { ...update, schema: { ...update.schema, body: conclusionBody } },
    (request) => marcarRevisado(deps, request.session, request.params.id, request.body.conclusion),
  );
  api.put(
    '/api/CambioEnExpedienteDigital/:id/Conclusion',
    { ...update, schema: { ...update.schema, body: conclusionBody } },
    (request) => guardarConclusion(deps, request.session, request.params.id, request.body.conclusion),
  );
  api.put(
    '/api/CambioEnExpedienteDigital/:id/Importante',
    { ...update, schema: { ...update.schema, body: importanteBody } },
    (request) => marcarImportante(deps, request.session, request.params.id, request.body.importante),
  );
  api.put('/api/CambioEnExpedienteDigital/:id/Finalizado', update, (request) =>
    marcarFinalizado(deps, request.session, request.params.id),
  );
  api.put(
    '/api/CambioEnExpedienteDigital/:id/NoEsMiParte',
    { preHandler, schema: { tags, params: idParams, response: { 200: noEsMiParteReply } } },
    (request) => noEsMiParte(deps, request.session, request.params.id),
  );

  await registerAnexosRoutes(app, deps);
  registerUsuariosRoutes(app, deps);
}
