/**
 * The wire contract of the unified report's request (seed 002 §7 'POST
 * GenerarSolicitudInformeUnificado'): request and reply schemas, written once. The server's route
 * validates and serialises with them; the web reads its types from them.
 *
 * The report's file type: seed 000 §9 lists the report types pdf (0) and word (1); the Excel
 * workbook (2) is ours, the spreadsheet the lawyer got before. A request without a type gets the
 * workbook (the seed's call has no body).
 */
import { z } from 'zod';

export const TIPO_INFORME = { pdf: 0, word: 1, excel: 2 } as const;
export type TipoInforme = (typeof TIPO_INFORME)[keyof typeof TIPO_INFORME];
export const TIPO_INFORME_POR_DEFECTO: TipoInforme = TIPO_INFORME.excel;

export const tipoInformeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** The seed's call has no body; ours may name the type (0 PDF, 1 Word, 2 Excel). */
export const solicitudInformeBody = z.object({ tipoInforme: tipoInformeSchema.optional() }).nullish();

/** 202: accepted; the report arrives by e-mail when the job has built it. */
export const solicitudInformeReply = z.object({
  idSolicitud: z.string(),
  tipoInforme: tipoInformeSchema,
  /** Where the report will arrive, for the confirmation toast. */
  correo: z.string(),
});

export type SolicitudInformeBody = z.input<typeof solicitudInformeBody>;
export type SolicitudInforme = z.infer<typeof solicitudInformeReply>;
