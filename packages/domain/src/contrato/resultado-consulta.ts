/**
 * The wire contract of the query-result screen's calls (seed 001 §3 ResumenConsultaAbogado, §7):
 * request schemas, which the server's routes validate with, and reply schemas, which type what the
 * server computes and the web reads. The routes declare no reply schema (declaring one would change
 * the OpenAPI document), so the replies are checked by both compilations, not at run time.
 */
import { z } from 'zod';
import { TIPOS_ALERTA_CONSULTA } from '../alertas-consulta.ts';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const idFechaParams = z.object({ idFecha: z.string().regex(/^\d{8}$/, 'fecha ddmmaaaa') });
export const paginaQuery = z.object({
  numeroPagina: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const resumenConsultaReply = z.object({
  id: z.number(),
  /** yyyymmdd */
  idFecha: z.number(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  tutorialVisto: z.boolean(),
  cantidadExpedientesConsultados: z.number(),
  cantidadExpedientesNoConsultados: z.number(),
  cantidadExpedientesConsultadosParcialmente: z.number(),
});

const tipoAlerta = z.enum(TIPOS_ALERTA_CONSULTA);

export const expedienteConsultaReply = z.object({
  idExpediente: z.number(),
  numero: z.string(),
  /** The seed's name for the same number. */
  radicado: z.string(),
  demandantes: z.string(),
  demandados: z.string(),
  /** A source not consulted two nights running. */
  sinConsultaRecurrente: z.boolean(),
  listaConsultaProcesos: z.array(
    z.object({
      idFuente: z.number(),
      /** ESTADO_FUENTE_CONSULTA (seed 001 §4: 9, 2, 11, 10). */
      estado: z.number(),
      conAlerta: z.boolean(),
      tipoAlerta: tipoAlerta.nullable(),
      esProcesoPrincipal: z.boolean(),
      /** The consultation's id, the screenshot's key. */
      pantallazo: z.number(),
      fechaConsulta: z.string(),
    }),
  ),
  listaProcesosNoConsultados: z.array(
    z.object({ idFuente: z.number(), estado: z.number(), tipoAlerta: tipoAlerta.nullable() }),
  ),
  alertas: z.array(
    z.object({
      idFuente: z.number(),
      tipoAlerta,
      razon: z.string(),
      recomendacion: z.string(),
      causa: z.string(),
    }),
  ),
});

export const paginaConsultaReply = z.object({
  expedientes: z.array(expedienteConsultaReply),
  total: z.number(),
  numeroPagina: z.number(),
  totalPaginas: z.number(),
});

export type ResumenConsulta = z.infer<typeof resumenConsultaReply>;
export type ExpedienteConsulta = z.infer<typeof expedienteConsultaReply>;
export type PaginaConsulta = z.infer<typeof paginaConsultaReply>;
