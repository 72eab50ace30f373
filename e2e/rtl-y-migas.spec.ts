/**
 * Seed 002 §2: the /rtl layout (default /rtl/rtl-default, titled 'Expedientes') and the top bar's
 * breadcrumb, whose title names the case by its number on the case route (two path segments).
 */

import { apiGet, type ExpedienteApi, signInDemo } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('the rtl layout shows the case list right to left, titled Expedientes', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/rtl');
  await expect(page).toHaveURL(/\/rtl\/rtl-default$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('heading', { name: 'Expedientes' })).toBeVisible();
  await expect(banner.getByText('Páginas')).toBeVisible();
  await expect(page.getByRole('main').getByTestId('case-card').first()).toBeVisible({ timeout: 30_000 });

  // Leaving for an /admin page puts the document back left to right.
  await page.getByRole('navigation').getByRole('link', { name: 'Procesos' }).click();
  await expect(page).toHaveURL(/\/admin\/default$/);
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(banner.getByRole('heading', { name: 'Procesos' })).toBeVisible();
});

test('on the case route the title shows the radicado; elsewhere only the page name', async ({ page }) => {
  await signInDemo(page);
  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const [expediente] = expedientes;
  await page.goto(`/admin/DetalleDelExpediente/${expediente.id}`);
  const titulo = page.getByRole('banner').getByRole('heading', { level: 2 });
  await expect(titulo).toHaveText(`Expediente ${expediente.numero}`);
  await expect(page.getByRole('banner').getByText('Detalle del expediente', { exact: true })).toBeVisible();

  await page.goto('/admin/CalendarioDeCambios');
  await expect(titulo).toHaveText('Calendario de cambios');
});
