import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

test('the demo lawyer sees the case cards with activated sources and opens a case detail', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  const cards = page.getByTestId('case-card');
  await expect(cards.first()).toBeVisible();
  // The first cards show at once and the rest of the page right after.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByTestId('source-chip').filter({ hasText: 'Activada' }).first()).toBeVisible();
  // The engine watched the demo cases: each card says when its sources were last consulted.
  await expect(cards.first().getByTestId('case-consulta')).toHaveText(/^Consultado el \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('textbox', { name: 'Buscar procesos' })).toHaveAttribute(
    'placeholder',
    'Digita el número de radicado y da clic en Buscar o presiona Enter',
  );

  // Searching by the first case's number narrows the list and shows the results badge.
  const firstCard = cards.first();
  const numero = (await firstCard.getByRole('link').first().textContent()) ?? '';
  expect(numero).toMatch(/^\d{23}$/);
  await page.getByRole('textbox', { name: 'Buscar procesos' }).fill(numero);
  await page.getByRole('textbox', { name: 'Buscar procesos' }).press('Enter');
  await expect(page.getByTestId('resultados-badge')).toHaveText('1 resultado');
  await expect(cards).toHaveCount(1);
  // The clear control brings the whole list back; then search again to open that case.
  await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
  await expect(page.getByTestId('resultados-badge')).toBeHidden();
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10);
  await page.getByRole('textbox', { name: 'Buscar procesos' }).fill('00000000000000000000000');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByTestId('resultados-badge')).toHaveText('0 resultados');
  await page.getByRole('textbox', { name: 'Buscar procesos' }).fill(numero);
  await page.getByRole('textbox', { name: 'Buscar procesos' }).press('Enter');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: numero }).click();
  await expect(page).toHaveURL(/\/admin\/DetalleDelExpediente\/\d+$/);
  await expect(page.getByRole('banner').getByRole('heading', { name: `Expediente ${numero}` })).toBeVisible();
  await expect(page.getByTestId('expediente-numero')).toHaveText(numero);
  await expect(page.getByTestId('actuacion-row').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Notificaciones de estados' }).click();
  await expect(page.getByRole('tab', { name: /^Todas/ })).toBeVisible();

  await page.getByRole('button', { name: 'Regresar' }).click();
  await expectOnProcesos(page);
});

test('an unknown case sends the lawyer back to the case list with a message', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/DetalleDelExpediente/999999');
  await expect(page.getByText('El expediente ha sido eliminado o no ha sido encontrado')).toBeVisible();
  await expectOnProcesos(page);
});

test('Siguiente página appends the next page and disappears on the last one', async ({ page }) => {
  // The demo account fits in one page of 20, so the answer is stretched to two pages here.
  let firstPage = 0;
  await page.route('**/api/Expedientes?*', async (route) => {
    const url = new URL(route.request().url());
    const segunda = url.searchParams.get('pagina') === '2';
    // Page 2 reuses three cases of page 1 under new ids.
    url.searchParams.set('pagina', '1');
    const response = await route.fetch({ url: url.toString() });
    const body = (await response.json()) as {
      expedientes: { id: number; numero: string }[];
      pagina: number;
      totalPaginas: number;
      haySiguiente: boolean;
    };
    if (segunda) {
      body.expedientes = body.expedientes.slice(0, 3).map((e) => ({ ...e, id: e.id + 10_000 }));
      body.pagina = 2;
    } else {
      firstPage = body.expedientes.length;
    }
    body.totalPaginas = 2;
    body.haySiguiente = !segunda;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const cards = page.getByTestId('case-card');
  await expect(cards.first()).toBeVisible();
  // The whole first page, not only the cards rendered first.
  await expect(cards).toHaveCount(firstPage);
  await page.getByRole('button', { name: 'Siguiente página' }).click();
  await expect(cards).toHaveCount(firstPage + 3);
  await expect(page.getByRole('button', { name: 'Siguiente página' })).toBeHidden();

  // The detail also opens from the id query parameter.
  const href = (await cards.first().getByRole('link').first().getAttribute('href')) ?? '';
  const id = href.split('/').pop() ?? '';
  await page.goto(`/admin/DetalleDelExpediente?id=${id}`);
  await expect(page.getByTestId('actuacion-row').first()).toBeVisible();
});
