/**
 * E-mails of one template sent for an account in the last 24 hours, read from the outgoing mail
 * itself: the daily caps on e-mails a user can set off (invitations, 'call you' requests) count
 * what really went out, whatever route or retry sent it.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { correos } from '../db/schema.ts';

export async function correosDelDia(db: Executor, idAbogado: number, plantilla: string): Promise<number> {
  const [{ enviados }] = await db
    .select({ enviados: sql<number>`count(*)::int` })
    .from(correos)
    .where(
      and(
        eq(correos.idAbogado, idAbogado),
        eq(correos.plantilla, plantilla),
        gt(correos.creadoEn, sql`now() - interval '1 day'`),
      ),
    );
  return enviados;
}
