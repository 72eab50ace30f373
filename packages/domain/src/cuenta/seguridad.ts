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
  prueba: { procesos: 100, radicadosPorCarga: 100, anexosMb: 100, consultasPorDia: 1_000 },
  plan: { procesos: 5_000, radicadosPorCarga: 1_000, anexosMb: 2_048, consultasPorDia: 50_000 },
} as const;

/*
 * `consultasPorDia`: source lookups an account may ask for in 24 hours (each source of a new case,
 * each activation, each radicado of a bulk load, each read of a documents tab). Every one makes the
 * courts be asked at once, so deactivating and activating a source, or deleting and registering a
 * case, in a loop must not be a way to point the product's requests at the courts without end.
 * Ten for each case the plan allows: registering every case of the plan with all seven sources on
 * the first day fits, with room to change them; the nightly checks of the cases already watched are
 * not counted.
 */

/** Verifications of every case (POST VerificacionAutomaticaProcesos) an account may ask for in 24 hours. */
export const VERIFICACIONES_POR_DIA = 5;

/** Reports of every case (GenerarSolicitudInformeUnificado) an account may ask for in 24 hours. */
export const INFORMES_POR_DIA = 10;

/** Values of its own an account may add to the master lists (procedural stages named by the lawyer). */
export const VALORES_PROPIOS_LISTA_MAESTRA = 200;

/** Requests the service desk is e-mailed from one account in 24 hours ('call you', Superintendencias). */
export const SOLICITUDES_LLAMADA_POR_DIA = 3;
export const SOLICITUDES_SUPERINTENDENCIAS_POR_DIA = 10;

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
