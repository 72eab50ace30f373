/**
 * 'He olvidado mi contraseña' (issue 20 item 9): a request by e-mail answers the same words
 * whether or not the address has an account (no enumeration); an active user gets an e-mail with a
 * link holding a 256-bit secret, of which only the SHA-256 is kept, valid 30 minutes and only once.
 * Setting the new password spends every pending link of the user and ends all its sessions.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES, RESTABLECER_MINUTOS, validateNuevaContrasena } from '@expediente/domain';
import type { RestablecerBody } from '@expediente/domain/contrato/cuenta';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { tokensCuenta } from '../../db/schema-credenciales.ts';
import { appError } from '../../http/errors.ts';
import { restablecerContrasenaEmail } from '../../mail/templates/restablecer-contrasena.ts';
import { hashDeContrasena } from './passwords.ts';
import { revocarSesiones } from './sesiones.ts';
import { gastarToken, hashDeSecreto } from './tokens-cuenta.ts';

const PROPOSITO = 'restablecer_contrasena';
/** At most this many reset e-mails per person and hour: the form cannot be used to flood a mailbox. */
const CORREOS_POR_HORA = 3;

export async function solicitarRestablecimiento(deps: AppDeps, input: { email?: string }) {
  const email = (input.email ?? '').trim().toLowerCase();
  // A malformed address is said so; any well-formed one gets the same answer.
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw appError(400, 'CorreoInvalido');
  const respuesta = { message: MESSAGES.SolicitudRestablecerEnviada };
  const [user] = await deps.db
    .select({ id: abogados.id, email: abogados.email, nombre: abogados.nombre })
    .from(abogados)
    .where(and(sql`lower(${abogados.email}) = ${email}`, eq(abogados.estado, 'activo')));
  if (!user) return respuesta;
  const token = randomBytes(32).toString('base64url');
  const creado = await deps.db.transaction(async (tx) => {
    // Serialises a user's requests, so the hourly count cannot be raced past.
    await tx.execute(sql`select id from abogados where id = ${user.id} for update`);
    const [{ recientes }] = await tx
      .select({ recientes: sql<number>`count(*)::int` })
      .from(tokensCuenta)
      .where(
        and(
          eq(tokensCuenta.idUsuario, user.id),
          eq(tokensCuenta.proposito, PROPOSITO),
          gt(tokensCuenta.creadoEn, sql`now() - interval '1 hour'`),
        ),
      );
    if (recientes >= CORREOS_POR_HORA) return false;
    await tx.insert(tokensCuenta).values({
      idUsuario: user.id,
      proposito: PROPOSITO,
      tokenHash: hashDeSecreto(token),
      venceEn: sql`now() + make_interval(mins => ${RESTABLECER_MINUTOS})`,
    });
    return true;
  });
  if (!creado) return respuesta;
  // The secret rides in the fragment: browsers never send it to a server, so no log keeps it.
  const link = `${deps.appUrl}/auth/restablecer-contrasena#token=${token}`;
  const message = restablecerContrasenaEmail({
    nombre: user.nombre || user.email,
    link,
    minutos: RESTABLECER_MINUTOS,
  });
  await deps.mailer
    .send(deps.db, user.email, message, user.id)
    .catch((error: unknown) =>
      deps.log.error({ err: error }, 'no se pudo enviar el enlace de restablecimiento'),
    );
  return respuesta;
}

export async function restablecerContrasena(deps: AppDeps, input: RestablecerBody) {
  const token = input.token ?? '';
  if (!token) throw appError(400, 'EnlaceRestablecerInvalido');
  const password = input.password ?? '';
  const invalid = validateNuevaContrasena({ password, passwordRepetida: input.passwordRepetida ?? '' });
  if (invalid) throw appError(400, invalid);
  const passwordHash = await hashDeContrasena(password);
  const done = await deps.db.transaction(async (tx) => {
    const idUsuario = await gastarToken(tx, token, PROPOSITO);
    if (idUsuario === null) return false;
    await tx
      .update(tokensCuenta)
      .set({ usadoEn: sql`now()` })
      .where(
        and(
          eq(tokensCuenta.idUsuario, idUsuario),
          eq(tokensCuenta.proposito, PROPOSITO),
          isNull(tokensCuenta.usadoEn),
        ),
      );
    await tx.update(abogados).set({ passwordHash }).where(eq(abogados.id, idUsuario));
    await revocarSesiones(tx, idUsuario);
    return true;
  });
  if (!done) throw appError(400, 'EnlaceRestablecerInvalido');
  return { message: MESSAGES.ContrasenaRestablecida };
}
