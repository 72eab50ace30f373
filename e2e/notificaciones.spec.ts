/**
 * What reaches the lawyer (issue 'Telling the lawyer before 08:00'): the morning report waiting at
 * /dev/correos opens the change control; the inbox shows the night's notifications in 'Hoy', one
 * opened becomes seen (its style changes), one source at a time filters the list; the settings
 * save on choice and survive a reload. And a whole night as a new user lives it: the inbox is open
 * when the night with news closes, the new notifications arrive in 'Hoy' without a reload, and that
 * morning's report is waiting at /dev/correos with a link into that day's control.
 */

import { DEMO_ACCOUNT, fillSignIn } from './support/accounts.ts';
import { apiGet, ddmmyyyy, signIn } from './support/api.ts';
import { nocheConNovedades } from './support/noche.ts';
import { expect, test } from './support/test.ts';

interface Resumen {
  countHoy: number;
  countAyer: number;
  countAntes: number;
  countNoVistas: number;
}

test('the morning report opens the control, the inbox marks what was opened, the settings save', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  let resumen = await apiGet<Resumen>(page, '/api/NotificacionesCambio/Resumen');
  expect(
    resumen.countHoy + resumen.countAyer + resumen.countAntes,
    'the demo nights found news',
  ).toBeGreaterThan(0);
  // The demo keeps its last three nights' notifications unseen; whether those nights found news
  // depends on the calendar day the demo starts on. Without an unseen one, a night with news first.
  let nocheHecha = false;
  if (resumen.countNoVistas === 0) {
    await nocheConNovedades(page);
    nocheHecha = true;
    await page.reload();
    resumen = await apiGet<Resumen>(page, '/api/NotificacionesCambio/Resumen');
    expect(resumen.countNoVistas).toBeGreaterThan(0);
  }
  await expect(page.getByLabel(`${resumen.countNoVistas} notificaciones sin ver`)).toBeVisible();
  await page.getByRole('link', { name: /^Notificaciones/ }).click();
  await expect(page).toHaveURL(/\/admin\/NotificacionesCambio$/);
  await expect(page.getByRole('tab', { name: `Hoy ${resumen.countHoy}` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: `Antes ${resumen.countAntes}` })).toBeVisible();
  // The demo's night is 'Hoy' unless an earlier journey moved the simulator's day on (the sweep
  // journey does, without closing the day): then 'Hoy' says so and the night is under 'Ayer' or
  // 'Antes'.
  if (resumen.countHoy === 0) await expect(page.getByText('Hoy no tuviste cambios')).toBeVisible();
  // The unseen ones are under whichever group their night fell in (earlier journeys open some of
  // 'Hoy'): the first group holding one.
  const noVista = page.locator('[data-testid="notificacion"][data-visto="false"]').first();
  for (const grupo of ['Hoy', 'Ayer', 'Antes'] as const) {
    const cuantas = resumen[`count${grupo}`];
    if (cuantas === 0) continue;
    const pestana = page.getByRole('tab', { name: `${grupo} ${cuantas}` });
    await pestana.click();
    await expect(pestana).toHaveAttribute('aria-selected', 'true');
    // The group's page has arrived, not the previous group's cards still on screen.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('notificacion').first()).toBeVisible();
    if ((await noVista.count()) > 0) break;
  }

  // Open an unseen one: the case detail, then 'Regresar' back to the inbox, where it is now seen.
  await expect(noVista.getByText('Nueva', { exact: true })).toBeVisible();
  const numero = /\d{23}/.exec((await noVista.textContent()) ?? '')?.[0];
  expect(numero).toBeDefined();
  await noVista.getByRole('button', { name: 'Ver proceso' }).click();
  await expect(page).toHaveURL(/\/admin\/DetalleDelExpediente\/\d+$/);
  await expect(page.getByText(numero ?? '').first()).toBeVisible();
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page).toHaveURL(/\/admin\/NotificacionesCambio(\?grupo=(Ayer|Antes))?$/);
  const abierta = page
    .getByTestId('notificacion')
    .filter({ hasText: numero ?? '' })
    .first();
  await expect(abierta).toHaveAttribute('data-visto', 'true');
  await expect(abierta.getByText(/^Vista el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByLabel(`${resumen.countNoVistas - 1} notificaciones sin ver`)).toBeVisible();

  // One source at a time: only the first notification's source, then every source again.
  const nombreFuente = (await page.getByTestId('notificacion').first().getAttribute('data-fuente')) ?? '';
  const filtro = page.getByRole('button', { name: nombreFuente, exact: true });
  await filtro.click();
  await expect(filtro).toHaveAttribute('aria-pressed', 'true');
  const filtradas = page.getByTestId('notificacion');
  await expect(filtradas.first()).toBeVisible();
  // A change two sources reported is one notification naming both, found under either. The
  // unfiltered cards stay on screen until the filtered page arrives (CI, 26/11: read too early).
  await expect(async () => {
    for (const fuentes of await filtradas.evaluateAll((cards) => cards.map((card) => card.dataset.fuentes)))
      expect(fuentes?.split(' y ')).toContain(nombreFuente);
  }).toPass({ timeout: 10_000 });
  await filtro.click();
  await expect(filtro).toHaveAttribute('aria-pressed', 'false');

  // The settings save on choice and stay saved.
  await page.getByRole('link', { name: 'Configurar notificaciones' }).click();
  await expect(
    page.getByRole('heading', { name: 'Configuración de las notificaciones de cambios' }),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Automática (recomendada)' })).toBeChecked();
  await page.getByRole('radio', { name: 'Un solo correo con el resumen del día' }).check();
  await expect(page.getByText('Configuración actualizada')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Un solo correo con el resumen del día' })).toBeChecked();
  const guardada = await apiGet<{ formaNotificacion: number | null }>(page, '/api/UsuarioExpedienteDigital');
  expect(guardada.formaNotificacion).toBe(0);
  await page.getByRole('radio', { name: 'Automática (recomendada)' }).check();
  await expect(page.getByText('Configuración actualizada').first()).toBeVisible();

  // This morning's report waits at /dev/correos; its button opens the control (after signing in on
  // the e-mail's own address, as a lawyer reading it on another device would).
  const lector = await (await browser.newContext()).newPage();
  await lector.setViewportSize({ width: 1440, height: 900 });
  await lector.goto(new URL('/dev/correos', page.url()).toString());
  const informe = lector
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNT.email })
    .filter({ hasText: / en (el proceso|tus procesos) / })
    .getByRole('link')
    .first();
  // The demo's own last night may have found nothing (it depends on the day the demo starts on,
  // as on 26/11/2026): then a night with news is closed, and its report is sent by the worker.
  if ((await informe.count()) === 0) {
    if (!nocheHecha) await nocheConNovedades(page);
    await expect(async () => {
      await lector.reload();
      await expect(informe).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
  }
  await informe.click();
  await lector.getByRole('link', { name: 'Revisar los cambios del día' }).click();
  await expect(lector).toHaveURL(/\/auth\/sign-in/);
  await fillSignIn(lector, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await lector.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(lector).toHaveURL(/\/admin\/ControlCambios\/\d+$/, { timeout: 20_000 });
  await expect(lector.getByText('Cambios del día', { exact: true })).toBeVisible();
  await lector.context().close();
});

test('the last query result and the latest changes open from the side menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  await page.getByRole('link', { name: 'Resultado de la consulta' }).click();
  await expect(
    page.getByRole('heading', { name: /^Detalle de la última consulta \(\d{2}\/\d{2}\/\d{4}\)$/ }),
  ).toBeVisible();
  // The tutorial opens the first time and is remembered once finished.
  const tutorial = page.getByRole('dialog', { name: /Resultado de la consulta/ });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  await tutorial.getByRole('button', { name: 'Entendido' }).click();
  await expect(tutorial).toBeHidden();
  const resumen = await apiGet<{
    cantidadExpedientesNoConsultados: number;
    cantidadExpedientesConsultadosParcialmente: number;
    tutorialVisto: boolean;
    fecha: string;
  }>(
    page,
    // The day the screen opened on: the newest consulted one.
    '/api/ResumenConsultaAbogado/Ultimo',
  );
  expect(resumen.tutorialVisto).toBe(true);
  await expect(
    page.getByRole('heading', { name: `Detalle de la última consulta (${resumen.fecha})` }),
  ).toBeVisible();
  const tab = page.getByRole('tab', { name: /Procesos no consultados/ });
  await expect(tab).toContainText(String(resumen.cantidadExpedientesNoConsultados));
  if (resumen.cantidadExpedientesNoConsultados > 0) {
    await expect(page.getByTestId('fila-resultado')).toHaveCount(
      Math.min(10, resumen.cantidadExpedientesNoConsultados),
    );
  } else if (resumen.cantidadExpedientesConsultadosParcialmente === 0) {
    await expect(
      page.getByText(
        'Esta sección no tiene resultados: tus procesos fueron consultados correctamente. ¡Estás al día!',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ver procesos sin consultar en alguna fuente' }).click();
    await expect(page.getByRole('tab', { name: /Procesos sin consultar en alguna fuente/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }

  await page.getByRole('link', { name: 'Últimos cambios' }).click();
  const fila = page.getByTestId('fila-ultimo-cambio').first();
  await expect(fila).toBeVisible();
  const numero = (await fila.locator('td').first().textContent()) ?? '';
  await fila.click();
  await expect(page).toHaveURL(/\/admin\/DetalleDelExpediente\/\d+$/);
  await expect(page.getByText(numero).first()).toBeVisible();
});

test('a night with news reaches the open inbox live and the morning report links to its control', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: /^Notificaciones/ }).click();
  await expect(page).toHaveURL(/\/admin\/NotificacionesCambio$/);
  const antes = await apiGet<Resumen>(page, '/api/NotificacionesCambio/Resumen');

  // The night runs while the inbox stays open: the simulator's day moves to one with news and the
  // engine sweeps and closes it (its 'Hoy' becomes that day).
  const noche = await nocheConNovedades(page);
  const despues = await apiGet<Resumen>(page, '/api/NotificacionesCambio/Resumen');
  expect(despues.countHoy, 'the night wrote notifications for its day').toBeGreaterThan(0);
  expect(despues.countNoVistas).toBeGreaterThan(antes.countNoVistas);
  // No reload: the page heard the night over /channelHub.
  await expect(page.getByRole('tab', { name: `Hoy ${despues.countHoy}` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: `Hoy ${despues.countHoy}` }).click();
  const nueva = page.locator('[data-testid="notificacion"][data-visto="false"]').first();
  await expect(nueva).toBeVisible();
  await expect(page.getByLabel(`${despues.countNoVistas} notificaciones sin ver`)).toBeVisible();

  // That morning's report is at /dev/correos, dated that night, and opens that night's control.
  // The sender job runs right after the close; the mailbox page is static, so it is reloaded.
  const informe = page
    .getByRole('row')
    .filter({ hasText: DEMO_ACCOUNT.email })
    .filter({ hasText: ddmmyyyy(noche.fecha) })
    .filter({ hasText: / en (el proceso|tus procesos) / });
  await expect(async () => {
    await page.goto('/dev/correos');
    await expect(informe.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] });
  await informe.first().getByRole('link').first().click();
  const enlace = page.getByRole('link', { name: 'Revisar los cambios del día' });
  await expect(enlace).toHaveAttribute('href', new RegExp(`/admin/ControlCambios/${noche.idControl}$`));
  await enlace.click();
  // The e-mail's links carry the product's public address; opened on another origin than the one
  // signed in here, they ask to sign in first and then land on the control.
  const iniciar = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(page.getByText('Cambios del día', { exact: true }).or(iniciar)).toBeVisible({
    timeout: 20_000,
  });
  if (await iniciar.isVisible()) {
    await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await iniciar.click();
  }
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}$`), { timeout: 20_000 });
  await expect(page.getByText('Cambios del día', { exact: true })).toBeVisible();
});
