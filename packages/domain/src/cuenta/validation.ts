/**
 * Sign-in, sign-up and invited-user activation rules (seed 002 §5), in the seeds' order.
 * Shared by the web forms and the server so both say the same words.
 * Each validator returns the first failing message code, or null when the input is valid.
 */
import type { MessageCode } from '../messages.ts';

/** Login pattern: letters, digits, dot, underscore, hyphen, @, domain, 2–6 letter ending. */
const LOGIN_EMAIL = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
/** Sign-up pattern: no leading/trailing dot in the local part, domain labels, ending 2–63 letters. */
const SIGNUP_EMAIL =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const NAME_CHARACTERS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9 ]+$/;
const LINK = /(https?:|www|\.com\b|\.co\b|\/\/)/i;

export const NOMBRE_MAXIMO = 100;
export const CONTRASENA_MINIMA = 8;

export function normalizeNombre(nombre: string): string {
  return nombre.trim().replace(/\s+/g, ' ');
}

export interface LoginInput {
  email: string;
  pwd: string;
}

/**
 * An address one can sign in with (also the forgotten-password form's): the seed's login pattern,
 * or any address sign-up accepts. The seed calls sign-up's pattern the stricter one, yet it lets
 * through what the login pattern refuses ('ana+casos@gmail.com', the ending '.abogado'): taken
 * alone, the login pattern locked such an account out from the day it was created (decision 0003).
 */
export function esCorreoDeAcceso(email: string): boolean {
  const correo = email.trim();
  return LOGIN_EMAIL.test(correo) || SIGNUP_EMAIL.test(correo);
}

export function validateLogin(input: LoginInput): MessageCode | null {
  if (!esCorreoDeAcceso(input.email)) return 'CorreoInvalido';
  if (input.pwd.length === 0) return 'CamposObligatorios';
  return null;
}

export interface SignUpInput {
  nombre: string;
  email: string;
  password: string;
  aceptaTerminos: boolean;
}

export function validateSignUp(input: SignUpInput): MessageCode | null {
  const nombre = normalizeNombre(input.nombre);
  if (!nombre || !input.email.trim() || !input.password) return 'CamposObligatorios';
  if (nombre.length > NOMBRE_MAXIMO) return 'NombreMuyLargo';
  // Links are checked before characters only where the characters rule would let them through
  // (e.g. 'www ejemplo'); a URL with ':' or '/' already fails the characters rule.
  if (!NAME_CHARACTERS.test(nombre)) return 'NombreCaracteresEspeciales';
  if (LINK.test(nombre)) return 'NombreConEnlaces';
  if (!SIGNUP_EMAIL.test(input.email.trim())) return 'CorreoInvalido';
  if (input.password.length < CONTRASENA_MINIMA) return 'ContrasenaCorta';
  if (!input.aceptaTerminos) return 'TerminosNoAceptados';
  if (input.password.includes('#')) return 'ContrasenaConNumeral';
  return null;
}

/**
 * The name of a person invited by e-mail: it is written into an e-mail from us, so it follows the
 * sign-up name rules (no links, no special characters), which keeps the invitation from carrying
 * someone else's message or URL (issue 20 item 6).
 */
export function validateNombreInvitado(nombre: string): MessageCode | null {
  const normalized = normalizeNombre(nombre);
  if (normalized.length > NOMBRE_MAXIMO) return 'NombreMuyLargo';
  if (LINK.test(normalized)) return 'NombreConEnlaces';
  if (!NAME_CHARACTERS.test(normalized)) return 'NombreCaracteresEspeciales';
  return null;
}

export interface ActivationInput {
  idAbogado: string | null;
  idControlCambios: string | null;
  password: string;
  passwordRepetida: string;
  aceptaTerminos: boolean;
}

export function validateActivation(input: ActivationInput): MessageCode | null {
  if (!input.idAbogado || !input.idControlCambios) return 'InformacionInsuficienteActivacion';
  if (input.password.length < CONTRASENA_MINIMA) return 'ContrasenaCorta';
  if (input.password.includes('#')) return 'ContrasenaConNumeral';
  if (input.password !== input.passwordRepetida) return 'ContrasenasNoCoinciden';
  if (!input.aceptaTerminos) return 'TerminosNoAceptados';
  return null;
}
export * from './facturacion.ts';
export * from './referidos.ts';
export * from './superintendencias.ts';
