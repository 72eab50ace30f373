/**
 * The lawyer's unpaid invoices that are overdue or fall due within DIAS_AVISO_ANTES_DE_VENCER
 * days, oldest due date first. Days overdue (diasMora) count Bogotá calendar days from deps.clock,
 * so the simulator's day drives them in demo and tests.
 */

import { diasEntre, formatearDia, sumarDias } from '@expediente/domain';
import type { FacturaCuenta, FacturaProximaAVencer } from '@expediente/domain/contrato/facturacion';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import { facturas } from '../../db/schema-facturacion.ts';
import { periodoDeCodigo } from './periodos.ts';

/** How early an unpaid invoice starts showing on the Procesos page (our choice; the seed is silent). */
export const DIAS_AVISO_ANTES_DE_VENCER = 5;

export async function listarFacturasProximasAVencer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
): Promise<FacturaProximaAVencer[]> {
  const today = await deps.clock.today();
  const rows = await deps.db
    .select()
    .from(facturas)
    .where(
      and(
        eq(facturas.idAbogado, idAbogado),
        eq(facturas.pagada, false),
        lte(facturas.fechaVencimiento, sumarDias(today, DIAS_AVISO_ANTES_DE_VENCER)),
      ),
    )
    .orderBy(asc(facturas.fechaVencimiento), asc(facturas.id));
  return rows.map((row) => {
    const diasMora = Math.max(0, diasEntre(row.fechaVencimiento, today));
    return {
      codigoFactura: row.codigoFactura,
      diasMora,
      totalFactura: row.totalFactura,
      urlPagoSiigo: row.urlPagoSiigo,
      fechaVencimiento: formatearDia(row.fechaVencimiento),
      vencida: row.fechaVencimiento < today,
    };
  });
}

/** Whether the lawyer has an unpaid invoice past its due date (`today` on the Bogotá calendar). */
export async function tieneFacturasVencidas(
  db: Executor,
  idAbogado: number,
  today: string,
): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(facturas)
    .where(
      and(
        eq(facturas.idAbogado, idAbogado),
        eq(facturas.pagada, false),
        sql`${facturas.fechaVencimiento} < ${today}::date`,
      ),
    );
  return (row?.count ?? 0) > 0;
}

/** Every invoice of the account, newest period first. */
export async function listarFacturasCuenta(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  idAbogado: number,
): Promise<FacturaCuenta[]> {
  const today = await deps.clock.today();
  const rows = await deps.db
    .select()
    .from(facturas)
    .where(eq(facturas.idAbogado, idAbogado))
    .orderBy(desc(facturas.fechaVencimiento), desc(facturas.id));
  return rows.map((row) => {
    const periodo = periodoDeCodigo(row.codigoFactura);
    const vencida = !row.pagada && row.fechaVencimiento < today;
    return {
      codigoFactura: row.codigoFactura,
      periodoDesde: periodo ? formatearDia(periodo.desde) : null,
      periodoHasta: periodo ? formatearDia(sumarDias(periodo.hasta, -1)) : null,
      totalFactura: row.totalFactura,
      descuentoReferidos: row.descuentoReferidos,
      fechaVencimiento: formatearDia(row.fechaVencimiento),
      estado: row.pagada ? 'Pagada' : vencida ? 'Vencida' : 'Pendiente',
      diasMora: row.pagada ? 0 : Math.max(0, diasEntre(row.fechaVencimiento, today)),
      urlPagoSiigo: row.pagada ? null : row.urlPagoSiigo,
    };
  });
}
