/**
 * The web's own shapes around the case detail. The case list's and case's replies are the wire
 * contract's (`@expediente/domain/contrato/expedientes`); what stays here is the sort menu, the one
 * actuaciones row the detail makes of every source's reply, and the source-document replies, whose
 * routes declare no reply schema yet.
 */
import type { OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import type { TerminoCalculado } from '@expediente/domain/contrato/terminos';

export const ORDEN_OPTIONS: ReadonlyArray<{ value: OrdenExpedientes; label: string }> = [
  { value: 'fechacreacion', label: 'Fecha de creación' },
  { value: 'primerolosquehancambiado', label: 'Últimos cambios' },
  { value: 'losquenohancambiado', label: 'Los que no han cambiado' },
  { value: 'termino', label: 'Término' },
];

/** One row of the case-detail actuaciones table, whatever source it came from. */
export interface ActuacionFila {
  fuente: number;
  descripcion: string;
  anotacion: string | null;
  fechaActuacion: string | null;
  fechaRegistro: string | null;
  fechaInicioTermino: string | null;
  fechaFinalizaTermino: string | null;
  /** Brought by the source's last consultation (seed 000 §3 esNuevo). */
  esNuevo: boolean;
  /** Our end of the term on the judicial calendar, with its rule (decision 0008). */
  terminoCalculado: TerminoCalculado | null;
}

export interface Coincidencia {
  extracto: string | null;
  pagina: number | null;
  certeza: number | null;
  resumenEncontrado: string | null;
  tipo: string | number | null;
}

export interface DocumentoConCoincidencias {
  id: number | string;
  nombreDocumento: string;
  fecha: string | null;
  seccion: string | null;
  tipoFuente: number;
  linkAlDocumento: string | null;
  coincidenciasDelDocumento: Coincidencia[];
}

export interface ProcesoDocumentos {
  documentosDondeSeEncuentra: DocumentoConCoincidencias[];
}

/** A document of a Rama, Samai, Unificada or Tyba process (GET /{Fuente}/Procesos/{id}/Documentos). */
export interface DocumentoFuente {
  /** Our id: the one GET /{Fuente}/Documentos/{id}/View opens. */
  id: number;
  /** The source's own document id. */
  idDocumento: string;
  nombreDocumento: string;
  /** 'YYYY-MM-DD' as the source dates it. */
  fecha: string | null;
  descripcion: string | null;
  tipoFuente: number;
}
