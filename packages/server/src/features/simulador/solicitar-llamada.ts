/**
 * POST /api/SolicitudesLlamada: the simulator's 'call you' survey, e-mailed to the service desk with
 * the plans priced by the shared formula, so the adviser calls with the lawyer's own numbers.
 */

import { SOLICITUDES_LLAMADA_POR_DIA, type SolicitudLlamada } from '@expediente/domain';
import type { SolicitudLlamadaEnviada } from '@expediente/domain/contrato/simulador';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError, notFound } from '../../http/errors.ts';
import { correosDelDia } from '../../mail/correos-del-dia.ts';
import { solicitudLlamadaEmail } from '../../mail/templates/solicitud-llamada.ts';

/**
 * Each request e-mails the service desk: without a bound, one account could fill the sales inbox
 * (adversarial audit). Counted from the e-mails already sent for the account in 24 hours.
 */
async function exigirLlamadasDisponibles(deps: Pick<AppDeps, 'db'>, idAbogado: number): Promise<void> {
  if ((await correosDelDia(deps.db, idAbogado, 'solicitud-llamada')) >= SOLICITUDES_LLAMADA_POR_DIA)
    throw appError(429, 'DemasiadasSolicitudesLlamada');
}

export async function solicitarLlamada(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  session: { idAbogado: number; idUsuario: number },
  solicitud: SolicitudLlamada,
): Promise<SolicitudLlamadaEnviada> {
  const [usuario] = await deps.db
    .select({ email: abogados.email })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!usuario) throw notFound();
  await exigirLlamadasDisponibles(deps, session.idAbogado);
  const message = solicitudLlamadaEmail({
    ...solicitud,
    correo: usuario.email,
    idAbogado: session.idAbogado,
  });
  try {
    // SERVICE_DESK_EMAIL: the seed names no address (its survey is a third-party form).
    await deps.mailer.send(deps.db, deps.config.SERVICE_DESK_EMAIL, message, session.idAbogado);
  } catch {
    throw appError(503, 'SolicitudLlamadaNoEnviada');
  }
  return { enviada: true };
}
