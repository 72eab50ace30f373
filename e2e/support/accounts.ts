/** Helpers shared by the journeys: unique accounts, the demo account, forms filled like a user. */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_ACCOUNT = { email: 'demo@expedientedigital.co', password: 'Demo12345' } as const;

export interface TestAccount {
  nombre: string;
  email: string;
  password: string;
}

/** A fresh lawyer per test, so journeys never depend on each other's data. */
export function newAccount(): TestAccount {
  const suffix = randomUUID().slice(0, 8);
  return { nombre: 'Ana Prueba', email: `e2e.${suffix}@ejemplo.com.co`, password: `Clave${suffix}9` };
}

/** Creates the account through the API (the sign-up screen has its own journey). */
export async function createAccount(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post('/api/Account', {
    data: { email: account.email, password: account.password, nombre: account.nombre, aceptaTerminos: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
}

export async function expectOnProcesos(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/default$/);
  await expect(page.getByRole('heading', { name: 'Procesos' })).toBeVisible();
}

/** A JWT-shaped token with a forged signature; the client only reads its exp claim. */
function forgedToken(secondsFromNow: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp })}.firma-invalida`;
}

/** Expired an hour ago: the client itself must reject it, before any call. */
export function expiredToken(): string {
  return forgedToken(-3600);
}

/** Not yet expired but not signed by the server: only the API's 401 can reveal it. */
export function forgedUnexpiredToken(): string {
  return forgedToken(3600);
}
