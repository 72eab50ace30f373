/**
 * The wire contract of /api/CierresJudiciales (path ours; administrators only; decision 0008):
 * request and reply schemas, written once. The server's routes validate, serialise and document
 * with them; the web reads its types from them.
 */
import { z } from 'zod';

/** Where a closure applies: the whole country, one city (DANE code) or one court (12 digits). */
export const AMBITOS = ['nacional', 'ciudad', 'despacho'] as const;
export type Ambito = (typeof AMBITOS)[number];

/** Loose on purpose: every rule is checked in validar-cierre.ts and answered in Spanish per field. */
const texto = z.string().max(1000).nullish();

export const cierreBody = z.object({
  desde: texto.describe('Primer día cerrado, aaaa-mm-dd.'),
  hasta: texto.describe('Último día cerrado (inclusive), aaaa-mm-dd; a lo sumo un año después.'),
  ambito: texto.describe("'nacional', 'ciudad' o 'despacho'."),
  codigo: texto.describe(
    'Ciudad: código DANE de 5 dígitos. Despacho: los 12 primeros dígitos del radicado. Nacional: vacío.',
  ),
  motivo: texto.describe('Por qué se suspenden los términos (obligatorio).'),
  fuente: texto.describe('El acuerdo o la circular que lo ordena (opcional).'),
});

export const cierreReply = z.object({
  id: z.number().int(),
  desde: z.string(),
  hasta: z.string(),
  ambito: z.enum(AMBITOS),
  codigo: z.string(),
  motivo: z.string(),
  fuente: z.string(),
  /** ISO instant. */
  creadoEn: z.string(),
});

export const cierresReply = z.array(cierreReply);

export const cierreIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export { errorReply } from './errores.ts';

export type CierreBody = z.input<typeof cierreBody>;
export type CierreJudicial = z.infer<typeof cierreReply>;
