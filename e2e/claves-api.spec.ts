/**
 * API keys (issue 13 item 4, decision 0012): from '/' the demo lawyer signs in, opens 'Mi cuenta',
 * creates a named read key, sees it once and copies it, calls /api/v1/expedientes with it as a
 * firm's system would (no session), finds it listed by its prefix only after a reload, revokes it
 * after a confirmation, and the same call is then refused.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('creates an API key, sees it once, uses it, and revokes it', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: /Te quedan \d+ días de prueba gratis/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const tarjeta = page.getByTestId('claves-api');
  const nombre = `ERP e2e ${randomUUID().slice(0, 6)}`;
  await tarjeta.getByLabel('Nombre de la clave').fill(nombre);
  await expect(tarjeta.getByRole('checkbox', { name: /Lectura/ })).toBeChecked();
  await tarjeta.getByRole('button', { name: 'Crear clave' }).click();

  const campo = tarjeta.getByLabel('Clave de API');
  await expect(campo).toHaveValue(/^edk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  const clave = await campo.inputValue();
  await tarjeta.getByRole('button', { name: 'Copiar clave' }).click();
  await expect(tarjeta.getByRole('button', { name: 'Clave copiada' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clave);

  // A firm's system: no session, the key in a header.
  const conClave = await page.request.get('/api/v1/expedientes', { headers: { 'X-Api-Key': clave } });
  expect(conClave.status(), await conClave.text()).toBe(200);
  const lista = (await conClave.json()) as { expedientes: unknown[]; total: number };
  expect(lista.total).toBeGreaterThan(0);
  expect(lista.expedientes.length).toBeGreaterThan(0);
  const comoBearer = await page.request.get('/api/v1/expedientes?pagina=1', {
    headers: { Authorization: `Bearer ${clave}` },
  });
  expect(comoBearer.status()).toBe(200);

  // Shown once: after a reload the key is listed by its prefix, its secret nowhere on the page.
  await page.reload();
  const fila = tarjeta.getByRole('row').filter({ hasText: nombre });
  await expect(fila).toBeVisible();
  await expect(fila).toContainText(clave.slice(0, 12));
  await expect(tarjeta.getByLabel('Clave de API')).toHaveCount(0);
  expect(await page.content()).not.toContain(clave.slice(13));

  await fila.getByRole('button', { name: 'Revocar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(fila.getByText('Revocada')).toBeVisible();

  const revocada = await page.request.get('/api/v1/expedientes', { headers: { 'X-Api-Key': clave } });
  expect(revocada.status()).toBe(401);
  expect(await revocada.json()).toMatchObject({ code: 'ClaveApiNoValida', message: expect.any(String) });
});
