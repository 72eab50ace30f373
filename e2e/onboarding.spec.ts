/**
 * Onboarding, product communications and the installable app (issue 12 item 7, decision 0015):
 * the welcome popup on first access and never again after 'No volver a mostrar'; the coached tour
 * 5 s after 'Terminar'; a communication an administrator publishes, shown once; the app's
 * manifest, its worker serving the shell offline, and the 10 s install celebration.
 */
import type { Page } from '@playwright/test';
import { createAccount, DEMO_ACCOUNT, expectOnProcesos, fillSignIn, newAccount } from './support/accounts.ts';
import { apiGet } from './support/api.ts';
import { BIENVENIDA } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

interface Flags {
  yaAccedioPorPrimeraVez: boolean;
  guiaNotificacionesVista: boolean;
}

async function signInFrom(page: Page, email: string, password: string) {
  await page.goto('/');
  await fillSignIn(page, email, password);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expectOnProcesos(page);
}

/** Waits for the session user the guides are decided from, then for the screen to settle on it. */
function sessionUserLoaded(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/UsuarioExpedienteDigital'));
}

test("the welcome popup on first access and never again after 'No volver a mostrar'", async ({ page }) => {
  const account = newAccount();
  await createAccount(page.request, account);
  await signInFrom(page, account.email, account.password);

  const bienvenida = page.getByRole('dialog', { name: BIENVENIDA });
  await expect(bienvenida).toBeVisible();
  await expect(bienvenida.getByText('1 de 2')).toBeVisible();
  await bienvenida.getByRole('button', { name: 'Siguiente' }).click();
  await expect(bienvenida.getByRole('heading', { name: 'Así empiezas' })).toBeVisible();
  await expect(bienvenida.getByText('2 de 2')).toBeVisible();
  await bienvenida.getByRole('button', { name: 'Regresar' }).click();
  await expect(bienvenida.getByText('1 de 2')).toBeVisible();
  await bienvenida.getByRole('button', { name: 'No volver a mostrar' }).click();
  await expect(bienvenida).toBeHidden();
  expect((await apiGet<Flags>(page, '/api/UsuarioExpedienteDigital')).yaAccedioPorPrimeraVez).toBe(true);

  // A new visit: the guides are decided from the server's flags. The notification guide is the
  // next step (4 s after the screen is free), so its arrival proves the welcome step was passed.
  const loaded = sessionUserLoaded(page);
  await page.reload();
  await loaded;
  const guia = page.getByRole('region', { name: 'Guía de notificaciones' });
  await expect(guia).toBeVisible({ timeout: 8_000 });
  await expect(bienvenida).toHaveCount(0);
  await guia.getByRole('button', { name: 'Entendido' }).click();
  await expect(guia).toBeHidden();
  expect(await apiGet<Flags>(page, '/api/UsuarioExpedienteDigital')).toMatchObject({
    yaAccedioPorPrimeraVez: true,
    guiaNotificacionesVista: true,
  });

  // Signing in again from another browser session: still no welcome.
  await page.evaluate(() => localStorage.clear());
  const again = sessionUserLoaded(page);
  await signInFrom(page, account.email, account.password);
  await again;
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await expect(bienvenida).toHaveCount(0);
});

test("'Terminar' on the second page starts the coached tour 5 s later", async ({ page }) => {
  const account = newAccount();
  await createAccount(page.request, account);
  await signInFrom(page, account.email, account.password);
  const bienvenida = page.getByRole('dialog', { name: BIENVENIDA });
  await bienvenida.getByRole('button', { name: 'Siguiente' }).click();
  await bienvenida.getByRole('button', { name: 'Terminar' }).click();
  await expect(bienvenida).toBeHidden();
  const terminadoEn = Date.now();

  const recorrido = page.getByRole('region', { name: 'Recorrido por Expediente Digital' });
  await expect(recorrido).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - terminadoEn).toBeGreaterThanOrEqual(4_500);
  await expect(recorrido.getByText('Registrar procesos (1 de 4)')).toBeVisible();
  await recorrido.getByRole('button', { name: 'Siguiente' }).click();
  await expect(recorrido.getByText('Procesos (2 de 4)')).toBeVisible();
  await recorrido.getByRole('button', { name: 'Cerrar guía' }).click();
  await expect(recorrido).toBeHidden();
});

test('an administrator publishes a communication; a user sees it once, sanitised', async ({ page }) => {
  await signInFrom(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/comunicaciones-producto');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Comunicaciones del producto' }),
  ).toBeVisible();
  const titulo = `Novedades ${Date.now()}`;
  await page.getByLabel('Título').fill(titulo);
  await page
    .getByLabel('Mensaje (HTML)')
    .fill('<p>Ahora <strong>Tito</strong> te ayuda.<script>window.robado = 1</script></p>');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const fila = page.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila).toBeVisible();

  try {
    // The demo's guides are seen, so the communication comes 2 s after the screen loads.
    await page.goto('/admin/default');
    const dialog = page.getByRole('dialog', { name: titulo });
    await expect(dialog).toBeVisible({ timeout: 8_000 });
    await expect(dialog.getByText('Tito')).toBeVisible();
    expect(await dialog.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { robado?: number }).robado)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await apiGet<{ visto: boolean }>(page, '/api/ComunicacionesProducto/Activa')).visto)
      .toBe(true);

    const activa = page.waitForResponse((response) =>
      response.url().endsWith('/api/ComunicacionesProducto/Activa'),
    );
    await page.reload();
    await activa;
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    // Retired, so that the journeys after this one do not meet it.
    await page.goto('/admin/comunicaciones-producto');
    await fila.getByRole('button', { name: 'Retirar' }).click();
    await expect(fila.getByText('Retirada')).toBeVisible();
  }
});

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('manifest, the shell served offline by the worker, and the install celebration', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(manifestUrl as string)).json();
    expect(manifest).toMatchObject({
      name: 'Expediente Digital',
      display: 'standalone',
      start_url: '/admin/default',
    });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }

    // The worker installs (its precache done) and takes the page over.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await context.setOffline(true);
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    // The API is never answered from the cache.
    expect(
      await page.evaluate(() =>
        fetch('/api/health').then(
          () => 'respondió',
          () => 'sin red',
        ),
      ),
    ).toBe('sin red');
    await context.setOffline(false);

    await page.clock.install();
    await signInFrom(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Descarga la app' }).click();
    const descarga = page.getByRole('dialog', { name: 'Descarga la app' });
    await expect(descarga.getByRole('link', { name: 'Descarga la app en Google Play' })).toBeVisible();
    await descarga.getByRole('button').first().click();
    await expect(descarga).toBeHidden();

    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    const celebracion = page.getByRole('dialog', { name: '¡App instalada!' });
    await expect(celebracion).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(celebracion).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(celebracion).toBeHidden();
  });
});
