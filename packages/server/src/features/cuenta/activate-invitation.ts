/** An invited (associated) user sets a password and becomes active (seed 002 §2, §5). */
import { validateActivation } from '@expediente/domain';
import type { ActivationBody } from '@expediente/domain/contrato/cuenta';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { appError } from '../../http/errors.ts';
import { gastarSecretoInvitacion, invitacionVencida } from './invitaciones.ts';
import { hashDeContrasena } from './passwords.ts';

export interface ActivationRequest extends ActivationBody {
  idAbogado: number;
  idControlCambios?: string;
}

export async function activateInvitation(deps: AppDeps, input: ActivationRequest) {
  const password = input.password ?? '';
  const invalid = validateActivation({
    idAbogado: String(input.idAbogado),
    idControlCambios: input.idControlCambios ?? null,
    password,
    passwordRepetida: input.passwordRepetida ?? '',
    aceptaTerminos: input.aceptaTerminos === true,
  });
  if (invalid) throw appError(400, invalid);
  const passwordHash = await hashDeContrasena(password);
  // The invitation's secret must be one of the user's, unused and not past its 7 days, and only a
  // still-invited user can be activated; spending the secret and activating commit together.
  const activated = await deps.db.transaction(async (tx) => {
    if (!(await gastarSecretoInvitacion(tx, input.idAbogado, input.idControlCambios ?? ''))) return null;
    const [row] = await tx
      .update(abogados)
      // The invitation's link reached this address: it is confirmed.
      .set({ passwordHash, estado: 'activo', correoVerificadoEn: new Date() })
      .where(and(eq(abogados.id, input.idAbogado), eq(abogados.estado, 'invitado')))
      .returning({ id: abogados.id, email: abogados.email, versionSesion: abogados.versionSesion });
    return row ?? null;
  });
  if (!activated) {
    if (await invitacionVencida(deps, input.idAbogado, input.idControlCambios ?? ''))
      throw appError(410, 'InvitacionVencida');
    throw appError(404, 'ErrorActivarUsuario');
  }
  const token = await deps.tokens.sign({
    idAbogado: activated.id,
    email: activated.email,
    versionSesion: activated.versionSesion,
  });
  return { token, tokenExpedienteDigital: token };
}

export async function esAbogadoActivo(deps: AppDeps, idAbogado: number) {
  const [abogado] = await deps.db
    .select({ estado: abogados.estado })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  if (!abogado) throw appError(404, 'ErrorVerificarUsuario');
  return { activo: abogado.estado === 'activo' };
}
