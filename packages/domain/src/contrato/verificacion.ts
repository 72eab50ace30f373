/**
 * The wire contract of the verification report's calls (seed 001 §7; the request and latest-report
 * calls are ours): request schemas, which the server's routes validate with, and reply schemas,
 * which type what the server computes and the web reads. The routes declare no reply schema
 * (declaring one would change the OpenAPI document), so the replies are checked by both
 * compilations, not at run time.
 */
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const paginaQuery = z.object({ pagina: z.coerce.number().int().min(1).max(100_000).default(1) });

/** POST VerificacionAutomaticaProcesos (202) and GET …/Ultima (null when none; seed 001 §4 estados). */
export const verificacionReply = z.object({ id: z.number(), estado: z.number() });
export const verificacionSolicitadaReply = verificacionReply.pick({ id: true });

export const estadisticasVerificacionReply = z.object({
  id: z.number(),
  /** Seed 001 §4: 0 Nuevo, 2 En proceso, 4 and 6 Verificado. */
  estado: z.number(),
  /** 'carga' (after a bulk load) or 'solicitud' (asked for). */
  origen: z.string(),
  /** ISO instants. */
  fechaCreacion: z.string(),
  fechaFinalizacion: z.string().nullable(),
  totalProcesos: z.number(),
  procesosVerificados: z.number(),
  procesosActivados: z.number(),
  fuentesActivadas: z.number(),
  procesosCompletos: z.number(),
});

/** What the verification did in a source the case was not watched in. */
export const fuenteFaltanteReply = z.object({
  idFuente: z.number(),
  /** 'activada', 'noEncontrada' or 'error'. */
  estadoVerificacionFuenteFaltante: z.string(),
});

export const procesoVerificadoReply = z.object({
  idExpediente: z.number(),
  numeroProceso: z.string(),
  demandantes: z.string(),
  demandados: z.string(),
  etiqueta: z.string().nullable(),
  estadoVerificacion: z.number(),
  procesosEnFuentesDatos: z.array(
    z.object({ tipoFuente: z.number(), estado: z.number(), idActualizacion: z.string().nullable() }),
  ),
  verificacionProcesosEnFuentesFaltantes: z.array(fuenteFaltanteReply),
  /** One sentence per missing source, in the lawyer's words. */
  resumen: z.array(z.string()),
});

/** 20 cases a page. */
export const procesosVerificadosReply = z.object({
  estado: z.number(),
  procesos: z.array(procesoVerificadoReply),
  pagina: z.number(),
  hayMas: z.boolean(),
});

export type Verificacion = z.infer<typeof verificacionReply>;
export type VerificacionSolicitada = z.infer<typeof verificacionSolicitadaReply>;
export type EstadisticasVerificacion = z.infer<typeof estadisticasVerificacionReply>;
export type FuenteFaltante = z.infer<typeof fuenteFaltanteReply>;
export type ProcesoVerificado = z.infer<typeof procesoVerificadoReply>;
export type ProcesosVerificados = z.infer<typeof procesosVerificadosReply>;
