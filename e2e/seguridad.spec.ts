/**
 * The security headers do not break the product (issue 'Real courts and hostile input', item 4):
 * a new user's path from the README's URL through the case list, a case's documents in a frame
 * and the API reference runs without a single Content-Security-Policy violation.
 */

import { DEMO_ACCOUNT, fillSignIn } from './support/accounts.ts';
import { apiAnswer } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('the app and the API reference run under the CSP without violations', async ({ page }) => {
  const violaciones: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violaciones.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const portada = await page.goto('/');
  expect(portada?.headers()['content-security-policy']).toContain("script-src 'self'");
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/default$/);
  await expect(page.getByTestId('case-card').first()).toBeVisible({ timeout: 30_000 });

  // A court document opens in a frame from the court's own origin (the simulator here).
  const { body } = await apiAnswer<{ expedientes: { id: number }[] }>(page, '/api/Expedientes');
  let conDocumentos: number | undefined;
  for (const { id } of body.expedientes) {
    const documentos = await apiAnswer<unknown[]>(page, `/api/Unificada/Procesos/${id}/Documentos`);
    if (documentos.status === 200 && documentos.body.length > 0) {
      conDocumentos = id;
      break;
    }
  }
  expect(conDocumentos, 'un caso del demo con documentos').toBeDefined();
  await page.goto(`/admin/DetalleDelExpediente/${conDocumentos}`);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByTestId('documento-fuente').first().getByRole('button').click();
  const marco = page.getByRole('dialog').locator('iframe');
  await expect(marco).toBeVisible();
  expect(new URL((await marco.getAttribute('src')) ?? '').origin).not.toBe(new URL(page.url()).origin);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Expediente Digital API/ })).toBeVisible();
  // Swagger UI draws only the operations near the viewport (its list is virtual): a reader
  // scrolls to reach the cases' operations, three tags down (it was never slowness, 27/11).
  await page.getByText('/api/CierresJudiciales').first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(page.getByText('/api/Expedientes').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(violaciones).toEqual([]);
});
