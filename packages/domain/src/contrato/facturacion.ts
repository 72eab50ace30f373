/**
 * The wire contract of the billing calls (seed 002 §3 'Invoice in arrears', §7): the invoices due soon
 * or overdue, every invoice of the account and the administrator's 'issue now'. Written once: the
 * server's routes validate and serialise with these schemas, the web reads its types from them.
 */
import { z } from 'zod';

export const facturaReply = z.object({
  codigoFactura: z.string(),
  /** Whole days past the due date on the Bogotá calendar; 0 while not yet due. */
  diasMora: z.number().int().min(0),
  /** Whole Colombian pesos. */
  totalFactura: z.number().int(),
  urlPagoSiigo: z.string().nullable(),
  /** dd/mm/yyyy. */
  fechaVencimiento: z.string(),
  vencida: z.boolean(),
});

export const facturasReply = z.array(facturaReply);

/** One invoice of the account (GET /api/Facturas, the profile's list). */
export const facturaCuentaReply = z.object({
  codigoFactura: z.string(),
  /** dd/mm/yyyy of the first and last day billed; null for an invoice not issued by our job. */
  periodoDesde: z.string().nullable(),
  periodoHasta: z.string().nullable(),
  totalFactura: z.number().int(),
  /** What the referral programme took off the total (decision 0013). */
  descuentoReferidos: z.number().int().min(0),
  /** dd/mm/yyyy. */
  fechaVencimiento: z.string(),
  estado: z.enum(['Pagada', 'Pendiente', 'Vencida']),
  diasMora: z.number().int().min(0),
  urlPagoSiigo: z.string().nullable(),
});

export const facturasCuentaReply = z.array(facturaCuentaReply);

export const emitirFacturasBody = z.object({ fecha: z.iso.date().optional() }).nullish();

export const emitirFacturasReply = z.object({
  emitidas: z.array(z.object({ codigoFactura: z.string(), totalFactura: z.number().int() })),
});

export type FacturaProximaAVencer = z.infer<typeof facturaReply>;
export type FacturaCuenta = z.infer<typeof facturaCuentaReply>;
