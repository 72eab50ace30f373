/**
 * Manual registration wizard (seed 000 §2, §4): from 'Registrar procesos' → 'Registrar manualmente',
 * the three steps unlock in order, the case is created and appears in the list; the same radicado
 * a second time gets the duplicate message.
 */
import type { Page } from '@playwright/test';
import { isNotFound, sampleRadicados } from '../packages/court-sim/src/index.ts';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

async function openWizard(page: Page) {
  await page.getByRole('button', { name: 'Registrar procesos' }).click();
  const carga = page.getByRole('dialog', { name: 'Solicitud de carga de procesos' });
  await carga.getByRole('button', { name: 'Registrar manualmente' }).click();
  const wizard = page.getByRole('dialog', { name: 'Registro manual de procesos' });
  await expect(wizard).toBeVisible();
  return wizard;
}

test('a case registered through the three steps appears in the list; a repeat is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const radicado =
    sampleRadicados(200, Date.now() % 1_000_000).find((candidate) => !isNotFound(candidate)) ?? '';
  expect(radicado).toMatch(/^\d{23}$/);

  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  let wizard = await openWizard(page);
  const continuar = wizard.getByRole('button', { name: 'Continuar' });
  const input = wizard.getByPlaceholder('Radicado de 23 números');
  await expect(continuar).toBeDisabled();
  await input.fill('12345');
  await input.blur();
  await expect(wizard.getByText('El valor a digitar debe contener 23 dígitos numéricos')).toBeVisible();
  await input.fill(radicado);
  await wizard.getByLabel('Demandantes').fill('Ana María Pérez');
  await wizard.getByLabel('Demandados').fill('Banco Popular S.A.');
  await continuar.click();

  // Step 2: nothing chosen yet, so the last step stays locked.
  await expect(wizard.getByText('¿Dónde quieres que consultemos tu proceso?')).toBeVisible();
  await expect(continuar).toBeDisabled();
  await wizard.getByRole('switch', { name: 'Samai' }).check();
  // Samai without its corporation does not count as active.
  await expect(continuar).toBeDisabled();
  await wizard.getByRole('combobox', { name: 'Entidad / corporación' }).fill('CONSEJO DE');
  await page.getByRole('option', { name: 'CONSEJO DE ESTADO' }).click();
  await wizard.getByRole('switch', { name: 'Unificada' }).check();
  await continuar.click();

  const resumen = wizard.getByTestId('resumen-registro');
  await expect(resumen).toContainText(radicado);
  await expect(resumen).toContainText('Ana María Pérez');
  await expect(resumen).toContainText('Unificada');
  await expect(resumen).toContainText('Samai — CONSEJO DE ESTADO');
  await wizard.getByRole('button', { name: 'Confirmar', exact: true }).click();

  const exito = page.getByRole('dialog', { name: 'Proceso registrado' });
  await expect(exito).toContainText(radicado);
  await exito.getByRole('button', { name: 'Cerrar' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Buscar procesos' }).fill(radicado);
  await page.getByRole('textbox', { name: 'Buscar procesos' }).press('Enter');
  const card = page.getByTestId('case-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Ana María Pérez');
  await expect(card.getByTestId('source-chip')).toHaveCount(2);

  // Closing reset the wizard: it opens empty; the same radicado again is refused.
  wizard = await openWizard(page);
  await expect(wizard.getByPlaceholder('Radicado de 23 números')).toHaveValue('');
  await wizard.getByPlaceholder('Radicado de 23 números').fill(radicado);
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByRole('switch', { name: 'Tyba' }).check();
  await wizard.getByRole('button', { name: 'Continuar' }).click();
  await wizard.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(
    page.getByText(
      `El expediente con número de radicado ${radicado} ya se encuentra registrado. Por favor, intenta con otro.`,
    ),
  ).toBeVisible();
  await expect(wizard).toBeVisible();

  // Deactivating one of two sources keeps the case; the last one offers 'Desactivar y Eliminar'.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await card.getByRole('button', { name: 'Activar/desactivar fuentes' }).click();
  const fuente = (clave: string) => card.locator(`[data-testid="source-card"][data-fuente="${clave}"]`);
  for (const clave of ['Samai', 'Unificada']) {
    await expect(fuente(clave)).toHaveAttribute('data-state', /^(activa|error)$/, { timeout: 30_000 });
  }
  await fuente('Samai').getByRole('button', { name: 'Eliminar fuente' }).click();
  await page
    .getByRole('dialog', { name: 'Desactivar fuente de consulta' })
    .getByRole('button', { name: 'Desactivar', exact: true })
    .click();
  await expect(fuente('Samai')).toHaveAttribute('data-state', 'inactiva');
  await fuente('Unificada').getByRole('button', { name: 'Eliminar fuente' }).click();
  const eliminar = page.getByRole('dialog', { name: 'Desactivar fuente y eliminar proceso' });
  await eliminar.getByRole('button', { name: 'Desactivar y eliminar' }).click();
  await expect(page.getByText('Expediente eliminado correctamente')).toBeVisible();
  await expect(card).toHaveCount(0);
});
