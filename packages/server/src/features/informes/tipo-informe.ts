/**
 * The report's file type. Seed 000 §9 lists the report types pdf (0) and word (1); the Excel
 * workbook (2) is ours, the spreadsheet the lawyer got before. A request without a type gets the
 * workbook (the seed's call has no body).
 */
import { z } from 'zod';
import type { FormatoInforme } from '../../mail/templates/informe-unificado.ts';

export const TIPO_INFORME = { pdf: 0, word: 1, excel: 2 } as const;
export type TipoInforme = (typeof TIPO_INFORME)[keyof typeof TIPO_INFORME];
export const TIPO_INFORME_POR_DEFECTO: TipoInforme = TIPO_INFORME.excel;

export const tipoInformeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

interface FormatoArchivo {
  extension: string;
  contentType: string;
  /** How the e-mail names the file's kind. */
  nombre: FormatoInforme;
}

export const FORMATOS: Record<TipoInforme, FormatoArchivo> = {
  0: { extension: 'pdf', contentType: 'application/pdf', nombre: 'PDF' },
  1: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    nombre: 'Word',
  },
  2: {
    extension: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    nombre: 'Excel',
  },
};
