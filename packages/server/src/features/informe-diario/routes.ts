/**
 * One-click unsubscribe of the morning report (RFC 8058: it acts only on POST — link scanners
 * follow GETs, which get a confirmation page) and the operator's view of the reports per day: how
 * many went out and when, how many late and which, how many still pending, and the failed ones
 * (permanent refusal or too many attempts) with their error — none is dropped silently.
 */

import { cancelarSuscripcionQuery } from '@expediente/domain/contrato/informe-diario';
import { fechaMonitoreoQuery } from '@expediente/domain/contrato/monitoreo';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { requireSession } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { enviarPagina, type PaginaHumana } from '../../http/pagina-humana.ts';
import { planDeLaNoche } from '../../monitoring/plan-noche.ts';
import { RUTA_CONFIGURACION, UNSUBSCRIBE_PURPOSE } from './construir-informe-diario.ts';

/**
 * A bad or expired link talks about unsubscribing (not about a download), keeps its 403 and shows
 * where to stop the e-mail by hand — for the browser's GET and the form's POST alike (item 12).
 */
const ENLACE_VENCIDO: PaginaHumana = {
  titulo: 'Este enlace para dejar de recibir el informe diario ya no sirve',
  parrafos: [
    'El enlace venció o no es válido: los enlaces de los correos sirven por un tiempo limitado.',
    'Puedes dejar de recibir el informe diario desde la configuración de notificaciones, después de ingresar a tu cuenta.',
  ],
  enlace: { texto: 'Ir a la configuración de notificaciones', href: RUTA_CONFIGURACION },
};

/** The account the link was made for, or null when it is expired, tampered or for something else. */
async function cuentaDelEnlace(deps: AppDeps, token: string): Promise<number | null> {
  try {
    return (await deps.tokens.verifyLink(token, UNSUBSCRIBE_PURPOSE)).idAbogado;
  } catch {
    return null;
  }
}

export async function registerInformeDiarioRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = '/api/InformeDiario/CancelarSuscripcion';

  api.get(
    path,
    { schema: { tags: ['informe-diario'], querystring: cancelarSuscripcionQuery } },
    async (request, reply) => {
      if ((await cuentaDelEnlace(deps, request.query.token)) === null)
        return enviarPagina(reply, 403, ENLACE_VENCIDO);
      return enviarPagina(reply, 200, {
        titulo: 'Dejar de recibir el informe diario',
        parrafos: [
          '¿Quieres dejar de recibir el correo diario con los cambios de tus procesos? Seguirás viéndolos en la aplicación.',
        ],
        htmlExtra:
          '<form method="post"><button type="submit" style="background:#4318ff;color:#fff;border:0;border-radius:8px;padding:10px 18px">Dejar de recibirlo</button></form>',
      });
    },
  );

  // The mail client posts 'List-Unsubscribe=One-Click' as a form; a browser posts the form above.
  // The form parser lives in this scope only: elsewhere a form body stays a 415.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        path,
        { schema: { tags: ['informe-diario'], querystring: cancelarSuscripcionQuery } },
        async (request, reply) => {
          const idAbogado = await cuentaDelEnlace(deps, request.query.token);
          if (idAbogado === null) return enviarPagina(reply, 403, ENLACE_VENCIDO);
          await deps.db.execute(sql`
          insert into preferencias_notificacion (id_abogado, correo_diario_suspendido) values (${idAbogado}, true)
          on conflict (id_abogado) do update set correo_diario_suspendido = true, actualizado_en = now()`);
          return enviarPagina(reply, 200, {
            titulo: 'Listo: ya no recibirás el informe diario',
            parrafos: [
              'Puedes volver a activarlo cuando quieras desde la configuración de notificaciones en la aplicación.',
            ],
            enlace: { texto: 'Ir a la configuración de notificaciones', href: RUTA_CONFIGURACION },
          });
        },
      );
  });

  api.get(
    '/api/Monitoreo/InformesDiarios',
    {
      preHandler: requireSession(deps.tokens),
      schema: { tags: ['monitoreo'], querystring: fechaMonitoreoQuery },
    },
    async (request) => {
      const [user] = await deps.db
        .select({ esAdministrador: abogados.esAdministrador })
        .from(abogados)
        .where(eq(abogados.id, request.session.idUsuario));
      if (!user?.esAdministrador) throw appError(403, 'SinPermisos');
      const fecha = request.query.fecha ?? (await deps.clock.today());
      const result = await deps.db.execute<Record<string, unknown>>(sql`
        select count(*)::int as total,
          count(*) filter (where estado = 'enviado')::int as enviados,
          count(*) filter (where estado = 'enviado' and tarde)::int as tarde,
          count(*) filter (where estado in ('pendiente', 'enviando'))::int as pendientes,
          count(*) filter (where estado = 'fallido')::int as fallidos,
          min(enviado_en) as primero, max(enviado_en) as ultimo,
          coalesce(json_agg(json_build_object('idAbogado', id_abogado, 'enviadoEn', enviado_en, 'limite', limite)
            order by enviado_en) filter (where tarde), '[]') as tardios,
          coalesce(json_agg(json_build_object('idAbogado', id_abogado, 'tipo', tipo, 'idExpediente', id_expediente,
            'intentos', intentos, 'error', error) order by id) filter (where estado = 'fallido'), '[]') as fallidas
        from envios_informe_diario where fecha = ${fecha}`);
      return { fecha, plan: planDeLaNoche(), ...result.rows[0] };
    },
  );
}
