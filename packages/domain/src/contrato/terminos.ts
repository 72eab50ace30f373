/**
 * The actuación's término as our judicial calendar computes it (decision 0008): the same shape in
 * the case detail's actuaciones and in the change control's cards.
 */
import { z } from 'zod';

export const terminoCalculado = z.object({
  /** dd/mm/yyyy */
  vence: z.string(),
  /** 'vence hoy', 'vence mañana', 'vence el …', 'venció el …' */
  vencimiento: z.string(),
  regla: z.string(),
  venceFuente: z.string().nullable(),
  discrepancia: z.boolean(),
});
export type TerminoCalculado = z.infer<typeof terminoCalculado>;
