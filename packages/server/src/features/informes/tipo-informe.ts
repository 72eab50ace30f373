/**
 * The file each report type is built as (the types themselves are the contract's,
 * @expediente/domain/contrato/informes).
 */
import type { TipoInforme } from '@expediente/domain/contrato/informes';
import type { FormatoInforme } from '../../mail/templates/informe-unificado.ts';

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
