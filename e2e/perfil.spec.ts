/**
 * Profile and billing (seed 002 §2 'Profile and billing', §5 'Billing form', §8 'Profile save'):
 * from '/' the demo lawyer signs in, opens 'Mi cuenta' from the trial's countdown ring, types
 * invalid billing data and reads the seed's messages, corrects them, saves, and sees
 * '¡Se guardó con éxito!' and the first-save thank-you modal; the server stored the cleaned values.
 * And the calendar card (issue 13 item 3): a private link created, copied, read as a calendar would
 * read it, shown only once, and refused once revoked.
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

interface PerfilApi {
  Nombre: string;
  Nit: string;
  Direccion: string;
  Ciudad: string;
  Telefono: string;
  RazonSocial: string | null;
  DatosFacturacionGuardados: boolean;
}

test('the billing form explains every wrong field, then saves and thanks on the first save', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect((await apiGet<PerfilApi>(page, '/api/perfil')).DatosFacturacionGuardados).toBe(false);

  // The demo account was created at start: 15 days of trial left, the ring opens the profile.
  const anillo = page.getByRole('link', { name: 'Te quedan 15 días de prueba gratis' });
  await expect(anillo).toBeVisible();
  await anillo.click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  await expect(main.getByText('Cuenta Principal').first()).toBeVisible();
  await expect(main.getByText('Laura', { exact: true })).toBeVisible();
  await expect(main.getByText(DEMO_ACCOUNT.email).first()).toBeVisible();
  await expect(main.getByText(/Te quedan 15 días de prueba gratuita/)).toBeVisible();

  // Section titles in sentence case, as a screen reader should read them (not spelt letter by letter).
  for (const titulo of ['Datos de la cuenta', 'Seguridad', 'Datos de facturación', 'Mis facturas']) {
    await expect(main.getByRole('heading', { level: 2, name: titulo, exact: true })).toBeVisible();
  }
  const form = page.getByRole('form', { name: 'Datos de facturación' });
  const campo = (name: string) => form.getByRole('textbox', { name, exact: true });
  await expect(campo('Correo electrónico')).toBeDisabled();
  await expect(campo('Nombre')).toHaveValue('Laura Martínez Gómez');

  // Everything empty but the name: the general and per-field messages.
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    form.getByRole('alert').filter({ hasText: 'Todos los campos son obligatorios.' }),
  ).toBeVisible();
  await expect(form.getByText('Este campo es obligatorio.')).toHaveCount(5);

  // Wrong values, each with its own message.
  await campo('Cédula/NIT').fill('900123456-7');
  await campo('Dirección').fill('Cra. 7, Of. 301');
  await campo('Ciudad').fill('Bogotá 2');
  await campo('Departamento').fill('Cundinamarca');
  await campo('Teléfono').fill('30012345');
  // Each message is the field's own description; the alert on top repeats the first one.
  await expect(campo('Cédula/NIT')).toHaveAccessibleDescription(
    'La cédula o NIT solo puede contener números.',
  );
  await expect(campo('Dirección')).toHaveAccessibleDescription(
    'La dirección solo puede contener letras, números, espacios, guiones y #.',
  );
  await expect(campo('Ciudad')).toHaveAccessibleDescription('El campo ciudad no puede contener números.');
  await expect(campo('Teléfono')).toHaveAccessibleDescription('El teléfono debe tener 10 caracteres.');
  await expect(campo('Departamento')).toHaveAccessibleDescription('');
  await expect(form.getByRole('alert')).toHaveText('La cédula o NIT solo puede contener números.');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('¡Se guardó con éxito!')).toHaveCount(0);
  expect((await apiGet<PerfilApi>(page, '/api/perfil')).DatosFacturacionGuardados).toBe(false);

  // Corrected, with the optional Razón Social.
  await campo('Cédula/NIT').fill('9001234567');
  await campo('Dirección').fill('Carrera 7 # 12-30 Édificio Ñandú');
  await campo('Ciudad').fill('Bogotá');
  await campo('Teléfono').fill('3001234567');
  await form.getByLabel('Quiero facturar a nombre de una empresa (opcional)').check();
  await campo('Razón social').fill('Martínez & Gómez Abogados S.A.S.');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Guardar' }).click();

  await expect(form.getByText('¡Se guardó con éxito!')).toBeVisible();
  await expect(page.getByText('Se guardaron los cambios correctamente')).toBeVisible();
  const gracias = page.getByRole('dialog', { name: '¡Gracias por registrar tus datos de facturación!' });
  await expect(gracias).toBeVisible();
  await expect(gracias).toContainText('todos los días antes de las 8:00 a. m.');
  await gracias.getByRole('button', { name: 'Entendido' }).click();
  await expect(gracias).toHaveCount(0);

  // The cleaned values, on the page and on the server.
  await expect(campo('Nombre')).toHaveValue('Laura Martinez Gomez');
  await expect(campo('Dirección')).toHaveValue('Carrera 7 # 12-30 Edificio Ñandu');
  expect(await apiGet<PerfilApi>(page, '/api/perfil')).toMatchObject({
    Nombre: 'Laura Martinez Gomez',
    Nit: '9001234567',
    Direccion: 'Carrera 7 # 12-30 Edificio Ñandu',
    Ciudad: 'Bogotá',
    Telefono: '3001234567',
    RazonSocial: 'Martinez Gomez Abogados SAS',
    DatosFacturacionGuardados: true,
  });

  // A second save is not a first save: no thank-you modal.
  await campo('Teléfono').fill('3109876543');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('¡Se guardó con éxito!')).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: '¡Gracias por registrar tus datos de facturación!' }),
  ).toHaveCount(0);
});

test('the profile gives a private calendar link, shown once, that a calendar reads until revoked', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('link', { name: /Te quedan \d+ días de prueba gratis/ }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);

  const tarjeta = page.getByTestId('calendario-suscripcion');
  await tarjeta.getByRole('button', { name: 'Crear enlace de calendario' }).click();
  const enlace = tarjeta.getByLabel('Enlace del calendario');
  await expect(enlace).toHaveValue(/\/calendario\/[^/]+\.ics$/);
  await tarjeta.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(tarjeta.getByRole('button', { name: 'Enlace copiado' })).toBeVisible();
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toBe(await enlace.inputValue());

  // What Google Calendar or Outlook would fetch: no session, the secret in the path. (The link
  // names the product's public address; here the same path is asked of the journey's server.)
  const feed = new URL(new URL(copiado).pathname, page.url()).toString();
  const respuesta = await page.request.get(feed);
  expect(respuesta.status()).toBe(200);
  expect(respuesta.headers()['content-type']).toMatch(/^text\/calendar/);
  const cuerpo = await respuesta.text();
  expect(cuerpo.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(cuerpo).toContain('END:VCALENDAR');

  // Shown once: after a reload the card says a link is active, without showing it again.
  await page.reload();
  await expect(tarjeta.getByText(/^Enlace activo desde el/)).toBeVisible();
  await expect(tarjeta.getByLabel('Enlace del calendario')).toHaveCount(0);

  // Revoked, the calendar can no longer read it.
  await tarjeta.getByRole('button', { name: 'Revocar enlace' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Revocar/ })
    .click();
  await expect(tarjeta.getByRole('button', { name: 'Crear enlace de calendario' })).toBeVisible();
  expect((await page.request.get(feed)).status()).toBe(404);
});
