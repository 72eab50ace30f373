/**
 * Signing up through a referral link links the new account to the invitation (seed 002 §7 POST
 * /api/Account with idInvitacionUsuarioReferido). An unknown or already used invitation never
 * blocks the sign-up: the colleague gets an account either way, only without the referral.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { invitacionesReferidos } from '../../db/schema-facturacion.ts';

export async function vincularReferido(db: Executor, idInvitacion: string, idAbogadoReferido: number) {
  const [vinculada] = await db
    .update(invitacionesReferidos)
    .set({ idAbogadoReferido, registradoEn: new Date() })
    .where(and(eq(invitacionesReferidos.id, idInvitacion), isNull(invitacionesReferidos.idAbogadoReferido)))
    .returning({ id: invitacionesReferidos.id });
  return vinculada !== undefined;
}
