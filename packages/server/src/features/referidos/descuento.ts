/**
 * The referral discount (seed 002 §9: 10% of the referred client's billing for 12 months, lost if
 * either party becomes inactive), applied on the referrer's monthly invoice (decision 0013).
 *
 * A referrer's invoice for the period [desde, hasta) counts each referred client's invoices issued
 * in that period (their renewal day falls in it) whose own period starts within 12 months of the
 * referred client's sign-up. Both accounts must be active when the referrer's invoice is issued;
 * the discount never exceeds the invoice.
 */
import { descuentoPorReferido, diaBogota, MESES_BENEFICIO_REFERIDO, sumarMeses } from '@expediente/domain';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { facturas, invitacionesReferidos } from '../../db/schema-facturacion.ts';
import { type Periodo, periodoDeCodigo } from '../facturacion/index.ts';

export interface ReferidoFacturado {
  idReferido: number;
  /** Bogotá day of the referred client's sign-up: the 12 months run from here. */
  registro: string;
}

export interface FacturaDeReferido {
  idReferido: number;
  /** The referred invoice's own period (its `hasta` is the renewal day it was issued on). */
  periodo: Periodo;
  totalFactura: number;
}

/** What each referred client contributes to the referrer's invoice of `periodo` (pesos, by id). */
export function aportesDelPeriodo(
  periodo: Periodo,
  referidos: ReferidoFacturado[],
  facturasReferidos: FacturaDeReferido[],
): Map<number, number> {
  const aportes = new Map<number, number>();
  for (const referido of referidos) {
    const finBeneficio = sumarMeses(referido.registro, MESES_BENEFICIO_REFERIDO);
    const facturado = facturasReferidos
      .filter(
        (factura) =>
          factura.idReferido === referido.idReferido &&
          factura.periodo.hasta >= periodo.desde &&
          factura.periodo.hasta < periodo.hasta &&
          factura.periodo.desde < finBeneficio,
      )
      .reduce((suma, factura) => suma + factura.totalFactura, 0);
    const aporte = descuentoPorReferido(facturado);
    if (aporte > 0) aportes.set(referido.idReferido, aporte);
  }
  return aportes;
}

/** The discount of one referrer invoice: the active referred clients' contributions, capped at the invoice. */
export function descuentoDelPeriodo(
  periodo: Periodo,
  totalBruto: number,
  referidosActivos: ReferidoFacturado[],
  facturasReferidos: FacturaDeReferido[],
): number {
  const aportes = aportesDelPeriodo(periodo, referidosActivos, facturasReferidos);
  const suma = [...aportes.values()].reduce((total, aporte) => total + aporte, 0);
  return Math.min(Math.max(0, totalBruto), suma);
}

/**
 * Inactive accounts among `ids` on the Bogotá day `hoy`: not 'activo' (an invitation never
 * completed), suspended by an administrator (funcionalidades.facturasVencidas) or with an unpaid
 * invoice past its due day — the same conditions that disable the account's queries.
 */
export async function cuentasInactivas(
  deps: Pick<AppDeps, 'db'>,
  ids: number[],
  hoy: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await deps.db
    .select({ id: abogados.id })
    .from(abogados)
    .where(
      and(
        inArray(abogados.id, ids),
        sql`(${abogados.estado} <> 'activo'
          or coalesce((${abogados.funcionalidades} ->> 'facturasVencidas')::boolean, false)
          or exists (${deps.db
            .select({ uno: sql`1` })
            .from(facturas)
            .where(
              and(
                eq(facturas.idAbogado, abogados.id),
                eq(facturas.pagada, false),
                lt(facturas.fechaVencimiento, hoy),
              ),
            )}))`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The referred clients of a referrer (accounts created through one of its invitations). */
export async function referidosDe(
  deps: Pick<AppDeps, 'db'>,
  idReferente: number,
): Promise<ReferidoFacturado[]> {
  const rows = await deps.db
    .select({ idReferido: abogados.id, creadoEn: abogados.creadoEn })
    .from(invitacionesReferidos)
    .innerJoin(abogados, eq(abogados.id, invitacionesReferidos.idAbogadoReferido))
    .where(
      and(
        eq(invitacionesReferidos.idAbogado, idReferente),
        isNotNull(invitacionesReferidos.idAbogadoReferido),
      ),
    );
  return rows.map((row) => ({ idReferido: row.idReferido, registro: diaBogota(row.creadoEn) }));
}

/** The referred clients' invoices of ours (codes that name their period). */
export async function facturasDeReferidos(
  deps: Pick<AppDeps, 'db'>,
  ids: number[],
): Promise<FacturaDeReferido[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .select({ idReferido: facturas.idAbogado, codigo: facturas.codigoFactura, total: facturas.totalFactura })
    .from(facturas)
    .where(inArray(facturas.idAbogado, ids));
  return rows.flatMap((row) => {
    const periodo = periodoDeCodigo(row.codigo);
    return periodo ? [{ idReferido: row.idReferido, periodo, totalFactura: row.total }] : [];
  });
}

/** The discount to take off the referrer's invoice of `periodo`, issued on `hoy`. */
export async function calcularDescuentoReferidos(
  deps: Pick<AppDeps, 'db'>,
  idReferente: number,
  periodo: Periodo,
  totalBruto: number,
  hoy: string,
): Promise<number> {
  if (totalBruto <= 0) return 0;
  const referidos = await referidosDe(deps, idReferente);
  if (referidos.length === 0) return 0;
  const inactivas = await cuentasInactivas(deps, [idReferente, ...referidos.map((r) => r.idReferido)], hoy);
  if (inactivas.has(idReferente)) return 0;
  const activos = referidos.filter((referido) => !inactivas.has(referido.idReferido));
  const facturasReferidos = await facturasDeReferidos(
    deps,
    activos.map((referido) => referido.idReferido),
  );
  return descuentoDelPeriodo(periodo, totalBruto, activos, facturasReferidos);
}
