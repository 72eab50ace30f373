/**
 * Zod shapes of samaicore answers, as recorded from the real API (sources.md §1.4, corrected; the
 * recordings are in fixtures/). Extra fields pass; a missing or retyped field we read is drift.
 */
import { z } from 'zod';

/** A document exists only inside ObtenerDatosProcesoGet's actuaciones; FUNCHASH is its download key. */
export const samaiDocumentoSchema = z.object({
  creationDate: z.string().nullable(),
  A121DESCDOCU: z.string().nullable(),
  NOMBDOCU: z.string().nullable(),
  NombreCompletoArchivo: z.string().nullable(),
  FUNCHASH: z.string().min(1),
});
export type SamaiDocumento = z.infer<typeof samaiDocumentoSchema>;

/** A HistorialActuaciones item: it has no Documentos key at all, even when CantidadDocumentos > 0. */
export const samaiActuacionSchema = z.object({
  Orden: z.number(),
  Registro: z.string().nullable(),
  Actuacion: z.string().nullable(),
  NombreActuacion: z.string(),
  Anotacion: z.string().nullable(),
  CantidadDocumentos: z.number().nullable(),
});

export type SamaiActuacion = z.infer<typeof samaiActuacionSchema>;

export const samaiHistorialSchema = z.array(samaiActuacionSchema);

/** The same item inside ObtenerDatosProcesoGet's envelope, where it does carry its documents. */
export const samaiActuacionConDocumentosSchema = samaiActuacionSchema.extend({
  Documentos: z.array(samaiDocumentoSchema).nullable(),
});

export const samaiProcesoSchema = z.object({
  radicado: z.string(),
  FECHAPROC: z.string().nullable(),
  cityName: z.string().nullable(),
  tipoProceso: z.string().nullable(),
  claseProceso: z.string().nullable(),
  /** A 12-digit court code (e.g. "730012333000"), not a name. */
  EntidadRadicadora: z.string().nullable(),
  Ponente: z.string().nullable(),
  CodDespacho: z.string().nullable(),
  Actor: z.string().nullable(),
  Demandado: z.string().nullable(),
  /** " 2026-03-19", possibly several separated by commas. */
  UltimaActuacionSecretariaFechas: z.string().nullable(),
  /** " Mar 19 2026  4:31PM" (SQL Server's legacy format). */
  UltimaActuacionDespachoFecha: z.string().nullable(),
});

/** ObtenerDatosProcesoGet: `{proceso, cantidadDocumentos, cantidadActuaciones, actuaciones, auditoria}`. */
export const samaiDatosProcesoSchema = z.object({
  proceso: samaiProcesoSchema,
  cantidadDocumentos: z.number(),
  cantidadActuaciones: z.number(),
  actuaciones: z.array(samaiActuacionConDocumentosSchema),
});

/** Inferred, not documented: only the corporación code is read from it. */
export const samaiBusquedaSchema = z.array(z.object({ Corporacion: z.string() }));
