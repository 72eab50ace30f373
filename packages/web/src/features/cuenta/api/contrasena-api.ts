/** Password reset ('He olvidado mi contraseña'), password change and closing every session (issue 20). */
import type {
  CambioContrasenaBody,
  MessageReply,
  RestablecerBody,
  SolicitudRestablecerBody,
  Tokens,
  VerificarCorreoBody,
} from '@expediente/domain/contrato/cuenta';
import { apiRequest } from '../../../lib/api-client.ts';

export function solicitarRestablecimiento(email: string): Promise<MessageReply> {
  return apiRequest('/RestablecerContrasena/Solicitud', {
    method: 'POST',
    body: { email } satisfies SolicitudRestablecerBody,
    auth: 'none',
  });
}

export function restablecerContrasena(body: RestablecerBody): Promise<MessageReply> {
  return apiRequest('/RestablecerContrasena', { method: 'POST', body, auth: 'none' });
}

export function verificarCorreo(token: string): Promise<MessageReply> {
  return apiRequest('/VerificarCorreo', {
    method: 'POST',
    body: { token } satisfies VerificarCorreoBody,
    auth: 'none',
  });
}

export function reenviarVerificacion(): Promise<MessageReply> {
  return apiRequest('/perfil/ReenviarVerificacion', { method: 'POST' });
}

export function cambiarContrasena(body: CambioContrasenaBody): Promise<Tokens> {
  return apiRequest('/perfil/Contrasena', { method: 'PUT', body });
}

export function cerrarSesiones(): Promise<Tokens> {
  return apiRequest('/perfil/CerrarSesiones', { method: 'POST' });
}
