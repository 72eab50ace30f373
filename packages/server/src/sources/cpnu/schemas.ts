/** Zod shapes of CPNU API v2 answers (sources.md §1.1); extra fields pass, missing or retyped ones are drift. */
import { z } from 'zod';

const paginacionSchema = z.object({
  cantidadRegistros: z.number(),
  registrosPagina: z.number(),
  cantidadPaginas: z.number(),
  pagina: z.number(),
});

export const cpnuProcesoSchema = z.object({
  idProceso: z.number(),
  /** One public client reports null (with null dates) on private rows. */
  idConexion: z.number().nullable(),
  llaveProceso: z.string(),
  fechaProceso: z.string().nullable(),
  fechaUltimaActuacion: z.string().nullable(),
  despacho: z.string(),
  departamento: z.string().nullable(),
  sujetosProcesales: z.string().nullable(),
  esPrivado: z.boolean(),
});

export const cpnuSearchSchema = z.object({
  tipoConsulta: z.string(),
  procesos: z.array(cpnuProcesoSchema),
  paginacion: paginacionSchema,
});

export const cpnuDetailSchema = z.object({
  idRegProceso: z.number(),
  llaveProceso: z.string(),
  idConexion: z.number(),
  esPrivado: z.boolean(),
  fechaProceso: z.string().nullable(),
  codDespachoCompleto: z.string().nullable(),
  despacho: z.string(),
  ponente: z.string().nullable(),
  tipoProceso: z.string().nullable(),
  claseProceso: z.string().nullable(),
  subclaseProceso: z.string().nullable(),
  recurso: z.string().nullable(),
  ubicacion: z.string().nullable(),
  contenidoRadicacion: z.string().nullable(),
});

export const cpnuActuacionSchema = z.object({
  idRegActuacion: z.number(),
  llaveProceso: z.string(),
  consActuacion: z.number(),
  fechaActuacion: z.string().nullable(),
  actuacion: z.string(),
  anotacion: z.string().nullable(),
  fechaInicial: z.string().nullable(),
  fechaFinal: z.string().nullable(),
  fechaRegistro: z.string().nullable(),
  conDocumentos: z.boolean(),
  cant: z.number(),
});

export const cpnuActuacionesSchema = z.object({
  actuaciones: z.array(cpnuActuacionSchema),
  paginacion: paginacionSchema,
});

export const cpnuDocumentoSchema = z.object({
  idRegDocumento: z.number(),
  consActuacion: z.number().nullable(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  fechaCarga: z.string().nullable(),
});

/** /Proceso/Sujetos/{id}?pagina=N, 40 per page. `identificacion` is null in public answers. */
export const cpnuSujetosSchema = z.object({
  sujetos: z.array(
    z.object({
      tipoSujeto: z.string(),
      esEmplazado: z.boolean(),
      nombreRazonSocial: z.string(),
    }),
  ),
  paginacion: paginacionSchema,
});

export const cpnuErrorSchema = z.object({ StatusCode: z.number(), Message: z.string() });
