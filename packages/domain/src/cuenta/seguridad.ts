/**
 * Account-safety rules (issue 20): password reset and change, sessions ended on every device,
 * invitation and sign-up limits, plan limits. Their messages are in mensajes-seguridad.ts.
 */
import { CONTRASENA_MINIMA } from './validation.ts';

// The messages live in their own file, which messages.ts reads: kept apart from these rules (which
// import validation.ts, which imports messages.ts) so the imports stay one-way.
export { MENSAJES_SEGURIDAD_CUENTA } from './mensajes-seguridad.ts';

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
