/**
 * Confirming the sign-up address (issue 20 item 7). The new user lands on Procesos at once (seed
 * 002), but the account sends nothing to third parties (associated users' invitations, shared
 * reports, referral invitations) until the address is proven theirs: the welcome e-mail carries a
 * 7-day single-use link (only its SHA-256 kept); an invited user proves it by activating.
 */
import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@expediente/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { abogados } from '../../db/schema.ts';
import { tokensCuenta } from '../../db/schema-credenciales.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { appError } from '../../http/errors.ts';
import { verificarCorreoEmail } from '../../mail/templates/verificar-correo.ts';
import { gastarToken, hashDeSecreto } from './tokens-cuenta.ts';

const PROPOSITO = 'verificar_correo';
const CORREOS_POR_HORA = 3;

/** Mints a confirmation link for the user and keeps its hash; answers the link. */
export async function crearEnlaceVerificacion(db: Executor, appUrl: string, idUsuario: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(tokensCuenta).values({
    idUsuario,
    proposito: PROPOSITO,
    tokenHash: hashDeSecreto(token),
    venceEn: sql`now() + interval '7 days'`,
  });
  // In the fragment: browsers never send it to a server, so no request log keeps it.
  return `${appUrl}/auth/verificar-correo#token=${token}`;
}

export async function verificarCorreo(deps: AppDeps, input: { token?: string }) {
  const token = input.token ?? '';
  const done = await deps.db.transaction(async (tx) => {
    const idUsuario = await gastarToken(tx, token, PROPOSITO);
    if (idUsuario === null) return false;
    await tx
      .update(abogados)
      .set({ correoVerificadoEn: sql`coalesce(${abogados.correoVerificadoEn}, now())` })
      .where(eq(abogados.id, idUsuario));
    return true;
  });
  if (!token || !done) throw appError(400, 'EnlaceVerificacionInvalido');
  return { message: MESSAGES.CorreoVerificado };
}

/** Sends a new confirmation link (at most three an hour); nothing when already confirmed. */
export async function reenviarVerificacion(deps: AppDeps, session: SessionClaims) {
  const [user] = await deps.db
    .select({ email: abogados.email, nombre: abogados.nombre, verificado: abogados.correoVerificadoEn })
    .from(abogados)
    .where(eq(abogados.id, session.idUsuario));
  if (!user) throw appError(401, 'CredencialesNoValidas');
  if (user.verificado) return { message: MESSAGES.CorreoVerificado };
  const [{ recientes }] = await deps.db
    .select({ recientes: sql<number>`count(*)::int` })
    .from(tokensCuenta)
    .where(
      and(
        eq(tokensCuenta.idUsuario, session.idUsuario),
        eq(tokensCuenta.proposito, PROPOSITO),
        gt(tokensCuenta.creadoEn, sql`now() - interval '1 hour'`),
      ),
    );
  if (recientes >= CORREOS_POR_HORA) throw appError(429, 'DemasiadosIntentos');
  const link = await crearEnlaceVerificacion(deps.db, deps.appUrl, session.idUsuario);
  await deps.mailer
    .send(
      deps.db,
      user.email,
      verificarCorreoEmail({ nombre: user.nombre || user.email, link }),
      session.idUsuario,
    )
    .catch(() => {
      throw appError(502, 'ErrorInterno');
    });
  return { message: MESSAGES.VerificacionReenviada };
}

/** Refuses to send to third parties for a user whose address is not confirmed yet. */
export async function exigirCorreoVerificado(db: Executor, idUsuario: number): Promise<void> {
  const [user] = await db
    .select({ verificado: abogados.correoVerificadoEn })
    .from(abogados)
    .where(eq(abogados.id, idUsuario));
  if (!user?.verificado) throw appError(403, 'CorreoSinVerificar');
}
