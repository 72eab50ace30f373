/**
 * Monthly invoices in arrears (issue 12 item 2; seed 002 §1 terms, §9): once an account's billing
 * data are saved, each month after the later of the trial's end and the first save is billed on
 * its renewal day with the simulator's formula (decision 0007) — plan, number of cases and active
 * sources — and e-mailed to the holder. Idempotent: the invoice code names the account and the
 * period, and `facturas` is unique per account and code. How the seed was read: decision 0010.
 */
import {
  diaBogota,
  finPrueba,
  formatearDia,
  PLANES_PRECIO,
  type PlanPrecio,
  sumarDias,
  valorMensual,
} from '@expediente/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { abogados } from '../../db/schema.ts';
import { expedientes, procesosEnFuente } from '../../db/schema-expedientes.ts';
import { datosFacturacion, facturas } from '../../db/schema-facturacion.ts';
import { defineJob } from '../../jobs/queue.ts';
import { facturaMensualEmail } from '../../mail/templates/factura-mensual.ts';
import { calcularDescuentoReferidos } from '../referidos/index.ts';
import { codigoFactura, type Periodo, periodosPorFacturar } from './periodos.ts';

/** The engine consults every case every night: the account's plan is 'Todos los días'. */
export const PLAN_FACTURADO: PlanPrecio = PLANES_PRECIO[0];
/** Days to pay after the renewal day (ours; the seed only says invoices go out within 8 days). */
export const DIAS_PARA_PAGAR = 15;

/** Billing starts at the later of the trial's end and the first save of billing data (Bogotá days). */
export function inicioFacturacion(creadoEn: Date, guardadoEn: Date): string {
  const finDePrueba = diaBogota(finPrueba(creadoEn));
  const guardado = diaBogota(guardadoEn);
  return finDePrueba > guardado ? finDePrueba : guardado;
}

async function contarServicio(deps: Pick<AppDeps, 'db'>, idAbogado: number) {
  const [casos] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(expedientes)
    .where(eq(expedientes.idAbogado, idAbogado));
  const [fuentes] = await deps.db
    .select({ n: sql<number>`count(distinct ${procesosEnFuente.tipoFuente})::int` })
    .from(procesosEnFuente)
    .where(and(eq(procesosEnFuente.idAbogado, idAbogado), eq(procesosEnFuente.activo, true)));
  // The formula prices 1 to 7 sources; an account whose cases have none yet is priced as one.
  return { procesos: casos?.n ?? 0, fuentes: Math.min(7, Math.max(1, fuentes?.n ?? 0)) };
}

export interface FacturaEmitida {
  idAbogado: number;
  codigoFactura: string;
  totalFactura: number;
  /** Referral discount already taken off totalFactura (decision 0013). */
  descuentoReferidos: number;
  procesos: number;
  fuentes: number;
  periodo: Periodo;
}

/**
 * Issues the invoices whose renewal day has come (`hoy`, Bogotá). Cases and sources are counted
 * when the invoice is issued. A month without cases gets a $0 invoice marked paid (the month is
 * accounted for and never billed later at a later count). Safe to run many times and in parallel.
 */
export async function emitirFacturasMensuales(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'appUrl' | 'log'>,
  hoy: string,
): Promise<FacturaEmitida[]> {
  const cuentas = await deps.db
    .select({
      idAbogado: datosFacturacion.idAbogado,
      guardadoEn: datosFacturacion.guardadoEn,
      nombre: datosFacturacion.nombre,
      creadoEn: abogados.creadoEn,
      email: abogados.email,
    })
    .from(datosFacturacion)
    .innerJoin(abogados, eq(abogados.id, datosFacturacion.idAbogado))
    // Newest accounts first: a referred client always signed up after its referrer, so its invoices
    // of this run exist before the referrer's discount is computed from them.
    .orderBy(desc(abogados.creadoEn));
  const emitidas: FacturaEmitida[] = [];
  for (const cuenta of cuentas) {
    const periodos = periodosPorFacturar(inicioFacturacion(cuenta.creadoEn, cuenta.guardadoEn), hoy);
    for (const periodo of periodos) {
      const codigo = codigoFactura(cuenta.idAbogado, periodo.desde);
      const { procesos, fuentes } = await contarServicio(deps, cuenta.idAbogado);
      const bruto = procesos > 0 ? valorMensual(PLAN_FACTURADO, procesos, fuentes) : 0;
      const descuento = await calcularDescuentoReferidos(deps, cuenta.idAbogado, periodo, bruto, hoy);
      const total = bruto - descuento;
      const [insertada] = await deps.db
        .insert(facturas)
        .values({
          idAbogado: cuenta.idAbogado,
          codigoFactura: codigo,
          fechaVencimiento: sumarDias(periodo.hasta, DIAS_PARA_PAGAR),
          totalFactura: total,
          descuentoReferidos: descuento,
          pagada: total === 0,
          urlPagoSiigo: `${deps.appUrl}/admin/profile?factura=${encodeURIComponent(codigo)}`,
        })
        .onConflictDoNothing()
        .returning({ id: facturas.id });
      if (!insertada) continue;
      const emitida = {
        idAbogado: cuenta.idAbogado,
        codigoFactura: codigo,
        totalFactura: total,
        descuentoReferidos: descuento,
        procesos,
        fuentes,
        periodo,
      };
      emitidas.push(emitida);
      if (total > 0) await enviarCorreoFactura(deps, cuenta.email, cuenta.nombre, emitida);
    }
  }
  return emitidas;
}

async function enviarCorreoFactura(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'appUrl' | 'log'>,
  para: string,
  nombre: string,
  factura: FacturaEmitida,
): Promise<void> {
  const mensaje = facturaMensualEmail({
    nombre,
    codigoFactura: factura.codigoFactura,
    periodo: `${formatearDia(factura.periodo.desde)} al ${formatearDia(sumarDias(factura.periodo.hasta, -1))}`,
    vence: formatearDia(sumarDias(factura.periodo.hasta, DIAS_PARA_PAGAR)),
    plan: PLAN_FACTURADO.nombre,
    procesos: factura.procesos,
    fuentes: factura.fuentes,
    descuentoReferidos: factura.descuentoReferidos,
    totalFactura: factura.totalFactura,
    enlace: `${deps.appUrl}/admin/profile?factura=${encodeURIComponent(factura.codigoFactura)}`,
  });
  try {
    await deps.mailer.send(deps.db, para, mensaje, factura.idAbogado);
  } catch (error) {
    // The invoice stands and shows in the profile; a lost e-mail must not undo it.
    deps.log.error(
      { err: error, codigo: factura.codigoFactura },
      'no se pudo enviar el correo de la factura',
    );
  }
}

/** Daily job (INVOICES_CRON): issue the invoices whose renewal day has come. */
export const emitirFacturasJob = defineJob({
  name: 'emitir-facturas-mensuales',
  payload: z.object({}).passthrough(),
  async handler(deps) {
    await emitirFacturasMensuales(deps, await deps.clock.today());
  },
});
