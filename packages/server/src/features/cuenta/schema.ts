/** Input and output schemas of the account calls (seed 002 §3, §7). */
import { z } from 'zod';
import { preferenciasReply } from '../notificaciones/index.ts';

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
export const messageReply = z.object({ message: z.string() });

export const activoReply = z.object({ activo: z.boolean() });

export const resumenGeneralReply = z.object({
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  master: z.boolean(),
  id: z.number(),
});

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
  esAdministrador: z.boolean(),
  correoVerificado: z.boolean(),
});
