/**
 * The single-use secrets e-mailed to a person (password reset, address confirmation,
 * invitations): only their SHA-256 is kept in `tokens_cuenta`.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { tokensCuenta } from '../../db/schema-credenciales.ts';

export function hashDeSecreto(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Spends a secret of this purpose if it is unused and not expired, and says whose it was (null
 * otherwise). One conditional update: of two uses racing, only one finds it unused.
 */
export async function gastarToken(
  db: Executor,
  token: string,
  proposito: (typeof tokensCuenta.$inferSelect)['proposito'],
): Promise<number | null> {
  const [spent] = await db
    .update(tokensCuenta)
    .set({ usadoEn: sql`now()` })
    .where(
      and(
        eq(tokensCuenta.tokenHash, hashDeSecreto(token)),
        eq(tokensCuenta.proposito, proposito),
        isNull(tokensCuenta.usadoEn),
        gt(tokensCuenta.venceEn, sql`now()`),
      ),
    )
    .returning({ idUsuario: tokensCuenta.idUsuario });
  return spent?.idUsuario ?? null;
}
