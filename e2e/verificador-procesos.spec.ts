/**
 * The missing-cases checker (seed 002 §5): from the side panel the demo lawyer pastes radicados,
 * one per line; an invalid line keeps 'Verificar' disabled; blanks and repeats are removed; the
 * check (POST Expedientes/ConsultarRadicados) names the ones the account lacks, and the offer to
 * register them starts a bulk load of exactly those.
 */

import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, type ExpedienteApi, signIn } from './support/api.ts';
import { cargaApi, idDeCarga, radicadosFrescos } from './support/carga.ts';
import { expect, test } from './support/test.ts';

test('the checker names the radicados missing from the account and offers to register them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  const [registradoA, registradoB] = expedientes.map((expediente) => expediente.numero);
  const [faltanteA, faltanteB] = radicadosFrescos(7_321).found;

  await page.getByRole('navigation').getByRole('button', { name: 'Verificar procesos faltantes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verificar procesos faltantes' });
  await expect(dialog).toBeVisible();
  const verificar = dialog.getByRole('button', { name: 'Verificar', exact: true });
  await expect(verificar).toBeDisabled();

  const radicados = dialog.getByLabel('Radicados');
  // A 22-digit line: invalid, named by its line number, and the check stays disabled.
  await radicados.fill([registradoA, '', faltanteA.slice(1)].join('\n'));
  await expect(dialog.getByText('Cada línea debe tener exactamente 23 dígitos.')).toBeVisible();
  await expect(dialog.getByText(`Línea 3: ${faltanteA.slice(1)}`)).toBeVisible();
  await expect(verificar).toBeDisabled();

  // Blanks and repeats are dropped: four radicados to check.
  await radicados.fill(
    [registradoA, '', `  ${faltanteA}  `, registradoB, registradoA, faltanteB, '   ', faltanteA].join('\n'),
  );
  await expect(dialog.getByText('4 radicados para verificar (quitamos 2 repetidos).')).toBeVisible();
  await expect(dialog.getByText('Líneas no válidas')).toHaveCount(0);
  await expect(verificar).toBeEnabled();
  await verificar.click();

  await expect(dialog.getByText('Faltan 2 procesos en tu cuenta')).toBeVisible();
  await expect(dialog.getByText('2 de 4 ya están registrados. Estos no:')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Procesos faltantes' }).getByRole('listitem')).toHaveText([
    faltanteA,
    faltanteB,
  ]);

  // Changing the list hides the answer until it is checked again.
  await radicados.fill([registradoA, registradoB].join('\n'));
  await expect(dialog.getByText('Faltan 2 procesos en tu cuenta')).toHaveCount(0);
  await verificar.click();
  await expect(dialog.getByText('Los 2 radicados ya están registrados en tu cuenta.')).toBeVisible();

  await radicados.fill([faltanteA, registradoA, faltanteB].join('\n'));
  await verificar.click();
  await dialog.getByRole('button', { name: 'Registrar los 2 faltantes' }).click();
  await expect(page).toHaveURL(/\/admin\/estado-carga-automatica\/\d+$/, { timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const carga = await cargaApi(page, idDeCarga(page));
  expect(carga.procesosACargar.map((proceso) => proceso.numeroProceso).sort()).toEqual(
    [faltanteA, faltanteB].sort(),
  );
  await expect(page.getByLabel('Estado de la carga')).toHaveText('Finalizado (2 de 2)', { timeout: 90_000 });
});
