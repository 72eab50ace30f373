import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { apiGet, type ExpedienteApi, signIn } from './support/api.ts';
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

for (const [nombre, viewport] of [
  ['1366×800', { width: 1366, height: 800 }],
  ['390×844', { width: 390, height: 844 }],
] as const) {
  test(`the case page's top bar names the case by its whole radicado at ${nombre}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAsDemo(page);
    const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
    const [expediente] = expedientes;
    await page.goto(`/admin/DetalleDelExpediente/${expediente.id}`);
    const banner = page.getByRole('banner');
    const titulo = banner.getByRole('heading', { level: 2 });
    await expect(titulo).toHaveText(`Expediente ${expediente.numero}`);
    // The bar is whole once the session's shortcuts and the statistics card (the demo has it) are
    // drawn: before, the title had the room they take.
    await expect(banner.getByRole('button', { name: /^Menú de usuario/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Tu factura gratis' })).toBeVisible();
    await expect(banner.getByTestId('tarjeta-estadisticas')).toBeAttached();
    // At 1366 px it read 'Detalle del expediente…': the number was past the ellipsis.
    const recortes = await titulo.evaluate((caja) => {
      const radicado = caja.querySelector('[data-testid="titulo-radicado"]');
      if (!radicado) return ['sin radicado'];
      const borde = caja.getBoundingClientRect();
      const fuera = [...radicado.getClientRects()].filter(
        (linea) => linea.right > borde.right + 1 || linea.bottom > borde.bottom + 1,
      );
      // Nothing else in the bar drawn over the number (at 1366 px the rotating card was).
      const lineas = [...radicado.getClientRects()];
      const encima = [...document.querySelectorAll('header *')]
        .filter((otro) => !otro.contains(caja) && !caja.contains(otro) && otro.children.length === 0)
        .filter((otro) => {
          const cajaOtro = otro.getBoundingClientRect();
          return lineas.some(
            (linea) =>
              cajaOtro.width > 0 &&
              cajaOtro.left < linea.right - 1 &&
              linea.left < cajaOtro.right - 1 &&
              cajaOtro.top < linea.bottom - 1 &&
              linea.top < cajaOtro.bottom - 1,
          );
        })
        .map((otro) => `bajo «${(otro.textContent ?? otro.tagName).trim().slice(0, 30)}»`);
      return [
        ...(caja.scrollWidth > caja.clientWidth + 1
          ? [`ancho ${caja.scrollWidth} > ${caja.clientWidth}`]
          : []),
        ...(caja.scrollHeight > caja.clientHeight + 1
          ? [`alto ${caja.scrollHeight} > ${caja.clientHeight}`]
          : []),
        ...fuera.map((linea) => `línea fuera del título (${linea.right}, ${linea.bottom})`),
        ...encima,
        ...(borde.bottom > 64 ? [`fuera de la barra (${borde.bottom})`] : []),
      ];
    });
    expect(recortes).toEqual([]);
    // Digits of equal width, as in the change control's table.
    await expect(banner.getByTestId('titulo-radicado')).toHaveCSS('font-variant-numeric', 'tabular-nums');
  });
}

test('on a phone the top bar shows each page name whole, on up to two lines', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  const barra = page.locator('.mantine-AppShell-header');
  const titulo = barra.getByRole('heading', { level: 2 });
  // A day's control lives at its id: a bare '/admin/ControlCambios' is sent on to Procesos, and its
  // name showed only for the instant before that redirect.
  const [control] = await apiGet<{ id: number }[]>(page, '/api/ControlCambiosDia/Historial');
  expect(control, 'la demo trae controles de cambios').toBeDefined();
  // At 390 px the breadcrumb took two lines and left the name one: 'Control de…'.
  for (const [ruta, nombre] of [
    [`/admin/ControlCambios/${control?.id}`, 'Control de cambios'],
    ['/admin/CalendarioDeCambios', 'Calendario de cambios'],
    ['/admin/calendario-terminos', 'Calendario de términos'],
    ['/admin/UltimosCambios', 'Últimos cambios'],
  ]) {
    await page.goto(ruta);
    await expect(titulo).toHaveText(nombre);
    await expect(page).toHaveURL(new RegExp(`${ruta}$`));
    // Measured once the session's shortcuts are drawn: before, the title had their room.
    await expect(barra.getByRole('button', { name: /^Menú de usuario/ })).toBeVisible();
    await expect(barra.getByRole('link', { name: 'Tu factura gratis' })).toBeVisible();
    const recorte = await titulo.evaluate((caja) =>
      caja.scrollHeight > caja.clientHeight + 1 || caja.scrollWidth > caja.clientWidth + 1
        ? `${caja.scrollWidth}×${caja.scrollHeight} en ${caja.clientWidth}×${caja.clientHeight}`
        : null,
    );
    expect(recorte, nombre).toBeNull();
    const borde = (await titulo.boundingBox()) ?? { y: 0, height: 100 };
    expect(borde.y + borde.height, nombre).toBeLessThanOrEqual(64);
  }
});
