import { expect, test } from './support/test.ts';

test('activation without the invitation ids explains what is missing', async ({ page }) => {
  let activationCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/UsuariosActivos/')) activationCalls += 1;
  });
  await page.goto('/auth/ActivarInvitacionControlCambios');
  await page.getByLabel('Contraseña', { exact: true }).fill('ClaveSegura1');
  await page.getByLabel('Repite la contraseña').fill('ClaveSegura1');
  await page.getByLabel('Acepto los términos y condiciones de uso').check();
  await page.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'No existe información suficiente para activar la cuenta.',
  );
  expect(activationCalls).toBe(0);
});

test('activation checks the passwords in the seed order', async ({ page }) => {
  // An unknown lawyer would be sent to sign-in, so the lookup answers "not active yet" here.
  await page.route('**/api/Abogados/*/Activo', (route) => route.fulfill({ json: { activo: false } }));
  await page.goto('/admin/ActivarInvitacionControlCambios?idAbogado=77&idControlCambios=5');
  const submit = page.getByRole('button', { name: 'Activar mi cuenta' });

  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña debe tener mínimo 8 caracteres');

  await page.getByLabel('Contraseña', { exact: true }).fill('Clave#Larga1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('La contraseña no puede contener el carácter #');

  await page.getByLabel('Contraseña', { exact: true }).fill('ClaveLarga1');
  await page.getByLabel('Repite la contraseña').fill('ClaveLarga2');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Las contraseñas no coinciden');

  await page.getByLabel('Repite la contraseña').fill('ClaveLarga1');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, acepta los términos y condiciones');
});

test('an unknown invited lawyer is sent to sign-in', async ({ page }) => {
  await page.goto('/auth/ActivarInvitacionControlCambios?idAbogado=987654321&idControlCambios=1');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
