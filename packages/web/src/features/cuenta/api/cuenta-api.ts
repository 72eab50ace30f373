/** Sign-in, sign-up, invited-user activation and the session user's summary (seed 002 §7). */
import { apiRequest } from '../../../lib/api-client.ts';
import type { SessionTokens } from '../../../lib/session.ts';

export interface LoginRequest {
  email: string;
  pwd: string;
}

export interface SignUpRequest {
  email: string;
  password: string;
  nombre: string;
  aceptaTerminos: boolean;
  idInvitacionUsuarioReferido?: string;
}

export interface SignUpResponse extends SessionTokens {
  message: string;
}

export interface ActivationRequest {
  password: string;
  passwordRepetida: string;
  aceptaTerminos: boolean;
}

export interface ResumenGeneral {
  nombre: string;
  apellido: string;
  email: string;
  /** Account type: true for the account holder (Cuenta Principal), false for an associate. */
  master: boolean;
  id: number;
}

export interface UsuarioExpedienteDigital {
  idAbogado: number;
  perfilCliente: string | null;
  yaAccedioPorPrimeraVez: boolean;
  guiaNotificacionesVista: boolean;
  yaAccedioPorPrimeraVezNotificaciones: boolean;
  haVistoTutorialDependiente: boolean;
  haVistoTutorialCoordinador: boolean;
  existe: boolean;
  yaVioElInformedeVerificacion: boolean;
  /** Ours, not the seed's: the person may use the administrators' pages. */
  esAdministrador: boolean;
  /** Ours: the address is confirmed; until then the account sends nothing to third parties. */
  correoVerificado: boolean;
}

export function login(request: LoginRequest): Promise<SessionTokens> {
  return apiRequest<SessionTokens>('/Login', { method: 'POST', body: request, auth: 'public' });
}

export function signUp(request: SignUpRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/Account', { method: 'POST', body: request, auth: 'none' });
}

export function fetchAbogadoActivo(idAbogado: string, signal?: AbortSignal): Promise<{ activo: boolean }> {
  return apiRequest<{ activo: boolean }>(`/Abogados/${encodeURIComponent(idAbogado)}/Activo`, {
    auth: 'public',
    signal,
  });
}

export function activateInvitation(
  idAbogado: string,
  idControlCambios: string,
  request: ActivationRequest,
): Promise<SessionTokens> {
  const path = `/UsuariosActivos/${encodeURIComponent(idAbogado)}/ActivarInvitacion?idControlCambios=${encodeURIComponent(idControlCambios)}`;
  return apiRequest<SessionTokens>(path, { method: 'PUT', body: request, auth: 'none' });
}

export function fetchResumenGeneral(signal?: AbortSignal): Promise<ResumenGeneral> {
  return apiRequest<ResumenGeneral>('/ResumenGeneral', { signal });
}

export function fetchUsuarioExpedienteDigital(signal?: AbortSignal): Promise<UsuarioExpedienteDigital> {
  return apiRequest<UsuarioExpedienteDigital>('/UsuarioExpedienteDigital', { signal });
}
