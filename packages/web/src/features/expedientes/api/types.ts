/** Shapes of the case-list and case-detail answers (seed 000 §3). */

export interface ProcesoEnFuente {
  tipoFuente: number;
  estado: number;
  activo: boolean;
  idProceso: string | null;
  idActualizacion: string | null;
  ultimaActuacion: string | null;
  numActuaciones: number | null;
  termino: string | null;
  fechaUltimaActuacion: string | null;
  /** dd/mm/yyyy of the engine's last consultation of this source, and its outcome. */
  fechaUltimaConsulta: string | null;
  estadoUltimaConsulta: 'consultado' | 'errorTecnico' | 'cambioDeFormato' | 'noEncontrado' | 'privado' | null;
  /** Why the source could not be registered or consulted (a key; motivoTexto gives the Spanish). */
  motivo?: string | null;
  /** dd/mm/yyyy of the last full check, and why the night of fechaMotivoNoche checked it or not. */
  ultimaConsultaCompleta?: string | null;
  motivoNoche?:
    | 'noElegido'
    | 'usuario'
    | 'publicacion'
    | 'piso'
    | 'probabilidad'
    | 'sinCupo'
    | 'litigante'
    | null;
  fechaMotivoNoche?: string | null;
}

export interface Expediente {
  id: number;
  numero: string;
  etiqueta: string | null;
  resumen: string | null;
  idEtapaProcesal: number | null;
  despacho: string | null;
  clase: string | null;
  ciudad: string | null;
  corporacion: string | null;
  demandantes: string | null;
  demandados: string | null;
  creadoPorCambioEntidad: boolean;
  procesosEnFuentesDatos: ProcesoEnFuente[];
  fuenteUltimoCambio: number | null;
  tieneCambioEnFuente: boolean;
  fechaUltimoCambioFuenteStr: string | null;
  tieneTerminoEnFuente: boolean;
  fechaTerminoEnFuenteStr: string | null;
  /** The case's lawyer; compared with the signed-in one for the 'lawyer is not the client' variant. */
  idAbogado?: number;
  /** Last-document block (filled only for accounts with the feature). */
  idUltimoDocumento?: number | null;
  nombreUltimoDocumento?: string | null;
  tipoUltimoDocumento?: string | null;
  fuenteUltimoDocumento?: number | null;
  fechaUltimoDocumento?: string | null;
  /** Extension (decision 0008): the nearest término still to come, with its rule. */
  terminoPendiente?: TerminoPendiente | null;
}

export interface TerminoPendiente {
  /** dd/mm/yyyy */
  vence: string;
  /** 'vence hoy', 'vence mañana', 'vence el dd/mm/yyyy' */
  vencimiento: string;
  /** Null when only the source gives the date. */
  regla: string | null;
  actuacion: string;
}

export interface ExpedientesPage {
  expedientes: Expediente[];
  total: number;
  pagina: number;
  totalPaginas: number;
  tamanoPagina: number;
}

export type OrdenExpedientes =
  | 'fechacreacion'
  | 'primerolosquehancambiado'
  | 'losquenohancambiado'
  | 'termino';

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

export interface TerminoCalculado {
  /** dd/mm/yyyy */
  vence: string;
  /** 'vence hoy', 'vence mañana', 'vence el …', 'venció el …' */
  vencimiento: string;
  regla: string;
  venceFuente: string | null;
  discrepancia: boolean;
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

/** A master-list value (seed 000 §3), e.g. a procedural stage. */
export interface ListaMaestraItem {
  id: number;
  valor: string;
}

/** Another process a source returned for the radicado (seed 000 §3 'Additional result'). */
export interface ResultadoAdicional {
  idProceso: string | null;
  tipoFuente: number;
  estado: number;
  ultimaActuacion: string | null;
  numActuaciones: number;
  idActualizacion: string | null;
  idUltimaConsulta: number | null;
  fechaUltimaActuacion: string | null;
  termino: string | null;
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
