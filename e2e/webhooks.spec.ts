/**
 * Webhooks (decision 0016): from '/' the demo lawyer opens 'MI CUENTA', is told in Spanish why a
 * plain-http address is refused, registers one on this machine, sees its signing secret once,
 * finds it listed without the secret after a reload with an empty delivery log, and revokes it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT, fillSignIn } from './support/accounts.ts';

test('registers a webhook, sees its secret once, and revokes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/default$/);
  await page.getByRole('link', { name: /Te quedan \d+ días de prueba gratis/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const tarjeta = page.getByTestId('webhooks');
  const direccion = tarjeta.getByLabel('Dirección (HTTPS)');
  await direccion.fill('http://bufete.example.co/eventos');
  await tarjeta.getByRole('button', { name: 'Registrar webhook' }).click();
  await expect(tarjeta.getByText('La dirección del webhook debe empezar por https://.')).toBeVisible();

  // This machine may take plain http outside production (the demo's own receiver).
  const url = `http://127.0.0.1:9/e2e-${randomUUID().slice(0, 8)}`;
  await direccion.fill(url);
  await tarjeta.getByLabel('Descripción (opcional)').fill('ERP e2e');
  await tarjeta.getByRole('button', { name: 'Registrar webhook' }).click();
  const secreto = await tarjeta.getByLabel('Secreto del webhook').inputValue();
  expect(secreto).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

  // Shown once: after a reload the webhook is listed, its secret nowhere on the page.
  await page.reload();
  const fila = tarjeta.getByRole('row').filter({ hasText: url });
  await expect(fila).toContainText('ERP e2e');
  await expect(page.locator('body')).not.toContainText(secreto);
  await expect(tarjeta.getByLabel('Secreto del webhook')).toHaveCount(0);
  await fila.getByRole('button', { name: 'Ver entregas' }).click();
  await expect(tarjeta.getByText('Aún no hay eventos para este webhook.')).toBeVisible();

  await fila.getByRole('button', { name: `Revocar el webhook ${url}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(fila.getByText('Revocado')).toBeVisible();
});
