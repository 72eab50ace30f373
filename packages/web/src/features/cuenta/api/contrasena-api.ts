/** Password reset ('He olvidado mi contraseña'), password change and closing every session (issue 20). */
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionTokens } from '../../../lib/session.ts';

export function solicitarRestablecimiento(email: string): Promise<{ message: string }> {
  return apiRequest('/RestablecerContrasena/Solicitud', { method: 'POST', body: { email }, auth: 'none' });
}

export function restablecerContrasena(body: {
  token: string;
  password: string;
  passwordRepetida: string;
}): Promise<{ message: string }> {
  return apiRequest('/RestablecerContrasena', { method: 'POST', body, auth: 'none' });
}

export function verificarCorreo(token: string): Promise<{ message: string }> {
  return apiRequest('/VerificarCorreo', { method: 'POST', body: { token }, auth: 'none' });
}

export function reenviarVerificacion(): Promise<{ message: string }> {
  return apiRequest('/perfil/ReenviarVerificacion', { method: 'POST' });
}

export function cambiarContrasena(body: {
  passwordActual: string;
  password: string;
  passwordRepetida: string;
}): Promise<SessionTokens> {
  return apiRequest('/perfil/Contrasena', { method: 'PUT', body });
}

export function cerrarSesiones(): Promise<SessionTokens> {
  return apiRequest('/perfil/CerrarSesiones', { method: 'POST' });
}
