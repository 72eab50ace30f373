/**
 * POST /api/SolicitudesLlamada: the simulator's 'call you' survey, e-mailed to the service desk with
 * the plans priced by the shared formula, so the adviser calls with the lawyer's own numbers.
 */

import type { SolicitudLlamada } from '@expediente/domain';
import type { SolicitudLlamadaEnviada } from '@expediente/domain/contrato/simulador';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError, notFound } from '../../http/errors.ts';
import { solicitudLlamadaEmail } from '../../mail/templates/solicitud-llamada.ts';

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
