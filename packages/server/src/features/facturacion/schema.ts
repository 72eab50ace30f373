/** Output schema of GET /api/FacturasProximasAVencer (seed 002 §3 'Invoice in arrears', §7). */
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

export type FacturaProximaAVencer = z.infer<typeof facturaReply>;

export const facturasCuentaReply = z.array(
  z.object({
    codigoFactura: z.string(),
    periodoDesde: z.string().nullable(),
    periodoHasta: z.string().nullable(),
    totalFactura: z.number().int(),
    descuentoReferidos: z.number().int().min(0),
    fechaVencimiento: z.string(),
    estado: z.enum(['Pagada', 'Pendiente', 'Vencida']),
    diasMora: z.number().int().min(0),
    urlPagoSiigo: z.string().nullable(),
  }),
);

export const emitirFacturasBody = z.object({ fecha: z.iso.date().optional() }).nullish();

export const emitirFacturasReply = z.object({
  emitidas: z.array(z.object({ codigoFactura: z.string(), totalFactura: z.number().int() })),
});
