/**
 * The daily change control as a lawyer works it (issue 'Daily change control'): from the README's
 * URL, today's control of the demo account, reviewing its changes one by one in the case detail's
 * widget with conclusions, one marked important with an attachment, the share modal to a new
 * coordinator, the coordinator's activation from the e-mailed link, and the calendar.
 */
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT, fillSignIn } from './support/accounts.ts';
import { apiGet } from './support/api.ts';

interface Control {
  id: number;
  totalCambios: number;
  totalCambiosRevisados: number;
  haCompartidoInforme: boolean;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200_000, 0x41), Buffer.from('\n%%EOF')]);

test('review the day, share the report with a new coordinator who reads it, and see the day done', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('link', { name: /Procesos/ })
    .first()
    .waitFor();

  await page.getByText('Control de cambios', { exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/ControlCambios\/\d+$/, { timeout: 20_000 });
  const idControl = Number(new URL(page.url()).pathname.split('/').pop());
  const control = await apiGet<Control>(page, `/api/ControlCambiosDia/${idControl}`);
  expect(control.totalCambios).toBeGreaterThan(control.totalCambiosRevisados);
  await expect(page.getByText('Cambios por revisar')).toBeVisible();
  await expect(page.getByText('Cambios del dia')).toBeVisible();
  await expect(page.getByText('Procesos Sin Cambios')).toBeVisible();
  await expect(page.getByTestId('cambios-por-revisar')).toHaveText(
    String(control.totalCambios - control.totalCambiosRevisados),
  );

  // The first row opens the case with the review widget (rol=dependiente).
  await page.getByTestId('fila-cambio').first().locator('td').nth(2).click();
  await expect(page).toHaveURL(/DetalleDelExpediente\/\d+\?idCambio=\d+&rol=dependiente/);
  const widget = page.getByRole('dialog', { name: 'Revisión del cambio' });
  await expect(widget.getByTestId('indice-cambio')).toHaveText(new RegExp(`^1 de ${control.totalCambios}$`));

  let marcado = false;
  for (let index = 1; index <= control.totalCambios; index++) {
    await expect(widget.getByTestId('indice-cambio')).toHaveText(new RegExp(`^${index} de `));
    const guardar = widget.getByRole('button', { name: 'Guardar y continuar' });
    if (!marcado && (await widget.getByText('¿Es un cambio importante?').isVisible())) {
      await widget.getByText('Sí', { exact: true }).click();
      await expect(page.getByText('Cambio marcado como importante.')).toBeVisible();
      await widget
        .locator('input[type=file]')
        .setInputFiles({ name: 'auto.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(widget.getByText(/auto\.pdf · \d\d\/\d\d\/\d{4}/)).toBeVisible({ timeout: 20_000 });
      // Download: the link opens the short-lived signed URL in a new tab (a file download there).
      const popup = context.waitForEvent('page');
      await widget.getByText(/auto\.pdf ·/).click();
      await (await popup).close();
      const idCambio = new URL(page.url()).searchParams.get('idCambio');
      const [anexo] = await apiGet<{ id: number }[]>(
        page,
        `/api/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos`,
      );
      const { url } = await apiGet<{ url: string }>(
        page,
        `/api/CambioEnExpedienteDigital/${idCambio}/DocumentosAnexos/${anexo.id}/Url`,
      );
      const bytes = await (await page.request.get(new URL(url).pathname + new URL(url).search)).body();
      expect(bytes.equals(PDF)).toBe(true);
      marcado = true;
    }
    const editor = widget.getByRole('textbox', { name: 'Conclusion' });
    await editor.click();
    await editor.pressSequentially(`Conclusión del cambio ${index}: sin términos pendientes.`);
    // Unsaved edits block moving away.
    if (index < control.totalCambios)
      await expect(widget.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await guardar.click();
    await expect(page.getByText('Cambio marcado como revisado correctamente.').first()).toBeVisible();
  }
  expect(marcado).toBe(true);

  // The last review completes the day: the primary account is asked who gets the report.
  const modal = page.getByRole('dialog', { name: 'A quien le enviamos el informe de cambios importantes?' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const coordinadora = `coordinadora.${Date.now()}@firma.co`;
  await modal.getByLabel('Correo electronico').fill(coordinadora);
  await modal.getByLabel('Nombre del invitado').fill('Carolina Ruiz');
  await modal.getByRole('button', { name: 'Enviar informe' }).click();
  await expect(page.getByText(`Enviamos el informe de cambios importantes a ${coordinadora}.`)).toBeVisible();
  const after = await apiGet<Control>(page, `/api/ControlCambiosDia/${idControl}`);
  expect(after).toMatchObject({ totalCambiosRevisados: control.totalCambios, haCompartidoInforme: true });

  // The calendar shows the day 'Todo al dia'.
  await page.goto('/admin/CalendarioDeCambios');
  await expect(page.getByTestId('dia-con-control').filter({ hasText: 'Todo al dia' }).first()).toBeVisible();

  // The coordinator activates from the e-mailed link and reads the report with the conclusions.
  const buzon = await context.browser()?.newContext();
  if (!buzon) throw new Error('sin navegador');
  const coordPage = await buzon.newPage();
  await coordPage.goto(new URL('/dev/correos', page.url()).toString());
  await coordPage
    .getByRole('row')
    .filter({ hasText: coordinadora })
    .filter({ hasText: 'Informe de cambios importantes' })
    .getByRole('link')
    .click();
  await coordPage.getByRole('link', { name: 'Activar mi cuenta y ver el informe' }).click();
  await coordPage.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
  await coordPage.getByLabel('Repite la contraseña').fill('ClaveSegura1');
  await coordPage.getByLabel('Acepto los términos y condiciones de uso').check();
  await coordPage.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(coordPage).toHaveURL(
    new RegExp(`/admin/ControlCambios/${idControl}\\?tipoInforme=informeCoordinador`),
  );
  await expect(
    coordPage.getByText(
      'Este es el reporte de los procesos que debes revisar porque tienen un cambio importante hoy',
    ),
  ).toBeVisible();
  await coordPage.getByTestId('fila-informe').first().click();
  await expect(coordPage.getByText(/Conclusión del cambio \d+: sin términos pendientes\./)).toBeVisible();
  await buzon.close();
});
