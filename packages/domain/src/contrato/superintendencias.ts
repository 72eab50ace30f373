/**
 * The wire contract of the Superintendencias request and 'Servicios integrados' (seed 002 §2, §3, §7):
 * the wizard's request, the service history, whether the account sees it, and the administrator's
 * flag and status changes. Written once: the server's routes validate and serialise with these
 * schemas, the web reads its types from them.
 */
import { z } from 'zod';
import { ESTADOS_SOLICITUD } from '../cuenta/superintendencias.ts';

/** Loose on purpose: a missing or empty field gets the seed's Spanish rule text, not a schema error. */
const texto = z.string().max(2000).nullish();

export const filaBody = z.object({
  radicado: texto,
  radicadoInterno: texto,
  demandante: texto,
  tipoIdentificacionDemandante: texto,
  numeroIdentificacionDemandante: texto,
  demandado: texto,
  tipoIdentificacionDemandado: texto,
  numeroIdentificacionDemandado: texto,
  fuente: texto,
});

export const superintendenciasBody = z.object({
  /** Sent by the seed's client; ignored: the request always goes to SERVICE_DESK_EMAIL. */
  destinatario: z.string().max(320).nullish(),
  asunto: z.string().max(300).nullish(),
  /** The Superintendencia chosen in step 1; when absent, the rows' common fuente. */
  superintendencia: texto,
  procesos: z.array(filaBody).max(1000),
});

const fila = z.object({
  radicado: z.string(),
  radicadoInterno: z.string(),
  demandante: z.string(),
  tipoIdentificacionDemandante: z.string(),
  numeroIdentificacionDemandante: z.string(),
  demandado: z.string(),
  tipoIdentificacionDemandado: z.string(),
  numeroIdentificacionDemandado: z.string(),
  fuente: z.string(),
});

export const solicitudReply = z.object({
  id: z.number().int(),
  servicio: z.string(),
  superintendencia: z.string(),
  asunto: z.string(),
  estado: z.enum(ESTADOS_SOLICITUD),
  numeroProcesos: z.number().int(),
  /** Pesos per month before VAT (the §9 estimate until the desk quotes). */
  valorMensual: z.number().int(),
  numeroCotizacion: z.string().nullable(),
  /** ISO 8601 instant. */
  fechaSolicitud: z.string(),
  procesos: z.array(fila),
});

export const solicitudesQuery = z.object({ estado: z.enum(ESTADOS_SOLICITUD).optional() });
export const solicitudesReply = z.object({ solicitudes: z.array(solicitudReply) });

export const habilitadoReply = z.object({ habilitado: z.boolean() });
export const habilitadoBody = z.object({ habilitado: z.boolean() });
export const idAbogadoParams = z.object({ idAbogado: z.coerce.number().int().positive() });
export const idSolicitudParams = z.object({ id: z.coerce.number().int().positive() });
export const estadoBody = z.object({
  estado: z.enum(ESTADOS_SOLICITUD),
  numeroCotizacion: z.string().trim().min(1).max(40).nullish(),
  valorMensual: z.number().int().min(0).max(1_000_000_000).nullish(),
});

export { errorReply } from './errores.ts';

export type SuperintendenciasBody = z.input<typeof superintendenciasBody>;
export type SolicitudServicio = z.infer<typeof solicitudReply>;
export type SolicitudesServicio = z.infer<typeof solicitudesReply>;
export type Habilitado = z.infer<typeof habilitadoReply>;
export type EstadoBody = z.infer<typeof estadoBody>;
