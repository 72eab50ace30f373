import { expectOnProcesos, newAccount } from './support/accounts.ts';
import { abrirMenuDeUsuario, descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expect, test } from './support/test.ts';

// New accounts meet the onboarding guides (decision 0015): dismissed as a user would.
test.beforeEach(async ({ page }) => {
  await descartarGuiasAlAparecer(page);
});

test('a new lawyer signs up and lands on an empty Procesos list', async ({ page }) => {
  const account = newAccount();
  await page.goto('/auth/sign-up');
  await expect(page.getByRole('heading', { name: 'Regístrate' })).toBeVisible();

  await page.getByLabel('Nombre', { exact: true }).fill(account.nombre);
  await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await page.getByLabel('Acepto los términos y condiciones de uso').check();
  await page.getByRole('button', { name: 'Crear mi cuenta' }).click();

  await expectOnProcesos(page);
  await expect(page.getByText('Aún no tienes procesos registrados')).toBeVisible();
  // Both tokens are kept, and the session user is the one just created.
  const tokens = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('token_expediente'),
  ]);
  // Both hold the same signed JWT (header.payload.signature).
  expect(tokens[1]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(tokens[0]).toBe(tokens[1]);
  await abrirMenuDeUsuario(page);
  await expect(page.getByText(`Hola, ${account.nombre}`)).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
});

test('signing up twice with the same e-mail shows the server message', async ({ page }) => {
  const account = newAccount();
  for (const attempt of [1, 2]) {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Nombre', { exact: true }).fill(account.nombre);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByLabel('Acepto los términos y condiciones de uso').check();
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    if (attempt === 1) {
      await expectOnProcesos(page);
      await page.evaluate(() => localStorage.clear());
    }
  }
  await expect(page.getByText('El correo electrónico ya está en uso')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});

test('sign-up validation speaks the seed messages and sends nothing', async ({ page }) => {
  let accountCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Account')) accountCalls += 1;
  });
  await page.goto('/auth/sign-up');
  const submit = page.getByRole('button', { name: 'Crear mi cuenta' });

  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, rellena todos los campos');

  await page.getByLabel('Nombre', { exact: true }).fill('Ana Prueba');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('correo-sin-dominio');
  await page.getByLabel('Contraseña', { exact: true }).fill('ClaveLarga123');
  await page.getByLabel('Acepto los términos y condiciones de uso').check();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, introduce un correo electrónico válido');

  await page.getByLabel('Correo electrónico', { exact: true }).fill('ana@ejemplo.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña debe tener mínimo 8 caracteres');

  expect(accountCalls).toBe(0);
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});

test('the terms dialog opens from sign-up with the terms of use', async ({ page }) => {
  await page.goto('/auth/sign-up');
  await page.getByRole('button', { name: 'Ver términos y condiciones' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('quince (15) días calendario')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();
});
