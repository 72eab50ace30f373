/**
 * The wire contract of the account calls (seed 002 §3, §7): sign-in, sign-up, invitation, password
 * and e-mail calls and the session user. Request and reply schemas, written once: the server's routes
 * validate and serialise with them, the web reads its types from them.
 */
import { z } from 'zod';
import { type MessageReply, messageReply } from './expedientes.ts';
import { preferenciasReply } from './notificaciones.ts';

export { type MessageReply, messageReply };

// Fields are optional strings so that a missing one reaches the seed's own rule and message
// ('Por favor, rellena todos los campos') instead of a generic validation error.
const text = (max: number) => z.string().max(max).optional();

export const loginBody = z.object({ email: text(320), pwd: text(200) });

export const accountBody = z.object({
  email: text(320),
  password: text(200),
  nombre: text(400),
  aceptaTerminos: z.boolean().optional(),
  idInvitacionUsuarioReferido: z.string().max(100).optional(),
});

export const tokensReply = z.object({ token: z.string(), tokenExpedienteDigital: z.string() });
export const accountReply = tokensReply.extend({ message: z.string() });

export const activationParams = z.object({ id: z.coerce.number().int().positive() });
export const activationQuery = z.object({ idControlCambios: z.string().max(100).optional() });
export const activationBody = z.object({
  password: text(200),
  passwordRepetida: text(200),
  aceptaTerminos: z.boolean().optional(),
});

export const solicitudRestablecerBody = z.object({ email: text(320) });
export const restablecerBody = z.object({
  token: text(200),
  password: text(200),
  passwordRepetida: text(200),
});
export const cambioContrasenaBody = z.object({
  passwordActual: text(200),
  password: text(200),
  passwordRepetida: text(200),
});
export const verificarCorreoBody = z.object({ token: text(200) });

export const activoReply = z.object({ activo: z.boolean() });

export const resumenGeneralReply = z.object({
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  /** Account type: true for the account holder (Cuenta Principal), false for an associate. */
  master: z.boolean(),
  id: z.number(),
});

/** The session user's flags, with the account's notification settings (contrato/notificaciones). */
export const usuarioExpedienteDigitalReply = preferenciasReply.extend({
  idAbogado: z.number(),
  perfilCliente: z.string(),
  yaAccedioPorPrimeraVez: z.boolean(),
  guiaNotificacionesVista: z.boolean(),
  yaAccedioPorPrimeraVezNotificaciones: z.boolean(),
  haVistoTutorialDependiente: z.boolean(),
  haVistoTutorialCoordinador: z.boolean(),
  existe: z.boolean(),
  yaVioElInformedeVerificacion: z.boolean(),
  /** Ours, not the seed's: the person may use the administrators' pages. */
  esAdministrador: z.boolean(),
  /** Ours: the address is confirmed; until then the account sends nothing to third parties. */
  correoVerificado: z.boolean(),
});

export type LoginBody = z.input<typeof loginBody>;
export type AccountBody = z.input<typeof accountBody>;
export type ActivationBody = z.input<typeof activationBody>;
export type SolicitudRestablecerBody = z.input<typeof solicitudRestablecerBody>;
export type RestablecerBody = z.input<typeof restablecerBody>;
export type VerificarCorreoBody = z.input<typeof verificarCorreoBody>;
export type CambioContrasenaBody = z.input<typeof cambioContrasenaBody>;
export type Tokens = z.infer<typeof tokensReply>;
export type AccountReply = z.infer<typeof accountReply>;
export type Activo = z.infer<typeof activoReply>;
export type ResumenGeneral = z.infer<typeof resumenGeneralReply>;
export type UsuarioExpedienteDigital = z.infer<typeof usuarioExpedienteDigitalReply>;
