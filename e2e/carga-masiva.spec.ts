/**
 * Bulk load ('Solicitud de carga de procesos', seed 000 §2, §4, §5): the demo lawyer pastes 30
 * lines, sees the errors by line, omits them, sends, and watches the search finish on the
 * status page; a small load shows its progress in a popup; a spreadsheet fills the textarea.
 */
import type { Page } from '@playwright/test';
import { isNotFound, sampleRadicados } from '../packages/court-sim/src/index.ts';
import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

/** Radicados no earlier run used (the data folder is fresh, but a seed per run keeps it honest). */
function freshRadicados(): { found: string[]; notFound: string } {
  const pool = sampleRadicados(400, Date.now() % 1_000_000);
  const notFound = pool.find(isNotFound);
  if (!notFound) throw new Error('el simulador no dio ningún radicado inexistente');
  return { found: pool.filter((radicado) => !isNotFound(radicado)), notFound };
}

async function signInAndOpenDialog(page: Page) {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Registrar procesos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitud de carga de procesos' });
  // Lazy chunks come from the same process that runs the background jobs: allow a busy machine.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('30 pasted lines: errors listed by line, omitted, sent, and the search reaches Finalizado', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { found, notFound } = freshRadicados();
  const validos = [...found.slice(0, 23), notFound];
  const lines = [
    ...validos.slice(0, 4),
    'ABC10013103001202400123', // line 5: letters
    validos[0], // line 6: repeated
    ...validos.slice(4, 10),
    '1100131030012024001', // line 13: too short
    ...validos.slice(10, 16),
    '77777777777777777777777', // line 20: all the same digit
    ...validos.slice(16, 20),
    '1100131030012O2400123 00', // line 25: a letter O
    validos[5], // line 26: repeated
    ...validos.slice(20, 24),
  ];
  expect(lines).toHaveLength(30);

  const dialog = await signInAndOpenDialog(page);
  await dialog.getByRole('textbox', { name: 'Radicados' }).fill(lines.join('\n'));

  await expect(dialog.getByLabel('Conteo de radicados')).toHaveText(
    '30 líneas · 24 radicados válidos · 6 con errores',
  );
  const repetidos = dialog.getByLabel('Radicados repetidos');
  await expect(repetidos.getByText('Radicados repetidos (2)')).toBeVisible();
  await expect(repetidos.getByText(`Línea 6: ${validos[0]}`)).toBeVisible();
  await expect(repetidos.getByText(`Línea 26: ${validos[5]}`)).toBeVisible();
  const conLetra = dialog.getByLabel('Radicados que tienen letra');
  await expect(conLetra.getByText('Línea 5: ABC10013103001202400123')).toBeVisible();
  await expect(conLetra.getByText('Línea 25: 1100131030012O2400123 00')).toBeVisible();
  const formato = dialog.getByLabel('Radicados con formato incorrecto');
  await expect(formato.getByText('Línea 13: 1100131030012024001')).toBeVisible();
  await expect(formato.getByText('Línea 20: 77777777777777777777777')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Omitir radicados con errores' }).click();
  await expect(dialog.getByLabel('Conteo de radicados')).toHaveText(
    '24 líneas · 24 radicados válidos · 0 con errores',
  );
  await expect(dialog.getByText('Radicados repetidos')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  // More than 5 cases: the load gets its own page.
  await expect(page).toHaveURL(/\/admin\/estado-carga-automatica\/\d+$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { name: 'Estado de la carga automática de procesos' }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Procesos de la carga' }).getByRole('listitem')).toHaveCount(
    24,
  );
  await expect(page.getByLabel('Estado de la carga')).toHaveText('Finalizado (24 de 24)', {
    timeout: 90_000,
  });

  // Found cases link to their detail; the missing one explains itself and can be completed by hand.
  const registrado = page.getByRole('listitem', { name: `Proceso ${validos[0]}` });
  await expect(registrado.getByText('Proceso registrado')).toBeVisible();
  await expect(registrado.getByRole('link', { name: validos[0] })).toHaveAttribute(
    'href',
    /\/admin\/DetalleDelExpediente\/\d+$/,
  );
  const perdido = page.getByRole('listitem', { name: `Proceso ${notFound}` });
  await expect(perdido.getByText('No se encontró en ninguna página de la Rama Judicial.')).toBeVisible();
  await expect(page.getByText('Aún no hemos terminado')).toBeVisible();

  await page.getByRole('button', { name: 'Completar información' }).click();
  const completar = page.getByRole('dialog', { name: 'Completar información' });
  await expect(completar.getByRole('button', { name: 'Registrar' })).toBeDisabled();
  await completar.getByLabel(`Demandante de ${notFound}`).fill('Ana Pérez');
  await completar.getByLabel(`Demandado de ${notFound}`).fill('Banco Popular');
  await completar.getByLabel(`Juzgado en Publicaciones Procesales de ${notFound}`).fill('Civil');
  await page.getByRole('option').first().click();
  await completar.getByRole('button', { name: 'Registrar' }).click();
  await expect(completar).toBeHidden();
  await expect(perdido.getByText('Proceso registrado')).toBeVisible();
  await expect(page.getByText('Aún no hemos terminado')).toHaveCount(0);

  // Back on the list, the finished load's banner offers the result and can be dismissed (Visto).
  await page.getByRole('button', { name: 'Ir al listado de procesos' }).click();
  await expectOnProcesos(page);
  const banner = page.getByRole('alert', { name: 'Carga de procesos finalizada' });
  await expect(banner.getByText('Registramos 24 de 24 procesos de tu carga.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Ver resultado' })).toBeVisible();
  await banner.getByRole('button', { name: 'Ocultar aviso de la carga' }).click();
  await expect(banner).toBeHidden();
  // Dismissing is stored (PUT …/Visto), not just hidden on this page.
  const registro = await page.evaluate(async () => {
    const token = localStorage.getItem('token_expediente');
    const response = await fetch('/api/RegistroAutomaticoProcesos', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { registroAutomatico: { estado: string; visto: boolean } };
  });
  expect(registro.registroAutomatico).toMatchObject({ estado: 'Finalizado', visto: true });
});

test('a spreadsheet fills the textarea, and 5 cases or fewer show their progress in a popup', async ({
  page,
}) => {
  const { found } = freshRadicados();
  const dialog = await signInAndOpenDialog(page);
  const csv = `Radicado;Cliente\n${found[0].replace(/^(\d{5})(\d{2})/, '$1-$2-')};Ana\n${found[1]};Luis\n`;
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'procesos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(dialog.getByRole('textbox', { name: 'Radicados' })).toHaveValue(`${found[0]}\n${found[1]}`);
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  const popup = page.getByRole('dialog', { name: 'Estado de la carga automática de procesos' });
  await expect(popup).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/default$/);
  await expect(popup.getByLabel('Estado de la carga')).toHaveText('Finalizado (2 de 2)', { timeout: 30_000 });
  await expect(popup.getByRole('listitem')).toHaveCount(2);
  await popup.getByRole('button', { name: 'Ir al listado de procesos' }).click();
  await expect(popup).toBeHidden();
  await expectOnProcesos(page);
});

test('a load that does not exist (or is not the lawyer’s) is not shown', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.goto('/admin/estado-carga-automatica/987654321');
  await expect(page.getByText('La carga no se encuentra o ha sido eliminada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ir al listado de procesos' })).toBeVisible();
});
