/**
 * Calls to the product's API beside the page, with the session the web app holds: journeys use
 * them to read what the server stored and compare it with what the page shows.
 */
import { randomUUID } from 'node:crypto';
import { PUBLIC_API_KEY, PUBLIC_API_KEY_HEADER, TOKEN_STORAGE_KEY } from '@expediente/domain';
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, expectOnProcesos } from './accounts.ts';

/**
 * Signs in through the API and opens the product's address already signed in: the sign-in form
 * has its own journeys (session, sign-up, keyboard, onboarding), and going through it in every journey cost
 * a page load and a round of typing each time (issue 22).
 *
 * The tokens are put where the web app keeps them before its first script runs, once per call:
 * the guard in sessionStorage lets a journey sign out, or sign in as someone else, afterwards.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/Login', {
    data: { email, pwd: password },
    headers: { [PUBLIC_API_KEY_HEADER]: PUBLIC_API_KEY },
  });
  expect(response.status(), `inicio de sesión de ${email}: ${await response.text()}`).toBe(200);
  const tokens = (await response.json()) as { token: string; tokenExpedienteDigital: string };
  const guard = `e2e-sesion-${randomUUID()}`;
  await page.addInitScript(
    ({ origen, guard, token, tokenExpediente, clave }) => {
      // Only on the address signed in at: the same server under another name (localhost in an
      // e-mail's link) is another device, without this session.
      if (location.origin !== origen || sessionStorage.getItem(guard)) return;
      sessionStorage.setItem(guard, '1');
      localStorage.setItem('token', token);
      localStorage.setItem(clave, tokenExpediente);
    },
    {
      origen: new URL(response.url()).origin,
      guard,
      token: tokens.token,
      tokenExpediente: tokens.tokenExpedienteDigital,
      clave: TOKEN_STORAGE_KEY,
    },
  );
  // The README's address: a returning user with a session lands on Procesos from there.
  await page.goto('/');
  await expectOnProcesos(page);
}

/** The demo lawyer on a desktop screen, with the first case cards shown. */
export async function signInDemo(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  // The first list of a freshly started server can take a while on a busy machine.
  await expect(page.getByTestId('case-card').first()).toBeVisible({ timeout: 30_000 });
}

/** The case API's token, as the web app keeps it after signing in. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token_expediente'));
  if (!token) throw new Error('la página no tiene sesión: inicia sesión antes de llamar al API');
  return token;
}

/** Any answer, for journeys that look at the status themselves. */
export async function apiAnswer<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const response = await page.request.get(path, {
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await apiAnswer<T>(page, path);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

export async function apiSend<T>(
  page: Page,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
  status = 200,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data,
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** The fields of GET /api/Expedientes the journeys compare with the page. */
export interface ProcesoEnFuenteApi {
  tipoFuente: number;
  estado: number;
  activo: boolean;
  idProceso: string | null;
  idActualizacion: string | null;
  ultimaActuacion: string | null;
  numActuaciones: number | null;
  fechaUltimaActuacion: string | null;
  fechaUltimaConsulta: string | null;
  motivo: string | null;
}

export interface ExpedienteApi {
  id: number;
  numero: string;
  fuenteUltimoCambio: number | null;
  tieneCambioEnFuente: boolean;
  fechaUltimoCambioFuenteStr: string | null;
  procesosEnFuentesDatos: ProcesoEnFuenteApi[];
}

/** The signed-in lawyer's case with this number (searched as the list's search box does). */
export async function expedientePorNumero(page: Page, numero: string): Promise<ExpedienteApi> {
  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(
    page,
    `/api/Expedientes?pagina=1&queryString=${numero}`,
  );
  const expediente = expedientes.find((candidate) => candidate.numero === numero);
  if (!expediente) throw new Error(`el API no lista el expediente ${numero}`);
  return expediente;
}

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', as the pages show dates. */
export function ddmmyyyy(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Registers a case watched in Unificada only, through the API (the wizard has its own journey). */
export async function registrarEnUnificada(page: Page, radicado: string): Promise<void> {
  await apiSend(
    page,
    'POST',
    '/api/Expedientes',
    { numero: radicado, radicado, fuentesDatos: [{ idFuenteDatos: '2', informacionRegistro: [] }] },
    201,
  );
}
