/**
 * The Superintendencias request (seed 002 §2 wizard, §5 rules, §7 POST
 * ServiciosIntegrados/Superintendencias) and the service history (§2 'Service history', §3
 * statuses). A request is recorded for the account, then e-mailed to the service desk
 * (SERVICE_DESK_EMAIL; the client's `destinatario` is never used, so the call cannot relay mail);
 * when the mail cannot go out the row is removed again and the caller gets a 503.
 * 'Servicios integrados' (the history) is open to accounts with funcionalidades.serviciosIntegrados,
 * which an administrator sets (the seed's two hard-coded staff ids).
 */
import {
  ESTADOS_SOLICITUD,
  type EstadoSolicitud,
  esSuperintendencia,
  formatMessage,
  limpiarFila,
  MENSAJES_SUPERINTENDENCIAS,
  SOLICITUDES_SUPERINTENDENCIAS_POR_DIA,
  validarSolicitudSuperintendencias,
  valorMensualSuperintendencias,
} from '@expediente/domain';
import type {
  EstadoBody,
  Habilitado,
  SolicitudesServicio,
  SolicitudServicio,
  SuperintendenciasBody,
} from '@expediente/domain/contrato/superintendencias';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { solicitudesServicio } from '../../db/schema-servicios.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, appError, unauthorized } from '../../http/errors.ts';
import { solicitudSuperintendenciasEmail } from '../../mail/templates/solicitud-superintendencias.ts';
import { exigirFacturacionAlDia } from '../facturacion/index.ts';

export const SERVICIO_SUPERINTENDENCIAS = 'Superintendencias';
export const FLAG_SERVICIOS_INTEGRADOS = 'serviciosIntegrados';

const M = MENSAJES_SUPERINTENDENCIAS;

function presentar(row: typeof solicitudesServicio.$inferSelect): SolicitudServicio {
  return {
    id: row.id,
    servicio: row.servicio,
    superintendencia: row.superintendencia,
    asunto: row.asunto,
    estado: row.estado,
    numeroProcesos: row.numeroProcesos,
    valorMensual: row.valorMensual,
    numeroCotizacion: row.numeroCotizacion,
    fechaSolicitud: row.creadoEn.toISOString(),
    procesos: row.procesos,
  };
}

/** The entity of the request: the step-1 choice, else the rows' common fuente (the seed's payload). */
function superintendenciaDe(body: SuperintendenciasBody): unknown {
  if (body.superintendencia) return body.superintendencia.trim();
  const fuentes = new Set(body.procesos.map((fila) => fila.fuente?.trim() ?? ''));
  return fuentes.size === 1 ? [...fuentes][0] : null;
}

export async function registrarSolicitud(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  session: SessionClaims,
  body: SuperintendenciasBody,
): Promise<SolicitudServicio> {
  const superintendencia = superintendenciaDe(body);
  const resultado = validarSolicitudSuperintendencias(superintendencia, body.procesos);
  if (!resultado.valida || !esSuperintendencia(superintendencia)) {
    const campos: Record<string, string> = {};
    resultado.filas.forEach((errores, indice) => {
      for (const [campo, mensaje] of Object.entries(errores)) campos[`procesos.${indice}.${campo}`] = mensaje;
    });
    const code = Object.keys(campos).length > 0 ? 'ProcesosIncompletos' : 'SuperintendenciaInvalida';
    throw new AppError(
      400,
      code,
      resultado.mensaje ?? M.DiligenciarTodos,
      Object.keys(campos).length ? campos : undefined,
    );
  }
  const distinta = body.procesos.findIndex(
    (fila) => fila.fuente?.trim() && fila.fuente.trim() !== superintendencia,
  );
  if (distinta >= 0)
    throw new AppError(400, 'FuenteDistinta', M.FuenteDistinta, {
      [`procesos.${distinta}.fuente`]: M.FuenteDistinta,
    });
  // Same gate as 'Registrar procesos': a suspended account or overdue invoices disable registering.
  await exigirFacturacionAlDia(deps.db, session.idAbogado);
  // Each request is stored and e-mailed to the service desk: a bound per account and day, so one
  // account cannot fill the desk's inbox (adversarial audit).
  const [{ recientes }] = await deps.db
    .select({ recientes: sql<number>`count(*)::int` })
    .from(solicitudesServicio)
    .where(
      and(
        eq(solicitudesServicio.idAbogado, session.idAbogado),
        gt(solicitudesServicio.creadoEn, sql`now() - interval '1 day'`),
      ),
    );
  if (recientes >= SOLICITUDES_SUPERINTENDENCIAS_POR_DIA)
    throw new AppError(
      429,
      'DemasiadasSolicitudesSuperintendencias',
      formatMessage('DemasiadasSolicitudesSuperintendencias', { max: SOLICITUDES_SUPERINTENDENCIAS_POR_DIA }),
    );

  const [usuario] = await deps.db
    .select({ email: abogados.email, nombre: abogados.nombre, apellido: abogados.apellido })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!usuario) throw unauthorized();

  const procesos = body.procesos.map((fila) => limpiarFila(fila, superintendencia));
  const asunto = body.asunto?.trim() || `Registro de procesos en la Superintendencia ${superintendencia}`;
  const [row] = await deps.db
    .insert(solicitudesServicio)
    .values({
      idAbogado: session.idAbogado,
      idUsuario: session.idUsuario,
      servicio: SERVICIO_SUPERINTENDENCIAS,
      superintendencia,
      asunto,
      procesos,
      numeroProcesos: procesos.length,
      valorMensual: valorMensualSuperintendencias(procesos.length),
    })
    .returning();
  const message = solicitudSuperintendenciasEmail({
    id: row.id,
    asunto,
    superintendencia,
    correo: usuario.email,
    nombre: `${usuario.nombre} ${usuario.apellido}`.trim() || usuario.email,
    idAbogado: session.idAbogado,
    procesos,
  });
  try {
    await deps.mailer.send(deps.db, deps.config.SERVICE_DESK_EMAIL, message, session.idAbogado);
  } catch {
    await deps.db.delete(solicitudesServicio).where(eq(solicitudesServicio.id, row.id));
    throw new AppError(503, 'SolicitudNoEnviada', M.ErrorEnvio);
  }
  return presentar(row);
}

export async function serviciosIntegradosHabilitado(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
): Promise<boolean> {
  const [row] = await deps.db
    .select({
      flag: sql<boolean | null>`(${abogados.funcionalidades} ->> ${FLAG_SERVICIOS_INTEGRADOS})::boolean`,
    })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  return row?.flag === true;
}

export async function listarSolicitudes(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  estado: EstadoSolicitud | undefined,
): Promise<SolicitudesServicio> {
  if (!(await serviciosIntegradosHabilitado(deps, idAbogado)))
    throw new AppError(403, 'ServiciosIntegradosNoHabilitados', M.NoHabilitado);
  const rows = await deps.db
    .select()
    .from(solicitudesServicio)
    .where(
      and(
        eq(solicitudesServicio.idAbogado, idAbogado),
        estado ? eq(solicitudesServicio.estado, estado) : undefined,
      ),
    )
    .orderBy(desc(solicitudesServicio.creadoEn), desc(solicitudesServicio.id));
  return { solicitudes: rows.map(presentar) };
}

async function exigirAdministrador(deps: Pick<AppDeps, 'db'>, idUsuario: number): Promise<void> {
  const [usuario] = await deps.db
    .select({ esAdministrador: abogados.esAdministrador })
    .from(abogados)
    .where(eq(abogados.id, idUsuario));
  if (!usuario?.esAdministrador) throw appError(403, 'SinPermisos');
}

/** An administrator turns 'Servicios integrados' on or off for an account (its holder's id). */
export async function cambiarHabilitacion(
  deps: Pick<AppDeps, 'db'>,
  session: SessionClaims,
  idAbogado: number,
  habilitado: boolean,
): Promise<Habilitado> {
  await exigirAdministrador(deps, session.idUsuario);
  const updated = await deps.db
    .update(abogados)
    .set({
      funcionalidades: sql`${abogados.funcionalidades} || jsonb_build_object(${FLAG_SERVICIOS_INTEGRADOS}::text, ${habilitado}::boolean)`,
    })
    .where(and(eq(abogados.id, idAbogado), eq(abogados.esTitular, true)))
    .returning({ id: abogados.id });
  if (updated.length === 0) throw appError(404, 'NoEncontrado');
  return { habilitado };
}

/** The service desk (an administrator) moves a request through the §3 statuses, quoting it. */
export async function cambiarEstado(
  deps: Pick<AppDeps, 'db'>,
  session: SessionClaims,
  id: number,
  cambio: EstadoBody,
): Promise<SolicitudServicio> {
  await exigirAdministrador(deps, session.idUsuario);
  if (!ESTADOS_SOLICITUD.includes(cambio.estado)) throw appError(400, 'SolicitudInvalida');
  const [row] = await deps.db
    .update(solicitudesServicio)
    .set({
      estado: cambio.estado,
      ...(cambio.numeroCotizacion ? { numeroCotizacion: cambio.numeroCotizacion } : {}),
      ...(cambio.valorMensual != null ? { valorMensual: cambio.valorMensual } : {}),
      actualizadoEn: new Date(),
    })
    .where(eq(solicitudesServicio.id, id))
    .returning();
  if (!row) throw new AppError(404, 'NoEncontrado', M.SolicitudNoEncontrada);
  return presentar(row);
}
