/**
 * The wire contract of the source calls (seed 000 §3, §7): activation and deactivation per source
 * and the source data the case detail reads, written once. The server's routes validate and
 * serialise with the request and activation schemas; the source-data routes declare no reply
 * schema (declaring one would strip fields and change the OpenAPI document), so their schemas here
 * only type what the server computes and the web reads.
 */
import { z } from 'zod';
import type { FuenteId } from '../sources.ts';
import { procesoEnFuenteReply } from './expedientes.ts';
import { terminoCalculado } from './terminos.ts';

/**
 * The path segments of the activation calls. SIUGJ and Publicaciones Procesales activate through
 * the EstadosElectronicos path with sitioWebDondeSeConsulta set to 'SIUGJ' or 'PublicacionesProcesales'.
 */
export const ACTIVATION_PATHS = ['Unificada', 'Samai', 'Rama', 'Tyba', 'EstadosElectronicos'] as const;
export type ActivationPath = (typeof ACTIVATION_PATHS)[number];

/** The path segment of …/ProcesosEnFuente/{path}/Desactivar and the source it names. */
export const DEACTIVATION_PATHS = {
  Rama: 0,
  Tyba: 1,
  Unificada: 2,
  EstadosElectronicos: 3,
  Samai: 4,
  Siugj: 5,
  PublicacionesProcesales: 6,
} as const satisfies Record<string, FuenteId>;
export type DeactivationPath = keyof typeof DEACTIVATION_PATHS;

const field = z.string().max(300).optional();
/** A row id: bounded to PostgreSQL's integer so an oversized id answers 400, not a database error. */
export const dbId = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: dbId });
const idField = z.union([z.string().max(40), z.number().int()]).optional();

export const activationParams = z.object({
  id: dbId,
  source: z.enum(ACTIVATION_PATHS),
});

export const deactivationParams = z.object({
  id: dbId,
  source: z.enum(Object.keys(DEACTIVATION_PATHS) as [DeactivationPath, ...DeactivationPath[]]),
});

/** One permissive object: which fields are required depends on the path, checked in the use case. */
export const activationBody = z
  .object({
    numero: field,
    Numero: field,
    Entidad: field,
    idCiudad: idField,
    idCorporacion: idField,
    numProceso: field,
    demandante: field,
    demandado: field,
    idJuzgado: idField,
    sitioWebDondeSeConsulta: field,
  })
  .nullish();

export const activationReply = z.object({
  idProcesoEnFuente: z.number(),
  tipoFuente: z.number(),
  estado: z.number(),
});
export const messageReply = z.object({ message: z.string() });

const actuacionesFuente = z.enum(['Samai', 'Unificada', 'Rama', 'Tyba']);

export const sourceDataParams = z.object({
  fuente: actuacionesFuente,
  id: dbId,
});

/** A document read from a source: docId is our documentos_fuente row id. */
export const documentoFuenteParams = z.object({
  fuente: actuacionesFuente,
  docId: dbId,
});

export const pantallazoParams = z.object({
  idConsulta: dbId,
});

/** GET /v2/procesos/{id}?tipoFuente=: the sources that publish documents (3, 5, 6). */
export const tipoFuenteQuery = z.object({ tipoFuente: z.coerce.number().int().min(3).max(6).optional() });

/** GET /{Rama|Tyba|Unificada|Samai}/Procesos/{idExpediente}: what the source says about the case. */
export const detalleProcesoReply = z.object({
  ponente: z.string().nullable(),
  ubicacion: z.string().nullable(),
  recurso: z.string().nullable(),
  contenidoRadicacion: z.string().nullable(),
  nombreCiudad: z.string().nullable(),
  nombreCorporacion: z.string().nullable(),
  despacho: z.string().nullable(),
  demandantes: z.string().nullable(),
  demandados: z.string().nullable(),
  urlDespacho: z.string().nullable(),
});

/**
 * GET /{Fuente}/Procesos/{idExpediente}/Actuaciones: each source's own field names (seed 000 §3
 * 'Actuacion by source'), plus ours: brought by the source's last consultation (`esNuevo`) and our
 * end of the term on the judicial calendar (decision 0008).
 */
const actuacionNuestra = { esNuevo: z.boolean(), terminoCalculado: terminoCalculado.nullable() };

export const actuacionSamaiReply = z.object({
  id: z.string(),
  descripcionActuacion: z.string(),
  anotacion: z.string().nullable(),
  fechaRegistro: z.string().nullable(),
  fechaActuacion: z.string().nullable(),
  fechaIniciaTermino: z.string().nullable(),
  fechaFinalizaTermino: z.string().nullable(),
  ...actuacionNuestra,
});

export const actuacionUnificadaReply = z.object({
  textoActuacion: z.string(),
  fechaDeRegistro: z.string().nullable(),
  fechaDeActuacion: z.string().nullable(),
  ...actuacionNuestra,
});

/** Rama and Tyba. */
export const actuacionRamaTybaReply = z.object({
  textoActuacion: z.string(),
  registro: z.string().nullable(),
  fechaActuacion: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaTermino: z.string().nullable(),
  ...actuacionNuestra,
});

/** GET /{Fuente}/Procesos/{idExpediente}/Documentos: the documents read from the source, newest first. */
export const documentoFuenteReply = z.object({
  /** Ours: the id GET /{Fuente}/Documentos/{id}/View opens. */
  id: z.number(),
  /** The source's own document id. */
  idDocumento: z.string(),
  nombreDocumento: z.string(),
  /** 'YYYY-MM-DD' as the source dates it. */
  fecha: z.string().nullable(),
  descripcion: z.string().nullable(),
  tipoFuente: z.number(),
});

/** One match inside a published document (seed 000 §3 'Document with matches'). */
export const coincidenciaDocumentoReply = z.object({
  id: z.number(),
  extracto: z.string(),
  fecha: z.string(),
  pagina: z.number(),
  resumenEncontrado: z.string(),
  certeza: z.number(),
  url: z.string().nullable(),
  screenshot: z.null(),
  urlDespachoUsuario: z.string().nullable(),
  linkDeAutoProvidencia: z.string().nullable(),
  textoDeLinkDeAutoProvidencia: z.string().nullable(),
  tipo: z.string(),
  driveFileLink: z.null(),
  autos: z.array(z.never()),
});

export const documentoCoincidenciasReply = z.object({
  id: z.number(),
  idDocumento: z.string(),
  nombreDocumento: z.string(),
  fecha: z.string(),
  seccion: z.string().nullable(),
  tipoFuente: z.number(),
  linkAlDocumento: z.string().nullable(),
  urlDespacho: z.string().nullable(),
  esAuto: z.boolean(),
  coincidenciasDelDocumento: z.array(coincidenciaDocumentoReply),
});

/** GET /v2/procesos/{id}?tipoFuente=: autos first, then the newest. */
export const documentosConCoincidenciasReply = z.object({
  documentosDondeSeEncuentra: z.array(documentoCoincidenciasReply),
});

/** GET /Documentos/{id}/Box (a published document) and GET /{Fuente}/Documentos/{docId}/View. */
export const vistaDocumentoReply = z.object({ urlView: z.string(), nombreDocumento: z.string() });

/** The outcome of one stored consultation, as the case's source block shows its last one. */
const estadoConsulta = procesoEnFuenteReply.shape.estadoUltimaConsulta.unwrap();

export const pantallazoResumenReply = z.object({
  /** yyyy-mm */
  mes: z.string(),
  idConsulta: z.number(),
  tipoFuente: z.number(),
  /** yyyy-mm-dd */
  fecha: z.string(),
  estado: estadoConsulta,
});

/** GET /Expedientes/{id}/Pantallazos: the last consultation of each source per month, newest first. */
export const pantallazosReply = z.object({
  meses: z.array(z.string()),
  pantallazos: z.array(pantallazoResumenReply),
});

/** GET /Consultas/{idConsulta}/Pantallazo: the stored consultation shown back as a page. */
export const pantallazoReply = z.object({
  idConsulta: z.number(),
  tipoFuente: z.number(),
  fuente: z.string(),
  numero: z.string(),
  despacho: z.string().nullable(),
  fecha: z.string(),
  /** ISO instant. */
  consultadoEn: z.string(),
  estado: estadoConsulta,
  motivo: z.string().nullable(),
  actuaciones: z.array(
    z.object({
      descripcion: z.string(),
      anotacion: z.string().nullable(),
      fechaActuacion: z.string().nullable(),
      fechaRegistro: z.string().nullable(),
    }),
  ),
});

export type ActivacionBody = z.input<typeof activationBody>;
export type ActivacionReply = z.infer<typeof activationReply>;
export type MessageReply = z.infer<typeof messageReply>;
export type DetalleProceso = z.infer<typeof detalleProcesoReply>;
export type ActuacionSamai = z.infer<typeof actuacionSamaiReply>;
export type ActuacionUnificada = z.infer<typeof actuacionUnificadaReply>;
export type ActuacionRamaTyba = z.infer<typeof actuacionRamaTybaReply>;
export type DocumentoFuente = z.infer<typeof documentoFuenteReply>;
export type CoincidenciaDocumento = z.infer<typeof coincidenciaDocumentoReply>;
export type DocumentoCoincidencias = z.infer<typeof documentoCoincidenciasReply>;
export type DocumentosConCoincidencias = z.infer<typeof documentosConCoincidenciasReply>;
export type VistaDocumento = z.infer<typeof vistaDocumentoReply>;
export type EstadoConsulta = z.infer<typeof estadoConsulta>;
export type PantallazoResumen = z.infer<typeof pantallazoResumenReply>;
export type Pantallazos = z.infer<typeof pantallazosReply>;
export type Pantallazo = z.infer<typeof pantallazoReply>;
