/**
 * Account-safety messages and rules (issue 20): password reset and change, sessions ended on every
 * device, invitation and sign-up limits, plan limits. Not in the seeds: our wording, in the seeds'
 * tone and in "tú". Spread into MESSAGES so the server answers them as { code, message }.
 */
import { CONTRASENA_MINIMA } from './validation.ts';

export const MENSAJES_SEGURIDAD_CUENTA = {
  // Password reset ('He olvidado mi contraseña')
  SolicitudRestablecerEnviada:
    'Si ese correo tiene una cuenta en Expediente Digital, te enviamos un enlace para crear una contraseña nueva. Revisa tu bandeja de entrada.',
  EnlaceRestablecerInvalido:
    'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  ContrasenaRestablecida: 'Listo. Tu contraseña cambió: inicia sesión con la nueva.',
  // Password change and sessions ('Mi cuenta')
  ContrasenaActualIncorrecta: 'La contraseña actual no es correcta.',
  ContrasenaNuevaIgual: 'La contraseña nueva debe ser distinta de la actual.',
  ContrasenaCambiada: 'Tu contraseña cambió. Cerramos tu sesión en los demás dispositivos.',
  SesionesCerradas: 'Cerramos tu sesión en todos los demás dispositivos.',
  // Associated users' invitations
  DemasiadasInvitaciones: 'Ya enviaste {max} invitaciones hoy. Podrás invitar a más personas mañana.',
  InvitacionVencida: 'La invitación venció. Pide a la cuenta principal que te invite de nuevo.',
  CorreoSinVerificar:
    'Antes de enviar correos a otras personas, confirma tu correo electrónico con el enlace que te enviamos.',
  CorreoVerificado: 'Listo. Confirmamos tu correo electrónico.',
  VerificacionReenviada:
    'Te enviamos un enlace nuevo para confirmar tu correo. Revisa tu bandeja de entrada.',
  EnlaceVerificacionInvalido: 'El enlace para confirmar tu correo no es válido o venció.',
  // Plan and trial limits
  LimiteProcesosPrueba:
    'Durante la prueba gratuita puedes registrar hasta {max} procesos. Ingresa tus datos de facturación en Mi cuenta para registrar más.',
  LimiteProcesosPlan: 'Tu cuenta llegó al máximo de {max} procesos de tu plan. Escríbenos para ampliarlo.',
  LimiteCargaPrueba:
    'Durante la prueba gratuita cada carga admite hasta {max} radicados. Divídela en varias cargas o ingresa tus datos de facturación en Mi cuenta.',
  CuotaAnexosSuperada:
    'Tu cuenta llegó al límite de {max} MB de anexos. Elimina los anexos que ya no necesites para subir otros.',
  // Sign-up
  DemasiadosRegistros: 'Demasiados registros desde tu conexión. Espera un momento e inténtalo de nuevo.',
} as const;

/**
 * What an account may hold (issue 20 item 8): a trial account (no billing data yet) is kept small
 * so a throwaway account cannot fill the night's sweep; a billed account gets the plan's bounds.
 */
export const LIMITES_PLAN = {
  prueba: { procesos: 100, radicadosPorCarga: 100, anexosMb: 100 },
  plan: { procesos: 5_000, radicadosPorCarga: 1_000, anexosMb: 2_048 },
} as const;

export type TipoLimite = keyof typeof LIMITES_PLAN;

/** Minutes a password-reset link stays valid. */
export const RESTABLECER_MINUTOS = 30;

export interface NuevaContrasenaInput {
  password: string;
  passwordRepetida: string;
}

/**
 * A new password (reset or change) follows the rules of sign-up and activation (seed 002 §5):
 * 8 characters or more, no '#', typed twice alike.
 */
export function validateNuevaContrasena(input: NuevaContrasenaInput) {
  if (!input.password || !input.passwordRepetida) return 'CamposObligatorios' as const;
  if (input.password.length < CONTRASENA_MINIMA) return 'ContrasenaCorta' as const;
  if (input.password.includes('#')) return 'ContrasenaConNumeral' as const;
  if (input.password !== input.passwordRepetida) return 'ContrasenasNoCoinciden' as const;
  return null;
}
