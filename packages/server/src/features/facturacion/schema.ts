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
