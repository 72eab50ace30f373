/**
 * The wire contract of the profile and billing data (seed 002 §3, §7 GET/PUT perfil) and the trial's
 * countdown (GET /api/PeriodoPrueba, §4; path ours). Written once: the server's routes validate and
 * serialise with these schemas, the web reads its types from them.
 */
import { z } from 'zod';
import { errorReply } from './errores.ts';

/** Loose on purpose: a missing or empty field gets the seed's Spanish rule text, not a schema error. */
const texto = z.string().max(2000).nullish();

export const perfilBody = z.object({
  Nombre: texto,
  Apellidos: texto,
  Nit: texto,
  Direccion: texto,
  Ciudad: texto,
  Departamento: texto,
  Telefono: texto,
  RazonSocial: texto,
  /** Sent by the seed's client with the default 'agruparTodosLosCambios'; kept, see decision 0010. */
  TipoDeEnvioNotificaciones: z.string().trim().min(1).max(60).optional(),
  NotificarUnificada: z.boolean().optional(),
});

export const periodoPruebaReply = z.object({
  /** Ceiling of the days to the trial's end; null at 0 or less (seed 002 §4). */
  diasRestantes: z.number().int().min(1).nullable(),
  diasTotales: z.number().int(),
  /** dd/mm/yyyy on the Bogotá calendar. */
  fechaFin: z.string(),
  terminada: z.boolean(),
});

export const perfilReply = z.object({
  Nombre: z.string(),
  Apellidos: z.string(),
  Email: z.string(),
  Nit: z.string(),
  Direccion: z.string(),
  Ciudad: z.string(),
  Departamento: z.string(),
  Telefono: z.string(),
  RazonSocial: z.string().nullable(),
  TipoDeEnvioNotificaciones: z.string(),
  NotificarUnificada: z.boolean(),
  /** The signed-in user's own name and last name (the 'MI CUENTA' block). */
  NombreUsuario: z.string(),
  ApellidoUsuario: z.string(),
  TipoCuenta: z.enum(['Cuenta Principal', 'Cuenta asociada']),
  EsCuentaPrincipal: z.boolean(),
  /** True once the account's billing data has been saved (billing has started). */
  DatosFacturacionGuardados: z.boolean(),
  Prueba: periodoPruebaReply,
});

export const guardarPerfilReply = z.object({
  Success: z.literal(true),
  Msg: z.string(),
  /** True on the account's first save: the web shows the thank-you modal then. */
  PrimerGuardado: z.boolean(),
});

/** A refused save; schema errors (wrong types) come from the shared handler without Success/Msg. */
export const perfilErrorReply = z
  .object({ Success: z.literal(false).optional(), Msg: z.string().optional() })
  .extend(errorReply.shape);

export type PerfilBody = z.input<typeof perfilBody>;
export type Perfil = z.infer<typeof perfilReply>;
export type PeriodoPrueba = z.infer<typeof periodoPruebaReply>;
export type GuardarPerfilReply = z.infer<typeof guardarPerfilReply>;
export type PerfilErrorReply = z.infer<typeof perfilErrorReply>;
