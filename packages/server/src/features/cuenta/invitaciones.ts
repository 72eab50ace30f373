/**
 * Invitation secrets of associated users (issue 20 item 6): `{idControl}-{uuid}` (the activation
 * opens that control's report), e-mailed once, stored only as SHA-256 and valid 7 days.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { tokensCuenta } from '../../db/schema-credenciales.ts';
import { hashDeSecreto } from './tokens-cuenta.ts';

export const INVITACION_DIAS = 7;

/** Mints a secret for an invited user and keeps its hash; answers the secret for the link. */
export async function crearSecretoInvitacion(
  db: Executor,
  idUsuario: number,
  idControl = 0,
): Promise<string> {
  const secret = `${idControl}-${randomUUID()}`;
  await db.insert(tokensCuenta).values({
    idUsuario,
    proposito: 'invitacion',
    tokenHash: hashDeSecreto(secret),
    venceEn: sql`now() + make_interval(days => ${INVITACION_DIAS})`,
  });
  return secret;
}

/** The user's invitation secret, not used yet (whether or not its 7 days are over). */
const secretoSinUsar = (idUsuario: number, secret: string) =>
  and(
    eq(tokensCuenta.idUsuario, idUsuario),
    eq(tokensCuenta.proposito, 'invitacion'),
    eq(tokensCuenta.tokenHash, hashDeSecreto(secret)),
    isNull(tokensCuenta.usadoEn),
  );

/** The secret is the user's but its 7 days are over (said apart: the person must ask again). */
export async function invitacionVencida(deps: { db: Executor }, idUsuario: number, secret: string) {
  const [row] = await deps.db
    .select({ id: tokensCuenta.id })
    .from(tokensCuenta)
    .where(and(secretoSinUsar(idUsuario, secret), lte(tokensCuenta.venceEn, sql`now()`)));
  return row !== undefined;
}

/** Spends a valid, unexpired secret of `idUsuario`; false when there is none. */
export async function gastarSecretoInvitacion(
  db: Executor,
  idUsuario: number,
  secret: string,
): Promise<boolean> {
  const spent = await db
    .update(tokensCuenta)
    .set({ usadoEn: sql`now()` })
    .where(and(secretoSinUsar(idUsuario, secret), gt(tokensCuenta.venceEn, sql`now()`)))
    .returning({ id: tokensCuenta.id });
  return spent.length > 0;
}
