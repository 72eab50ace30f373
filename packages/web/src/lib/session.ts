/**
 * The browser session: the two tokens the API hands out, their validity (judged by the JWT's
 * exp claim, decoded without verification — the server verifies) and the URL to return to
 * after signing in again.
 */

import { TOKEN_STORAGE_KEY } from '@expediente/domain';
import type { Tokens } from '@expediente/domain/contrato/cuenta';

/** The main access token; kept because the seeds keep it, though the case API uses the other. */
export const MAIN_TOKEN_STORAGE_KEY = 'token';
export const PERFIL_CLIENTE_STORAGE_KEY = 'perfilCliente';
const RETURN_URL_STORAGE_KEY = 'url_retorno';
export const DEFAULT_LANDING = '/admin/default';

interface JwtPayload {
  exp?: unknown;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Seconds since the epoch at which the token expires, or null when it is not a JWT with exp. */
export function leerVencimientoDelToken(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as JwtPayload;
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

export function esTokenValido(token: string | null | undefined, nowMs: number = Date.now()): token is string {
  if (!token) return false;
  const expiry = leerVencimientoDelToken(token);
  return expiry !== null && expiry * 1000 > nowMs;
}

export function leerTokenExpediente(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function tieneSesionValida(): boolean {
  return esTokenValido(leerTokenExpediente());
}

export function guardarSesion(tokens: Tokens): void {
  localStorage.setItem(MAIN_TOKEN_STORAGE_KEY, tokens.token);
  localStorage.setItem(TOKEN_STORAGE_KEY, tokens.tokenExpedienteDigital);
}

export function borrarSesion(): void {
  localStorage.removeItem(MAIN_TOKEN_STORAGE_KEY);
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(PERFIL_CLIENTE_STORAGE_KEY);
}

/** Remembers where the user wanted to go, so signing in again brings them back there. */
export function rememberReturnUrl(url: string): void {
  if (!url.startsWith('/admin')) return;
  sessionStorage.setItem(RETURN_URL_STORAGE_KEY, url);
}

/** Where to go after signing in: the remembered URL (once) or the case list. */
export function takeReturnUrl(): string {
  const url = sessionStorage.getItem(RETURN_URL_STORAGE_KEY);
  sessionStorage.removeItem(RETURN_URL_STORAGE_KEY);
  // Only same-site admin paths are honoured, so a crafted value cannot send the user elsewhere.
  return url?.startsWith('/admin') ? url : DEFAULT_LANDING;
}
