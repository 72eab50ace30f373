/**
 * Password change and 'Cerrar sesión en todos los dispositivos' in 'Mi cuenta' (issue 20 item 9).
 * Both raise the session version, which ends every other session (sockets included); the device
 * that asked gets a fresh token so it stays signed in.
 */
import { validateNuevaContrasena } from '@expediente/domain';
import type { CambioContrasenaBody, Tokens } from '@expediente/domain/contrato/cuenta';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { hashDeContrasena, verificarContrasena } from './passwords.ts';
import { revocarSesiones } from './sesiones.ts';

async function nuevaSesion(
  deps: AppDeps,
  session: SessionClaims,
  versionSesion: number | null,
): Promise<Tokens> {
  if (versionSesion === null) throw appError(401, 'CredencialesNoValidas');
  const token = await deps.tokens.sign({ idAbogado: session.idUsuario, email: session.email, versionSesion });
  return { token, tokenExpedienteDigital: token };
}

export async function cambiarContrasena(deps: AppDeps, session: SessionClaims, input: CambioContrasenaBody) {
  const passwordActual = input.passwordActual ?? '';
  const password = input.password ?? '';
  if (!passwordActual) throw appError(400, 'CamposObligatorios');
  const invalid = validateNuevaContrasena({ password, passwordRepetida: input.passwordRepetida ?? '' });
  if (invalid) throw appError(400, invalid);
  const [user] = await deps.db
    .select({ passwordHash: abogados.passwordHash })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!user?.passwordHash || !(await verificarContrasena(user.passwordHash, passwordActual)))
    throw appError(400, 'ContrasenaActualIncorrecta');
  if (passwordActual === password) throw appError(400, 'ContrasenaNuevaIgual');
  const passwordHash = await hashDeContrasena(password);
  const version = await deps.db.transaction(async (tx) => {
    await tx.update(abogados).set({ passwordHash }).where(eq(abogados.id, session.idUsuario));
    return revocarSesiones(tx, session.idUsuario);
  });
  return nuevaSesion(deps, session, version);
}

export async function cerrarSesionesEnTodosLosDispositivos(deps: AppDeps, session: SessionClaims) {
  const version = await deps.db.transaction((tx) => revocarSesiones(tx, session.idUsuario));
  return nuevaSesion(deps, session, version);
}
