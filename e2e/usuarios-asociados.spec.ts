/**
 * Associated users (issue 'Daily change control', item 5): the holder invites a colleague from
 * 'Usuarios asociados', the colleague activates from the e-mailed link, sees the holder's cases and
 * reviews a change of the holder's account.
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { nocheConNovedades } from './support/noche.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

interface HistorialItem {
  id: number;
  totalCambios: number;
  totalCambiosRevisados: number;
}

test('a colleague invited by the holder reviews a change of the holder account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: 'Usuarios asociados' }).click();
  await expect(page).toHaveURL(/\/admin\/UsuariosAsociados$/);
  const email = `asistente.${Date.now()}@firma.co`;
  await page.getByLabel('Nombre').fill('Andrés Asistente');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByTestId('usuario-asociado').filter({ hasText: email })).toContainText(
    'Invitación enviada',
  );

  const colega = await (await browser.newContext()).newPage();

  // A newly activated user meets the notification guide (decision 0015).
  await descartarGuiasAlAparecer(colega);
  await colega.setViewportSize({ width: 1440, height: 900 });
  await colega.goto(new URL('/dev/correos', page.url()).toString());
  await colega.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  await colega.getByRole('link', { name: 'Activar mi cuenta' }).click();
  await colega.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
  await colega.getByLabel('Repite la contraseña').fill('ClaveSegura1');
  await colega.getByLabel('Acepto los términos y condiciones de uso').check();
  await colega.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(colega).toHaveURL(/\/admin\/default$/);
  // The holder's cases, seen by the associate.
  await expect(colega.getByTestId('case-card').first()).toBeVisible({ timeout: 30_000 });

  // The demo leaves its last days half reviewed, but whether those nights found news depends on the
  // calendar day it starts on: without a day to review, a night with news first (as the holder).
  const porRevisar = async () =>
    (await apiGet<HistorialItem[]>(colega, '/api/ControlCambiosDia/Historial')).find(
      (control) => control.totalCambiosRevisados < control.totalCambios,
    );
  let pendiente = await porRevisar();
  if (!pendiente) {
    await nocheConNovedades(page);
    pendiente = await porRevisar();
  }
  expect(pendiente, 'the demo has days still to review').toBeDefined();
  if (!pendiente) return;
  // The e-mailed link names the server's public URL: stay on that origin (its session lives there).
  await colega.goto(new URL(`/admin/ControlCambios/${pendiente.id}`, colega.url()).toString());
  await colega
    .getByTestId('fila-cambio')
    .filter({ hasText: 'Sin revisar' })
    .first()
    .locator('td')
    .nth(2)
    .click();
  const widget = colega.getByRole('dialog', { name: 'Revisión del cambio' });
  const editor = widget.getByRole('textbox', { name: 'Conclusión' });
  await editor.click();
  await editor.pressSequentially('Revisado por el asistente: sin acciones.');
  await widget.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(colega.getByText('Cambio marcado como revisado correctamente.').first()).toBeVisible();
  const despues = await apiGet<{ totalCambiosRevisados: number }>(
    page,
    `/api/ControlCambiosDia/${pendiente.id}`,
  );
  expect(despues.totalCambiosRevisados).toBe(pendiente.totalCambiosRevisados + 1);

  // The associate reads the account's notification settings but cannot change them.
  await colega.goto(new URL('/admin/NotificacionesCambio/Configuracion', colega.url()).toString());
  await expect(
    colega.getByText(
      'Solo la cuenta principal puede cambiar la configuración de las notificaciones de cambios.',
    ),
  ).toBeVisible();
  for (const opcion of await colega.getByRole('radio').all()) await expect(opcion).toBeDisabled();
});
