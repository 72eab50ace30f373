/** Account routes: thin — validate, call one use case, answer. */

import {
  accountBody,
  accountReply,
  activationBody,
  activationParams,
  activationQuery,
  activoReply,
  cambioContrasenaBody,
  loginBody,
  messageReply,
  restablecerBody,
  resumenGeneralReply,
  solicitudRestablecerBody,
  tokensReply,
  usuarioExpedienteDigitalReply,
  verificarCorreoBody,
} from '@expediente/domain/contrato/cuenta';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requirePublicApiKey, requireSession } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { activateInvitation, esAbogadoActivo } from './activate-invitation.ts';
import { cambiarContrasena, cerrarSesionesEnTodosLosDispositivos } from './contrasena.ts';
import { crearLimiteIngreso } from './limite-ingreso.ts';
import { crearLimiteRegistros } from './limite-registros.ts';
import { restablecerContrasena, solicitarRestablecimiento } from './restablecer-contrasena.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { leerResumenGeneral, leerUsuarioExpedienteDigital } from './usuario-de-sesion.ts';
import { reenviarVerificacion, verificarCorreo } from './verificar-correo.ts';

export async function registerCuentaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = requireSession(deps.tokens);
  const registros = crearLimiteRegistros(deps.config.SIGNUP_RATE_LIMIT);
  // Registered here for the public API's per-key limit (api-publica/routes.ts).
  await app.register(rateLimit, { global: false, hook: 'preHandler' });

  const limite = crearLimiteIngreso({
    maxPorCuenta: deps.config.LOGIN_RATE_LIMIT,
    maxPorCliente: deps.config.LOGIN_RATE_LIMIT_IP,
  });
  api.post(
    '/api/Login',
    {
      preHandler: [
        requirePublicApiKey,
        // After validation, so the key is the e-mail in the body as sign-in will read it.
        async (request, reply) => {
          const ms = limite.espera(request.body.email, request.ip);
          if (ms > 0) {
            reply.header('retry-after', Math.ceil(ms / 1000));
            throw appError(429, 'DemasiadosIntentos');
          }
        },
      ],
      schema: { tags: ['cuenta'], body: loginBody, response: { 200: tokensReply } },
    },
    async (request) => {
      try {
        const tokens = await signIn(deps, request.body);
        limite.exito(request.body.email);
        return tokens;
      } catch (error) {
        if (error instanceof AppError && error.status === 401) limite.fallo(request.body.email, request.ip);
        throw error;
      }
    },
  );

  api.post(
    '/api/Account',
    { schema: { tags: ['cuenta'], body: accountBody, response: { 201: accountReply } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await signUp(deps, request.body, { limite: registros, clientAddress: request.ip })),
  );

  // Per client address: the reset form must not become a way to flood mailboxes or probe addresses.
  const porDireccion = (max: number, timeWindow: string) => ({
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: { ip: string }) => request.ip,
      errorResponseBuilder: () => appError(429, 'DemasiadosIntentos'),
    },
  });

  api.post(
    '/api/RestablecerContrasena/Solicitud',
    {
      config: porDireccion(5, '15 minutes'),
      schema: { tags: ['cuenta'], body: solicitudRestablecerBody, response: { 200: messageReply } },
    },
    (request) => solicitarRestablecimiento(deps, request.body),
  );

  api.post(
    '/api/RestablecerContrasena',
    {
      config: porDireccion(10, '15 minutes'),
      schema: { tags: ['cuenta'], body: restablecerBody, response: { 200: messageReply } },
    },
    (request) => restablecerContrasena(deps, request.body),
  );

  api.post(
    '/api/VerificarCorreo',
    {
      config: porDireccion(10, '15 minutes'),
      schema: { tags: ['cuenta'], body: verificarCorreoBody, response: { 200: messageReply } },
    },
    (request) => verificarCorreo(deps, request.body),
  );

  api.post(
    '/api/perfil/ReenviarVerificacion',
    { preHandler: session, schema: { tags: ['cuenta'], response: { 200: messageReply } } },
    (request) => reenviarVerificacion(deps, request.session),
  );

  api.put(
    '/api/perfil/Contrasena',
    {
      preHandler: session,
      config: porDireccion(10, '15 minutes'),
      schema: { tags: ['cuenta'], body: cambioContrasenaBody, response: { 200: tokensReply } },
    },
    (request) => cambiarContrasena(deps, request.session, request.body),
  );

  api.post(
    '/api/perfil/CerrarSesiones',
    { preHandler: session, schema: { tags: ['cuenta'], response: { 200: tokensReply } } },
    (request) => cerrarSesionesEnTodosLosDispositivos(deps, request.session),
  );

  api.get(
    '/api/ResumenGeneral',
    { preHandler: session, schema: { tags: ['cuenta'], response: { 200: resumenGeneralReply } } },
    (request) => leerResumenGeneral(deps, request.session.idUsuario),
  );

  api.get(
    '/api/UsuarioExpedienteDigital',
    { preHandler: session, schema: { tags: ['cuenta'], response: { 200: usuarioExpedienteDigitalReply } } },
    (request) => leerUsuarioExpedienteDigital(deps, request.session),
  );

  api.put(
    '/api/UsuariosActivos/:id/ActivarInvitacion',
    {
      schema: {
        tags: ['cuenta'],
        params: activationParams,
        querystring: activationQuery,
        body: activationBody,
        response: { 200: tokensReply },
      },
    },
    (request) =>
      activateInvitation(deps, {
        idAbogado: request.params.id,
        idControlCambios: request.query.idControlCambios,
        ...request.body,
      }),
  );

  api.get(
    '/api/Abogados/:id/Activo',
    {
      preHandler: requirePublicApiKey,
      schema: { tags: ['cuenta'], params: activationParams, response: { 200: activoReply } },
    },
    (request) => esAbogadoActivo(deps, request.params.id),
  );
}
