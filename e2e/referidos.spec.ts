/**
 * The referral programme (issue 12 item 4; seed 002 §2, §5, §8): from '/' the demo lawyer signs in,
 * opens 'Tu factura gratis', reads the seed's message for a wrong e-mail, invites a colleague
 * (typed with spaces and capitals: sent trimmed and lower-cased) and sees them in the table as
 * 'Nuevo'; the colleague signs up from the e-mailed link and the row turns 'En prueba'.
 */

import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

test('inviting a colleague and seeing them in the table', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: 'Tu factura gratis' }).click();
  await expect(page).toHaveURL(/\/admin\/beneficios-referidos\?source=header_button$/);
  await expect(page.getByRole('heading', { name: '¿Cómo funciona?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*utm_campaign%3Dreferidos/,
  );

  const correo = page.getByLabel('Correo de tu colega');
  const enviar = page.getByRole('button', { name: 'Enviar invitación' });
  await correo.fill('colega@firma');
  await enviar.click();
  await expect(page.getByText('El correo ingresado no es válido.')).toBeVisible();

  const email = `colega.${Date.now()}@firma.co`;
  await page.getByLabel('Nombre de tu colega').fill('Camila Colega');
  await correo.fill(`  ${email.toUpperCase()} `);
  await enviar.click();
  await expect(page.getByText('Invitación enviada correctamente.')).toBeVisible();
  const fila = page.getByTestId('usuario-referido').filter({ hasText: email });
  const hoy = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Bogota' }).format(new Date());
  await expect(fila).toContainText('Camila Colega');
  await expect(fila).toContainText('Nuevo');
  await expect(fila).toContainText(hoy);

  // The colleague opens the e-mail (development mailbox) and signs up through its link.
  const colega = await (await browser.newContext()).newPage();
  await colega.setViewportSize({ width: 1440, height: 900 });
  await descartarGuiasAlAparecer(colega);
  await colega.goto(new URL('/dev/correos', page.url()).toString());
  await colega.getByRole('row').filter({ hasText: email }).getByRole('link').first().click();
  await colega.getByRole('link', { name: 'Crear mi cuenta' }).click();
  await expect(colega).toHaveURL(/\/auth\/sign-up\?idinvitacion=[\w-]+&.*utm_campaign=referidos/);
  await colega.getByLabel('Nombre', { exact: true }).fill('Camila Torres');
  await colega.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await colega.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
  await colega.getByLabel('Acepto los términos y condiciones de uso').check();
  await colega.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expectOnProcesos(colega);

  await page.reload();
  await expect(fila).toContainText('Camila Torres');
  await expect(fila).toContainText('En prueba');
});
