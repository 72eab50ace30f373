/**
 * Notification settings (seed 001 §2 'Notification settings', §7 'Digital case file service'):
 * the account's format of the morning e-mail. Associated users read them; only the holder changes
 * them. How the three formats are read is recorded in docs/decisions/0006.
 */
import type {
  FormaNotificacionBody,
  PreferenciasNotificacion,
} from '@expediente/domain/contrato/notificaciones';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { preferenciasNotificacion } from '../../db/schema-notificaciones.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';

/** Part of GET /api/UsuarioExpedienteDigital (features/cuenta), and the answer of the PUT. */
export async function leerPreferencias(
  deps: Pick<AppDeps, 'db'>,
  session: SessionClaims,
): Promise<PreferenciasNotificacion> {
  const [preferencias] = await deps.db
    .select()
    .from(preferenciasNotificacion)
    .where(eq(preferenciasNotificacion.idAbogado, session.idAbogado));
  return {
    formaNotificacion: preferencias?.formaNotificacion ?? null,
    enviarResumen: preferencias?.enviarResumen ?? false,
    enviarNotificacionesPorDefecto: preferencias?.enviarNotificacionesPorDefecto ?? true,
    enviarCorreoSinCambios: preferencias?.enviarCorreoSinCambios ?? false,
    correoDiarioSuspendido: preferencias?.correoDiarioSuspendido ?? false,
    esCuentaPrincipal: session.idUsuario === session.idAbogado,
  };
}

export async function guardarFormaNotificacion(
  deps: AppDeps,
  session: SessionClaims,
  body: FormaNotificacionBody,
): Promise<PreferenciasNotificacion> {
  if (session.idUsuario !== session.idAbogado) throw appError(403, 'FormaNotificacionSoloPrincipal');
  const values = {
    formaNotificacion: body.formaNotificacion,
    enviarResumen: body.enviarResumen,
    enviarNotificacionesPorDefecto: body.enviarNotificacionesPorDefecto,
    ...(body.enviarCorreoSinCambios !== undefined && { enviarCorreoSinCambios: body.enviarCorreoSinCambios }),
    ...(body.recibirCorreoDiario !== undefined && { correoDiarioSuspendido: !body.recibirCorreoDiario }),
    actualizadoEn: sql`now()`,
  };
  await deps.db
    .insert(preferenciasNotificacion)
    .values({ idAbogado: session.idAbogado, ...values })
    .onConflictDoUpdate({ target: preferenciasNotificacion.idAbogado, set: values });
  return leerPreferencias(deps, session);
}
