/**
 * 'He olvidado mi contraseña' (issue 20 item 9): the request, the e-mail in the development
 * mailbox, the new password, and signing in with it.
 */

import { createAccount, expectOnProcesos, fillSignIn, newAccount } from './support/accounts.ts';
import { descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await descartarGuiasAlAparecer(page);
});

test('a lawyer resets a forgotten password from the e-mailed link and signs in with it', async ({
  page,
  request,
  browser,
}) => {
  const account = newAccount();
  await createAccount(request, account);

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'He olvidado mi contraseña' }).click();
  await expect(page).toHaveURL(/\/auth\/olvide-contrasena$/);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByRole('status')).toContainText('te enviamos un enlace');

  // The e-mail, read in the development mailbox in another browser.
  const buzon = await browser.newContext();
  const correo = await buzon.newPage();
  await correo.goto(new URL('/dev/correos', page.url()).toString());
  await correo
    .getByRole('row')
    .filter({ hasText: account.email })
    .filter({ hasText: 'Crea una contraseña nueva' })
    .getByRole('link')
    .first()
    .click();
  const enlace = await correo.getByRole('link', { name: 'Crear contraseña nueva' }).getAttribute('href');
  await buzon.close();
  expect(enlace).toMatch(/\/auth\/restablecer-contrasena#token=/);

  const nueva = 'ClaveNueva2026';
  // The link names the server's public address; the same page is opened on the journey's origin.
  await page.goto(`/auth/restablecer-contrasena${new URL(enlace ?? '').hash}`);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(nueva);
  await page.getByLabel('Repite la contraseña nueva').fill(nueva);
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  await fillSignIn(page, account.email, nueva);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectOnProcesos(page);
});
