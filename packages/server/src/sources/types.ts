/**
 * The one face every court connector shows to the monitoring engine (sources.md §6).
 * Dates are ISO calendar dates 'YYYY-MM-DD' (the courts publish Bogotá local dates without a zone).
 */
import type { FuenteId } from '@expediente/domain';

export {
  BlockedSourceError,
  NotFoundInSourceError,
  SchemaDriftError,
  SourceError,
  TransientSourceError,
} from './errors.ts';

/** Enough to find a process again in its source. */
export interface ProcessRef {
  radicado: string;
  /**
   * The source's own id: CPNU idProceso; SAMAI the 30-char guid radicado+corporación;
   * SIUGJ codigoUnicoProceso; publication sources the 12-digit despacho code.
   */
  idProceso: string;
}

export interface SujetoProcesal {
  rol: string;
  nombre: string;
}

export interface ProcesoEnFuente {
  ref: ProcessRef;
  radicado: string;
  despacho: string;
  sujetos: SujetoProcesal[];
  demandantes: string[];
  demandados: string[];
  fechaProceso: string | null;
  fechaUltimaActuacion: string | null;
  /** Reserved process: the source publishes no actuaciones, keep only radicado and despacho. */
  esPrivado: boolean;
}

/** Seed 000 §3 "Process detail", plus what the engine needs to route publications. */
export interface DetalleProceso {
  ref: ProcessRef;
  radicado: string;
  esPrivado: boolean;
  codigoDespacho: string | null;
  despacho: string;
  ponente: string | null;
  ubicacion: string | null;
  recurso: string | null;
  contenidoRadicacion: string | null;
  tipoProceso: string | null;
  claseProceso: string | null;
  nombreCiudad: string | null;
  nombreCorporacion: string | null;
  demandantes: string[];
  demandados: string[];
  fechaProceso: string | null;
  urlDespacho: string | null;
}

export interface ActuacionFuente {
  /** Stable diff key: CPNU idRegActuacion, SAMAI Orden, SIUGJ idRegistro. */
  key: string;
  descripcion: string;
  anotacion: string | null;
  fechaActuacion: string | null;
  fechaRegistro: string | null;
  fechaInicioTermino: string | null;
  fechaFinalizaTermino: string | null;
  tieneDocumentos: boolean;
}

export interface DocumentoFuente {
  id: string;
  nombre: string;
  url: string;
  fecha: string | null;
  descripcion: string | null;
  /** The actuación the document belongs to, when the source says so. */
  actuacionKey: string | null;
}

export interface Publicacion {
  articleId: string;
  titulo: string;
  fecha: string;
  despacho: string;
  tipo: string;
}

export interface DocumentoPublicacion {
  uuid: string;
  nombre: string;
  url: string;
}

export interface SourceConnector {
  readonly fuenteId: FuenteId;
  /** [] when the source holds no process with that radicado. */
  findRadicado(radicado: string): Promise<ProcesoEnFuente[]>;
  getDetail(ref: ProcessRef): Promise<DetalleProceso>;
  /** New actuaciones, newest first, stopping at lastKnownKey (all of them when it is absent or gone). */
  getActuacionesSince(ref: ProcessRef, lastKnownKey?: string): Promise<ActuacionFuente[]>;
  getDocuments(ref: ProcessRef): Promise<DocumentoFuente[]>;
}

/** EE, SIUGJ and PP also publish per-court documents where party names are matched. */
export interface PublicationConnector extends SourceConnector {
  /** date: 'YYYY-MM-DD'. */
  listPublications(codigoDespacho: string, date: string): Promise<Publicacion[]>;
  getPublicationDocuments(articleId: string): Promise<DocumentoPublicacion[]>;
  /** One string per PDF page. */
  getDocumentText(url: string): Promise<string[]>;
}

export function isPublicationConnector(connector: SourceConnector): connector is PublicationConnector {
  return 'listPublications' in connector;
}

/** CPNU's search by party name within one despacho (issue 23, repeat litigants). */
export interface BusquedaPorNombre {
  nombre: string;
  tipoPersona: 'nat' | 'jur';
  /** The despacho's 12-digit code (a radicado's first 12 digits). */
  codificacionDespacho: string;
}

/**
 * Every process the name matches in the despacho, read page by page — or, when CPNU refuses the
 * search (more than a thousand matches) or it would take more than the pages allowed, none:
 * `completa: false`, with the requests spent finding that out.
 */
export type ResultadoPorNombre =
  | { completa: true; procesos: ProcesoEnFuente[]; cantidadRegistros: number; solicitudes: number }
  | { completa: false; cantidadRegistros: number | null; solicitudes: number };
