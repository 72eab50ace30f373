/** Sign-in, sign-up, invited-user activation and the session user's summary (seed 002 §7), as the contract types them. */
import type {
  AccountBody,
  AccountReply,
  ActivationBody,
  Activo,
  LoginBody,
  ResumenGeneral,
  Tokens,
  UsuarioExpedienteDigital,
} from '@expediente/domain/contrato/cuenta';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(request: LoginBody): Promise<Tokens> {
  return apiRequest<Tokens>('/Login', { method: 'POST', body: request, auth: 'public' });
}

export function signUp(request: AccountBody): Promise<AccountReply> {
  return apiRequest<AccountReply>('/Account', { method: 'POST', body: request, auth: 'none' });
}

export function pedirAbogadoActivo(idAbogado: string, signal?: AbortSignal): Promise<Activo> {
  return apiRequest<Activo>(`/Abogados/${encodeURIComponent(idAbogado)}/Activo`, {
    auth: 'public',
    signal,
  });
}

export function activateInvitation(
  idAbogado: string,
  idControlCambios: string,
  request: ActivationBody,
): Promise<Tokens> {
  const path = `/UsuariosActivos/${encodeURIComponent(idAbogado)}/ActivarInvitacion?idControlCambios=${encodeURIComponent(idControlCambios)}`;
  return apiRequest<Tokens>(path, { method: 'PUT', body: request, auth: 'none' });
}

export function pedirResumenGeneral(signal?: AbortSignal): Promise<ResumenGeneral> {
  return apiRequest<ResumenGeneral>('/ResumenGeneral', { signal });
}

export function pedirUsuarioExpedienteDigital(signal?: AbortSignal): Promise<UsuarioExpedienteDigital> {
  return apiRequest<UsuarioExpedienteDigital>('/UsuarioExpedienteDigital', { signal });
}
