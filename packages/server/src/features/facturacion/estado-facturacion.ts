/**
 * Billing status (seed 002 §4, §7 GET Abogados/EstadoFacturacion): true disables registering.
 * True when an administrator suspended the account (funcionalidades.facturasVencidas, which also
 * stops the source activations) or when one of the account's invoices is unpaid past its due date
 * on today's Bogotá calendar (decision 0010). The gate lives with billing; registering (expedientes,
 * registro) asks it through facturacion/index.ts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { abogados } from '../../db/schema.ts';
import { facturas } from '../../db/schema-facturacion.ts';
import { appError } from '../../http/errors.ts';

export async function leerEstadoFacturacion(db: Executor, idAbogado: number): Promise<boolean> {
  const [row] = await db
    .select({
      suspendida: sql<boolean | null>`(${abogados.funcionalidades} ->> 'facturasVencidas')::boolean`,
      vencidas: sql<boolean>`exists (${db
        .select({ uno: sql`1` })
        .from(facturas)
        .where(
          and(
            eq(facturas.idAbogado, idAbogado),
            eq(facturas.pagada, false),
            sql`${facturas.fechaVencimiento} < (now() at time zone 'America/Bogota')::date`,
          ),
        )})`,
    })
    .from(abogados)
    .where(eq(abogados.id, idAbogado));
  return row?.suspendida === true || row?.vencidas === true;
}

/** Registering (manual or bulk) is refused with 403 while invoices are overdue. */
export async function exigirFacturacionAlDia(db: Executor, idAbogado: number): Promise<void> {
  if (await leerEstadoFacturacion(db, idAbogado)) throw appError(403, 'ConsultasDeshabilitadas');
}
