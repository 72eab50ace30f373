/**
 * The change-control API's shapes as the web reads them; they mirror the server's zod schemas in
 * packages/server/src/features/control-cambios/schema.ts (seed 001 §3, §7).
 */
import type { FiltroCambios } from '@expediente/domain';
import type { TerminoCalculado } from '@expediente/domain/contrato/terminos';

export type { FiltroCambios };
export type RolControl = 'principal' | 'dependiente' | 'coordinador';

export interface ControlCambiosDia {
  id: number;
  /** yyyymmdd */
  idFecha: number;
  /** dd/mm/yyyy */
  fecha: string;
  totalCambios: number;
  totalCambiosRevisados: number;
  totalCambiosFinalizados: number;
  haCompartidoInforme: boolean;
  pendientesCambiosDelDia: number;
  pendientesProcesosSinCambios: number;
  totalCambiosDelDia: number;
  totalProcesosSinCambios: number;
  /** Of totalProcesosSinCambios, the cases a failed source left unconsulted. */
  totalNoConsultados: number;
  totalImportantes: number;
  importantesRevisados: number;
  /** ISO instant, null when nothing was reviewed yet. */
  ultimaRevision: string | null;
}

export type ControlHistorialItem = Pick<
  ControlCambiosDia,
  | 'id'
  | 'idFecha'
  | 'totalCambios'
  | 'totalCambiosRevisados'
  | 'haCompartidoInforme'
  | 'totalCambiosDelDia'
  | 'totalProcesosSinCambios'
  | 'totalNoConsultados'
>;

export interface Cambio {
  id: number;
  idControl: number | null;
  idFecha: number;
  /** 0 Sin revisar, 1 Revisado, 3 Finalizado. */
  estado: number;
  /** 0 change of the day, 1 no change in 3 months, 2 could not be consulted. */
  tipoCambio: number;
  esImportante: boolean | null;
  esPriorizadoPorTito: boolean;
  razonDePriorizacion: string | null;
  /** The id of Tito's rule that decided ('traslado', 'sin-regla'…); null before Tito ran. */
  reglaDePriorizacion: string | null;
  borradorConclusion: string | null;
  detalleUltimoCambio: string;
  /** JSON text of Slate-shaped blocks. */
  conclusion: string | null;
  cantidadDocumentosAdjuntos: number;
  fuente: number | null;
  fuentes: number[];
  esCoincidencia: boolean;
  certeza: number | null;
  descripcion: string | null;
  anotacion: string | null;
  fechaActuacion: string | null;
  fechaFinalizaTermino: string | null;
  /** Ours on the judicial calendar with its rule (decision 0008); null when the text grants none. */
  terminoCalculado: TerminoCalculado | null;
  fechaActualizacion: string | null;
  fechaRevisado: string | null;
  motivo: string | null;
  sinCambioDesde: string | null;
  numeroExpediente: string;
  idExpediente: number;
  demandantes: string;
  demandandos: string;
  despacho: string | null;
  ultimaActuacion: string | null;
  fechaUltimoCambio: string | null;
  etapaProcesal: string | null;
}

export interface CambiosPagina {
  cambios: Cambio[];
  pagina: number;
  totalPaginas: number;
  totalRegistros: number;
}

export interface DestinoNavegacion {
  idExpediente: number;
  idCambio: number;
}

export interface NavegacionCambio {
  indexActual: number;
  totalCambios: number;
  anterior: DestinoNavegacion | null;
  siguiente: DestinoNavegacion | null;
}

export interface DocumentoAnexo {
  id: number;
  nombreArchivo: string;
  fechaCreacion: string;
  tamano: number;
  tipoContenido: string;
}

export interface CambioDetalle extends Cambio {
  importante: boolean | null;
  documentosAnexos: DocumentoAnexo[];
}

export interface CambioActualizado {
  cambio: Cambio;
  control: ControlCambiosDia;
  revisionCompletada: boolean;
  informeEnviadoA: string | null;
}

export interface UsuarioAsociado {
  id: number;
  nombre: string;
  email: string;
  estado: 'activo' | 'invitado';
  esCoordinador: boolean;
}

export interface UsuarioActual {
  id: number;
  idCuenta: number;
  nombre: string;
  email: string;
  /** null means the primary account. */
  emailUsuarioInvitado: string | null;
  esCoordinador: boolean;
  haVistoTutorialDependiente: boolean;
  haVistoTutorialCoordinador: boolean;
}
