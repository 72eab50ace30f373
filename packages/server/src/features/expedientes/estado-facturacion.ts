/**
 * Billing status (seed 002 §4, §7 GET Abogados/EstadoFacturacion): true disables registering.
 * Until billing exists it reads the account flag funcionalidades.facturasVencidas.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { abogados } from '../../db/schema.ts';
import { appError } from '../../http/errors.ts';

export async function getEstadoFacturacion(db: Executor, idAbogado: number): Promise<boolean> {
  const [row] = await db
    .select({ flag: sql<boolean | null>`(${abogados.funcionalidades} ->> 'facturasVencidas')::boolean` })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  return row?.flag === true;
}

/** Registering (manual or bulk) is refused with 403 while invoices are overdue. */
export async function assertBillingUpToDate(db: Executor, idAbogado: number): Promise<void> {
  if (await getEstadoFacturacion(db, idAbogado)) throw appError(403, 'ConsultasDeshabilitadas');
}
