/** Builds the Fastify application: API, WebSocket hub, OpenAPI document and the web app. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps.ts';
import { ESQUEMAS_SEGURIDAD_API_PUBLICA, registerApiPublicaRoutes } from './features/api-publica/routes.ts';
import { registerCalendarioFeedRoutes } from './features/calendario-feed/routes.ts';
import { registerCatalogosRoutes } from './features/catalogos/routes.ts';
import { registerCierresJudicialesRoutes } from './features/cierres-judiciales/routes.ts';
import { registerComunicacionesRoutes } from './features/comunicaciones/routes.ts';
import { registerControlCambiosRoutes } from './features/control-cambios/routes.ts';
import { registerCuentaRoutes } from './features/cuenta/routes.ts';
import { registerDevMailbox } from './features/dev/mailbox.ts';
import { registerDevSimulator } from './features/dev/simulador.ts';
import { registerEstadisticasRoutes } from './features/estadisticas/routes.ts';
import { registerExpedientesRoutes } from './features/expedientes/routes.ts';
import { registerFacturacionRoutes } from './features/facturacion/routes.ts';
import { registerFuentesRoutes } from './features/fuentes/routes.ts';
import { registerInformeDiarioRoutes } from './features/informe-diario/routes.ts';
import { registerInformesRoutes } from './features/informes/routes.ts';
import { registerMonitoreoRoutes } from './features/monitoreo/routes.ts';
import { registerNotificacionesRoutes } from './features/notificaciones/routes.ts';
import { registerOnboardingRoutes } from './features/onboarding/routes.ts';
import { registerPerfilRoutes } from './features/perfil/routes.ts';
import { registerReferidosRoutes } from './features/referidos/routes.ts';
import { registerRegistroRoutes } from './features/registro/routes.ts';
import { registerResultadoConsultaRoutes } from './features/resultado-consulta/routes.ts';
import { registerSimuladorRoutes } from './features/simulador/routes.ts';
import { registerSuperintendenciasRoutes } from './features/superintendencias/routes.ts';
import { registerUltimosCambiosRoutes } from './features/ultimos-cambios/routes.ts';
import { registerVerificacionRoutes } from './features/verificacion/routes.ts';
import { registerWebhooksRoutes } from './features/webhooks/routes.ts';
import { registerWrappedRoutes } from './features/wrapped/routes.ts';
import { responderErrorDeCliente } from './http/error-de-cliente.ts';
import { appError, registerErrorHandling } from './http/errors.ts';
import { registerHostileInputGuard } from './http/hostile-input.ts';
import { enviarPagina, esNavegacion, paginaDeError } from './http/pagina-humana.ts';
import { serializadoresRegistro } from './http/registro-seguro.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { type Hub, registerHub } from './realtime/hub.ts';
import { listenToEvents } from './realtime/listener.ts';

// Field-level validation details in Spanish.
z.config(z.locales.es());

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface BuiltApp {
  app: FastifyInstance;
  hub: Hub;
}

export async function buildApp(
  deps: Omit<AppDeps, 'log'>,
  options: {
    logger?: boolean;
    /** Where the log lines go instead of stdout (tests read them). */
    logStream?: { write(line: string): void };
    /** The court simulator in use, exposed at /dev/simulador outside production. */
    simulatorUrl?: string | null;
    /** Listen to the realtime events every process commits on this database (else none reach the hub). */
    listenUrl?: string;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger
      ? {
          level: deps.config.LOG_LEVEL,
          serializers: serializadoresRegistro,
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    // What Node's parser refuses before a route runs answers { code, message } in Spanish too.
    clientErrorHandler: responderErrorDeCliente,
    // Only the proxies named in TRUST_PROXY may say who the client is (rate limits key on it).
    trustProxy: deps.config.TRUST_PROXY?.length ? deps.config.TRUST_PROXY : false,
  });
  const fullDeps: AppDeps = { ...deps, log: app.log };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerHostileInputGuard(app);
  await registerSecurityHeaders(app, { isProduction: deps.config.isProduction });
  // The dev pages (every mail, invitation links with their secrets) answer only on this machine.
  app.addHook('onRequest', async (request) => {
    if (isDevPage(request) && !isLoopback(request.ip)) throw appError(404, 'NoEncontrado');
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Expediente Digital API',
        version: '1.0.0',
        description: 'API de Expediente Digital (es-CO).',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ...ESQUEMAS_SEGURIDAD_API_PUBLICA,
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const hub = await registerHub(app, deps.tokens);
  if (options.listenUrl) {
    const listener = await listenToEvents(options.listenUrl, {
      onEvent: (event) => hub.deliver(event),
      onError: (error) => app.log.warn({ err: error }, 'canal de avisos'),
    });
    app.addHook('onClose', () => listener.close());
  }
  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
  // First: its hook brings the judicial calendar up to date before any route computes a término.
  registerCierresJudicialesRoutes(app, fullDeps);
  await registerCuentaRoutes(app, fullDeps);
  await registerExpedientesRoutes(app, fullDeps);
  await registerRegistroRoutes(app, fullDeps);
  await registerFuentesRoutes(app, fullDeps);
  await registerCatalogosRoutes(app, fullDeps);
  await registerMonitoreoRoutes(app, fullDeps);
  await registerFacturacionRoutes(app, fullDeps);
  await registerInformesRoutes(app, fullDeps);
  await registerControlCambiosRoutes(app, fullDeps);
  await registerInformeDiarioRoutes(app, fullDeps);
  registerNotificacionesRoutes(app, fullDeps);
  registerResultadoConsultaRoutes(app, fullDeps);
  registerUltimosCambiosRoutes(app, fullDeps);
  registerVerificacionRoutes(app, fullDeps);
  registerWrappedRoutes(app, fullDeps);
  registerEstadisticasRoutes(app, fullDeps);
  registerSimuladorRoutes(app, fullDeps);
  registerPerfilRoutes(app, fullDeps);
  registerReferidosRoutes(app, fullDeps);
  registerCalendarioFeedRoutes(app, fullDeps);
  registerSuperintendenciasRoutes(app, fullDeps);
  registerComunicacionesRoutes(app, fullDeps);
  registerOnboardingRoutes(app, fullDeps);
  await registerApiPublicaRoutes(app, fullDeps);
  registerWebhooksRoutes(app, fullDeps);
  if (!deps.config.isProduction) await registerDevMailbox(app, fullDeps);
  if (!deps.config.isProduction && options.simulatorUrl) registerDevSimulator(app, options.simulatorUrl);
  await registerWebApp(app, deps.config.WEB_DIST_DIR);
  return { app, hub };
}

/**
 * The build's files under assets/ carry a hash of their content in their name: a browser keeps them
 * a year without asking again (a warm load asked for some forty of them, one 304 each). The rest
 * (index.html, sw.js, the manifest, icons) is asked again on every load, so a deploy shows at once.
 */
export function cacheDeArchivoWeb(rutaEnDist: string): string {
  return rutaEnDist.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves the built React app with a fallback to index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const webDist = distDir ? path.resolve(distDir) : defaultWebDist;
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild)
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // The build's brotli and gzip copies (packages/web/vite.config.ts), chosen by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheDeArchivoWeb(path.relative(webDist, filePath))),
    });
  // The README's URL: the static plugin refuses a directory (403), so '/' is the app's page itself.
  if (hasBuild)
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').sendFile('index.html'),
    );
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/dev/');
    if (isPage && hasBuild) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    const noEncontrado = appError(404, 'NoEncontrado');
    if (esNavegacion(request)) return enviarPagina(reply, 404, paginaDeError(404, noEncontrado.message));
    return reply.status(404).send(noEncontrado.toBody());
  });
}

/**
 * The route the router chose, and the path decoded: '/%64ev/correos' is routed to /dev/correos
 * while its raw URL does not start with '/dev/' (issue 20, item 3).
 */
function isDevPage(request: FastifyRequest): boolean {
  if (request.routeOptions.url?.startsWith('/dev/')) return true;
  const path = request.url.split('?')[0];
  try {
    return decodeURIComponent(path).toLowerCase().startsWith('/dev/');
  } catch {
    return path.toLowerCase().startsWith('/dev/');
  }
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' || ip.startsWith('127.');
}
