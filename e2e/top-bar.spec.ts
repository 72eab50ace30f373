import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

async function signInAsDemo(page: Page): Promise<void> {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
}

test('on a 320 px phone the side panel opens from the burger and closes again', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsDemo(page);
  const superintendencias = page.getByRole('button', { name: 'Registrar superintendencias' });
  // The collapsed panel slides out of the viewport rather than leaving the page.
  await expect(superintendencias).not.toBeInViewport();

  await page.getByRole('button', { name: 'Abrir o cerrar el menú lateral' }).click();
  await expect(superintendencias).toBeInViewport();
  await page.getByRole('button', { name: 'Cerrar menú lateral' }).click();
  await expect(superintendencias).not.toBeInViewport();
  // Nothing may overflow sideways at the narrowest supported width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('Registrar proceso shows in the top bar only below the xl breakpoint', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signInAsDemo(page);
  const header = page.locator('header');
  await expect(header.getByRole('button', { name: 'Registrar proceso' })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(header.getByRole('button', { name: 'Registrar proceso' })).toBeHidden();
});

test('an independent litigating lawyer sees Tu factura gratis, linking with source=header_button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  const referral = page.getByRole('link', { name: 'Tu factura gratis' });
  await expect(referral).toBeVisible();
  await referral.click();
  await expect(page).toHaveURL(/\/admin\/beneficios-referidos\?source=header_button$/);
  await expect(page.getByRole('link', { name: 'Precios' })).toHaveAttribute(
    'href',
    '/admin/simulador-facturacion',
  );
});

test("'Mi cuenta' is reached from the user menu and the side panel, and the top bar names every page by its route", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  const header = page.locator('header');
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(header.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();

  await page.goto('/admin/default');
  await expectOnProcesos(page);
  await page.getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  // Pages that used to say 'Procesos' in the top bar.
  for (const [ruta, titulo] of [
    ['/admin/Servicios-integrados', 'Servicios integrados'],
    ['/admin/calendario-terminos', 'Calendario de términos'],
  ]) {
    await page.goto(ruta);
    await expect(header.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
  }
});
