/**
 * The one fetch wrapper: adds the bearer token or the public api key, parses the API's
 * {code, message} errors and reports a rejected session (401 on an authenticated call) once.
 */
import { type ApiErrorBody, MESSAGES, PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER } from '@expediente/domain';
import { leerTokenExpediente } from './session.ts';

/** `session` sends the case-file token; `public` sends the fixed api key; `none` sends neither. */
export type ApiAuth = 'session' | 'public' | 'none';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except FormData (file uploads), which the browser encodes as multipart. */
  body?: unknown;
  auth?: ApiAuth;
  signal?: AbortSignal;
}

/** Status 0 means the request never got an answer (network down, server unreachable). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

type SessionRejectedHandler = (error: ApiError) => void;
let sessionRejectedHandler: SessionRejectedHandler | null = null;

/** The app registers how to react to a 401 (toast, remember the URL, go to sign-in). */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  sessionRejectedHandler = handler;
  return () => {
    if (sessionRejectedHandler === handler) sessionRejectedHandler = null;
  };
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message);
  return new ApiError(response.status, 'ErrorInterno', MESSAGES.ErrorInterno);
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = 'session', signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  if (auth === 'public') headers.set(PUBLIC_API_KEY_HEADER, PUBLIC_API_KEY);
  if (auth === 'session') {
    const token = leerTokenExpediente();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'ErrorRed', MESSAGES.ErrorInterno);
  }

  if (!response.ok) {
    const error = await readError(response);
    if (response.status === 401 && auth === 'session') sessionRejectedHandler?.(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
