/**
 * The wire contract of the bulk-load calls (seed 000 §3 'Automatic load', 'Load item'; §7 'Loads'):
 * request and reply schemas, written once. The server's routes validate and serialise with them; the
 * web reads its types from them. The states travel as text (the OpenAPI document says string); their
 * names are ESTADOS_CARGA and ESTADOS_ITEM.
 */
import { z } from 'zod';

/** Radicados per load. */
export const MAX_PROCESOS_POR_CARGA = 1_000;

export const ESTADOS_CARGA = ['EnProceso', 'Finalizado', 'FinalizadoPorUsuario'] as const;
export const ESTADOS_ITEM = [
  'Registrando',
  'Registrado',
  'NoEncontrado',
  'ErrorTecnico',
  'Finalizado',
] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The radicados' format is checked by the use case, to answer with the seed's message per line. */
export const requestBody = z.object({
  numerosProcesos: z.array(z.string().max(60)).min(1).max(MAX_PROCESOS_POR_CARGA),
  idAbogado: z.union([z.number(), z.string(), z.null()]).optional(),
  idUsuarioMigrado: z.union([z.number(), z.string(), z.null()]).optional(),
});

export const loadParams = z.object({ id });
export const loadQuery = z.object({
  limit: z.coerce.number().int().min(0).max(MAX_PROCESOS_POR_CARGA).optional(),
});
export const itemsQuery = z.object({ estado: z.enum(ESTADOS_ITEM).optional() });
export const retryQuery = z.object({
  esReintentadoPorUsuario: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value !== 'false'),
});

/** One not-found case completed by hand (seed 000 §3 'Manual registration payload'). */
export const manualItem = z.object({
  idProcesoAcargar: z.string().regex(/^\d{1,10}$/),
  numProceso: z.string().max(40),
  demandante: z.string().trim().min(1).max(500),
  demandado: z.string().trim().min(1).max(500),
  informacionFuenteDondeSeConsulta: z
    .array(
      z.object({
        idJuzgado: z.string().trim().min(1).max(40),
        sitioWebDondeSeConsulta: z.enum(['SIUGJ', 'PublicacionesProcesales']),
      }),
    )
    .min(1)
    .max(2),
});
export type ManualItem = z.infer<typeof manualItem>;
export const manualBody = z.array(manualItem).min(1).max(MAX_PROCESOS_POR_CARGA);

export const requestReply = z.object({ id: z.number(), totalNumProcesosProcesos: z.number() });

export const itemReply = z.object({
  id: z.number(),
  numeroProceso: z.string(),
  estado: z.string(),
  esProcesoPrivado: z.boolean(),
  idExpediente: z.number().nullable(),
  observaciones: z.array(z.string()),
  informacionUltimaActuacion: z
    .object({
      demandante: z.string().nullable(),
      demandado: z.string().nullable(),
      ultimaActuacion: z.string().nullable(),
      fuenteDatos: z.number().nullable(),
      fechaUltimaActuacion: z.string().nullable(),
    })
    .nullable(),
  informacionProcesoEnFuente: z.array(
    z.object({ idFuente: z.number(), estadoRegistroProceso: z.string(), esInformacionManual: z.boolean() }),
  ),
});

export const loadReply = z.object({
  id: z.number(),
  idCargaProcesosAutomatica: z.number(),
  idAbogado: z.number(),
  idUsuarioMigrado: z.null(),
  estado: z.string(),
  fechaLimiteFinalizacion: z.string(),
  conErrorTecnicoEnConsulta: z.boolean(),
  reintentoSolicitadoErrorTecnicoEnConsulta: z.boolean(),
  totalNumProcesosProcesos: z.number(),
  numProcesosRegistrados: z.number(),
  numProcesosPendientes: z.number(),
  visto: z.boolean(),
  procesosACargar: z.array(itemReply).optional(),
});

export const activeReply = z.object({
  existeRegistroActivo: z.boolean(),
  registroAutomatico: loadReply.nullable(),
});
export const vistoReply = z.object({ id: z.number(), visto: z.boolean() });

/** POST /api/RegistroAutomaticoProcesos/Archivo (our addition): the file's radicados in order. */
export const archivoReply = z.object({ radicados: z.array(z.string()), numerosImprecisos: z.number() });

export type EstadoCarga = (typeof ESTADOS_CARGA)[number];
export type EstadoItem = (typeof ESTADOS_ITEM)[number];
export type SolicitudCargaBody = z.input<typeof requestBody>;
export type CargaCreada = z.infer<typeof requestReply>;
export type ProcesoACargar = z.infer<typeof itemReply>;
export type RegistroAutomatico = z.infer<typeof loadReply>;
export type RegistroActivo = z.infer<typeof activeReply>;
export type CargaVista = z.infer<typeof vistoReply>;
export type RadicadosDelArchivo = z.infer<typeof archivoReply>;
export type RegistroManualItem = z.input<typeof manualItem>;
