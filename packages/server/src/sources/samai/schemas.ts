/** Zod shapes of samaicore answers (sources.md §1.4); extra fields pass, missing or retyped ones are drift. */
import { z } from 'zod';

export const samaiDocumentoSchema = z.object({
  creationDate: z.string().nullable(),
  A121DESCDOCU: z.string().nullable(),
  NOMBDOCU: z.string().nullable(),
  NombreCompletoArchivo: z.string().nullable(),
  FUNCHASH: z.string(),
});

export const samaiActuacionSchema = z.object({
  Orden: z.number(),
  Registro: z.string().nullable(),
  Actuacion: z.string().nullable(),
  NombreActuacion: z.string(),
  Anotacion: z.string().nullable(),
  CantidadDocumentos: z.number().nullable(),
  Documentos: z.array(samaiDocumentoSchema).nullable(),
});

export const samaiHistorialSchema = z.array(samaiActuacionSchema);

export const samaiDatosProcesoSchema = z.object({
  radicado: z.string(),
  FECHAPROC: z.string().nullable(),
  cityName: z.string().nullable(),
  tipoProceso: z.string().nullable(),
  claseProceso: z.string().nullable(),
  EntidadRadicadora: z.string().nullable(),
  Ponente: z.string().nullable(),
  CodDespacho: z.string().nullable(),
  Actor: z.string().nullable(),
  Demandado: z.string().nullable(),
  UltimaActuacionSecretariaFechas: z.string().nullable(),
  UltimaActuacionDespachoFecha: z.string().nullable(),
});

/** Inferred, not documented: only the corporación code is read from it. */
export const samaiBusquedaSchema = z.array(z.object({ Corporacion: z.string() }));
