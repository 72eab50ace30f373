/**
 * The yearly summary (issue 'Telling the lawyer', item 7): /admin/default?accion=wrapped opens it
 * with the demo's real figures; its public link exists only once the user creates it, opens without
 * a session, shows no radicado, and stops opening when the user stops sharing (issue 20, item 13).
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, type ExpedienteApi, signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('the yearly summary opens from its URL and its public link shows aggregates only', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  await page.goto('/admin/default?accion=wrapped');
  const dialogo = page.getByRole('dialog', { name: 'Tu resumen del año' });
  await expect(dialogo).toBeVisible();
  // Looking publishes nothing: the link is made when the user asks for it.
  await expect(dialogo.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Crear enlace para compartir' }).click();
  await expect(dialogo.getByRole('link', { name: 'Compartir por WhatsApp' })).toBeVisible();
  const wrapped = await apiGet<{ id: string; totalConsultas: number; totalCambios: number }>(
    page,
    '/api/Wrapped',
  );
  expect(wrapped.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(wrapped.totalConsultas).toBeGreaterThan(0);
  await expect(
    dialogo.getByTestId('cifra-wrapped').filter({ hasText: 'consultas que no tuviste que hacer' }),
  ).toContainText(wrapped.totalConsultas.toLocaleString('es-CO'));
  await expect(dialogo.getByTestId('cifra-wrapped').filter({ hasText: 'cambios encontrados' })).toContainText(
    String(wrapped.totalCambios),
  );
  await expect(dialogo.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${wrapped.id}`),
  );
  const publico = await dialogo.getByRole('link', { name: 'Abrir enlace público' }).getAttribute('href');

  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const anonimo = await (await browser.newContext()).newPage();
  await anonimo.goto(publico ?? '');
  await expect(anonimo.getByRole('heading', { name: /^Tu \d{4} en Expediente Digital$/ })).toBeVisible();
  const texto = (await anonimo.locator('body').textContent()) ?? '';
  for (const expediente of expedientes) expect(texto).not.toContain(expediente.numero);
  expect(texto).not.toContain(DEMO_ACCOUNT.email);

  await dialogo.getByRole('button', { name: 'Dejar de compartir' }).click();
  await expect(dialogo.getByRole('button', { name: 'Crear enlace para compartir' })).toBeVisible();
  const revocado = await anonimo.request.get(
    new URL(`/api/Wrapped/shared/${wrapped.id}`, publico ?? '').href,
  );
  expect(revocado.status()).toBe(404);
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/admin\/default$/);
  await anonimo.context().close();
});
