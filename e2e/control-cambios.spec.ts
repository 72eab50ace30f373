/**
 * The daily change control as a lawyer works it (issue 9, Tests): from '/', after a sweep with
 * news, today's control; three changes reviewed with conclusions in the case detail's widget, one
 * marked important with an attachment (downloaded with the session); every change finished with
 * the Finalizado checkbox → the thank-you dialog with 'Ver informe' → the share modal to a new
 * coordinator by e-mail; the coordinator activates from the e-mailed link (/dev/correos) and reads
 * the report with the conclusions; the calendar shows that day's cell 'Todo al día'.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, sessionToken, signIn } from './support/api.ts';
import { nocheConNovedades } from './support/noche.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

interface Control {
  id: number;
  totalCambios: number;
  totalCambiosDelDia: number;
  totalNoConsultados: number;
  pendientesCambiosDelDia: number;
  totalCambiosRevisados: number;
  totalCambiosFinalizados: number;
  haCompartidoInforme: boolean;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x41), Buffer.from('\n%%EOF')]);
const CONCLUSION = /Conclusión del cambio \d: sin términos pendientes\./;

const GRACIAS = '¡Gracias por revisar los cambios de hoy!';

/** Clicks the Finalizado checkbox of each listed row until none is left or the thank-you opens. */
async function finalizar(page: Page, filas: Locator) {
  const pendientes = filas.locator('input[type=checkbox]:not(:checked)');
  for (let n = await pendientes.count(); n > 0; n = await pendientes.count()) {
    await pendientes.first().click();
    // Checked only once the call answered.
    await expect(pendientes).toHaveCount(n - 1, { timeout: 15_000 });
    if (await page.getByRole('dialog', { name: GRACIAS }).isVisible()) return;
  }
}

test('after a night with news: review, finish and share the day with a new coordinator who reads it', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  // The thank-you confetti used to draw in a blob: worker, which the CSP refused (issue 21.5).
  const bloqueos: string[] = [];
  page.on('console', (mensaje) => {
    if (mensaje.type() === 'error' && /Content Security Policy/i.test(mensaje.text()))
      bloqueos.push(mensaje.text());
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page
    .getByRole('link', { name: /Procesos/ })
    .first()
    .waitFor();

  // Three changes are reviewed in the widget and at least one is left for the checkbox.
  const noche = await nocheConNovedades(page, 4);

  // 'Control de cambios' opens the engine's newest day: the one the sweep just closed.
  await page.getByText('Control de cambios', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}$`), { timeout: 20_000 });
  const control = await apiGet<Control>(page, `/api/ControlCambiosDia/${noche.idControl}`);
  expect(control.totalCambios).toBeGreaterThan(3);
  expect(control.totalCambiosRevisados).toBe(0);
  // The day's changes; the cases without change or not consulted are counted apart (issue 21.2).
  await expect(page.getByTestId('cambios-por-revisar')).toHaveText(String(control.pendientesCambiosDelDia));
  await expect(page.getByText('Cambios del día', { exact: true })).toBeVisible();
  await expect(page.getByText('Procesos sin cambios', { exact: true })).toBeVisible();

  // The first row opens the case with the review widget (rol=dependiente).
  await page.getByTestId('seccion-cambios').getByTestId('fila-cambio').first().locator('td').nth(2).click();
  await expect(page).toHaveURL(/DetalleDelExpediente\/\d+\?idCambio=\d+&rol=dependiente/);
  const widget = page.getByRole('dialog', { name: 'Revisión del cambio' });
  await expect(widget.getByTestId('indice-cambio')).toHaveText(new RegExp(`^1 de ${control.totalCambios}$`));

  let marcado = false;
  for (let index = 1; index <= 3; index++) {
    await expect(widget.getByTestId('indice-cambio')).toHaveText(new RegExp(`^${index} de `));
    if (!marcado && (await widget.getByText('¿Es un cambio importante?').isVisible())) {
      await widget.getByText('Sí', { exact: true }).click();
      await expect(page.getByText('Cambio marcado como importante.')).toBeVisible();
      await widget
        .locator('input[type=file]')
        .setInputFiles({ name: 'auto.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(widget.getByText(/auto\.pdf · \d\d\/\d\d\/\d{4}/)).toBeVisible({ timeout: 20_000 });
      // The download is fetched with the session and saved under the file's name.
      const descarga = page.waitForEvent('download');
      await widget.getByText(/auto\.pdf ·/).click();
      expect((await descarga).suggestedFilename()).toBe('auto.pdf');
      // The signed link alone is not enough: it needs this account's session.
      const idCambio = new URL(page.url()).searchParams.get('idCambio');
      const [anexo] = await apiGet<{ id: number }[]>(
        page,
        `/api/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos`,
      );
      const { url } = await apiGet<{ url: string }>(
        page,
        `/api/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos/${anexo.id}/Url`,
      );
      const path = new URL(url).pathname + new URL(url).search;
      expect((await page.request.get(path)).status()).toBe(401);
      const bytes = await (
        await page.request.get(path, { headers: { authorization: `Bearer ${await sessionToken(page)}` } })
      ).body();
      expect(bytes.equals(PDF)).toBe(true);
      marcado = true;
    }
    const editor = widget.getByRole('textbox', { name: 'Conclusión' });
    await editor.click();
    await editor.pressSequentially(`Conclusión del cambio ${index}: sin términos pendientes.`);
    // Unsaved edits block moving away.
    await expect(widget.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await widget.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page.getByText('Cambio marcado como revisado correctamente.').first()).toBeVisible();
  }
  expect(marcado).toBe(true);

  // Back to the day's control in review mode; 'Ir a la revisión' leaves it for the change under review.
  // Once the widget shows the fourth change: a click while 'Guardar y continuar' is still moving on
  // was overtaken by that move (CI 27/11).
  await expect(widget.getByTestId('indice-cambio')).toHaveText(/^4 de /);
  await widget.getByRole('button', { name: 'Ver el control del día' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}\\?modo=revision$`));
  await page.getByRole('button', { name: 'Ir a la revisión' }).click();
  await expect(page).toHaveURL(/DetalleDelExpediente\/\d+\?idCambio=\d+&rol=dependiente/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}$`));
  const revisados = await apiGet<Control>(page, `/api/ControlCambiosDia/${noche.idControl}`);
  expect(revisados.totalCambiosRevisados).toBe(3);
  await expect(page.getByTestId('cambios-por-revisar')).toHaveText(String(revisados.pendientesCambiosDelDia));

  // Every change finished with its checkbox: the three reviewed first, then the rest, so the last
  // click completes the review and the day at once.
  const filas = page.getByTestId('fila-cambio');
  await finalizar(page, filas.filter({ hasText: CONCLUSION }));
  for (let paginas = 0; paginas < 20; paginas++) {
    await finalizar(page, filas);
    if (await page.getByRole('dialog', { name: GRACIAS }).isVisible()) break;
    // The rest is on another page of a section.
    const siguiente = page.locator('button:not([disabled])', { hasText: /^Siguiente$/ });
    if ((await siguiente.count()) === 0) break;
    await siguiente.first().click();
  }
  const gracias = page.getByRole('dialog', { name: GRACIAS });
  await expect(gracias).toBeVisible({ timeout: 20_000 });
  // Confetti is on the page's own canvas while it falls, and nothing was refused.
  await expect(page.locator('body > canvas')).toHaveCount(1);
  expect(bloqueos).toEqual([]);
  await gracias.getByRole('button', { name: 'Ver informe' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/ControlCambios/${noche.idControl}\\?tipoInforme=informeCoordinador`),
  );

  // The primary account is then asked who gets the report: a new coordinator by e-mail.
  const modal = page.getByRole('dialog', { name: '¿A quién le enviamos el informe de cambios importantes?' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const coordinadora = `coordinadora.${Date.now()}@firma.co`;
  await modal.getByLabel('Correo electrónico').fill(coordinadora);
  await modal.getByLabel('Nombre del invitado').fill('Carolina Ruiz');
  await modal.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page.getByText(`Enviamos el informe de cambios importantes a ${coordinadora}.`)).toBeVisible();
  const after = await apiGet<Control>(page, `/api/ControlCambiosDia/${noche.idControl}`);
  expect(after).toMatchObject({
    totalCambiosRevisados: control.totalCambios,
    totalCambiosFinalizados: control.totalCambios,
    haCompartidoInforme: true,
  });

  // The calendar opens on the engine's month — the night's, not the browser's — and shows that
  // day, the engine's today, 'Todo al día'.
  await page.goto('/admin/CalendarioDeCambios');
  await expect(page.getByTestId('mes-calendario')).toBeVisible();
  const celda = page.locator(`[data-fecha="${noche.idFecha}"]`);
  await expect(celda).toHaveAttribute('data-hoy', 'true');
  await expect(celda).toContainText('Todo al día');
  // The day's changes are counted apart from the cases that could not be consulted (issue 21.2).
  await expect(celda).toContainText(
    `${control.totalCambiosDelDia} ${control.totalCambiosDelDia === 1 ? 'cambio' : 'cambios'} · `,
  );
  await expect(celda).toContainText(
    ` · ${control.totalCambios} ${control.totalCambios === 1 ? 'revisado' : 'revisados'}`,
  );
  if (control.totalNoConsultados > 0)
    await expect(celda).toContainText(` · ${control.totalNoConsultados} sin consultar`);

  // The coordinator gets one e-mail, and its link activates the account and opens the report.
  const buzon = await context.browser()?.newContext();
  if (!buzon) throw new Error('sin navegador');
  const coordPage = await buzon.newPage();
  // A newly activated user meets the notification guide (decision 0015).
  await descartarGuiasAlAparecer(coordPage);
  await coordPage.goto(new URL('/dev/correos', page.url()).toString());
  const correos = coordPage.getByRole('row').filter({ hasText: coordinadora });
  await expect(correos).toHaveCount(1);
  await correos.filter({ hasText: 'Informe de cambios importantes' }).getByRole('link').click();
  await coordPage.getByRole('link', { name: 'Activar mi cuenta y ver el informe' }).click();
  await coordPage.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
  await coordPage.getByLabel('Repite la contraseña').fill('ClaveSegura1');
  await coordPage.getByLabel('Acepto los términos y condiciones de uso').check();
  await coordPage.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(coordPage).toHaveURL(
    new RegExp(`/admin/ControlCambios/${noche.idControl}\\?tipoInforme=informeCoordinador`),
  );
  await expect(
    coordPage.getByText(
      'Este es el reporte de los procesos que debes revisar porque tienen un cambio importante hoy',
    ),
  ).toBeVisible();
  // The coordinator's tour opens 2 s after load, once.
  const tour = coordPage.getByRole('dialog', { name: 'Guía del control de cambios' });
  await expect(tour).toBeVisible({ timeout: 10_000 });
  await tour.getByRole('button', { name: 'Siguiente' }).click();
  await tour.getByRole('button', { name: 'Siguiente' }).click();
  await tour.getByRole('button', { name: 'Terminar' }).click();
  await expect(tour).toBeHidden();
  await coordPage.getByTestId('fila-informe').first().click();
  await expect(coordPage.getByText(CONCLUSION)).toBeVisible();
  await buzon.close();
});
