/** Bodies of the activation calls per source (seed 000 §7) and the source-data answers. */
import { z } from 'zod';
import { ACTIVATION_PATHS, DEACTIVATION_PATHS, type DeactivationPath } from './source-paths.ts';

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
