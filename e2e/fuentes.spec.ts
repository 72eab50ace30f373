import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { signIn as signInAs } from './support/api.ts';
import { expect, test } from './support/test.ts';

async function signIn(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
}

/**
 * The first demo case (or the first watched in every source named by its chip, e.g.
 * 'Publicaciones Procesales') with its source cards open. Which case comes first depends on the
 * demo's last nights, so a journey that needs a source asks for it.
 */
async function openSourceCards(page: Page, vigiladoEn: string[] = []): Promise<Locator> {
  let cards = page.getByTestId('case-card');
  for (const fuente of vigiladoEn)
    cards = cards.filter({
      has: page.getByRole('button', { name: new RegExp(`^Ver \\S+ \\(${fuente}\\)`) }),
    });
  const card = cards.first();
  await card.getByRole('button', { name: 'Activar/desactivar fuentes' }).click();
  await expect(card.getByTestId('source-card')).toHaveCount(7);
  return card;
}

const sourceCard = (card: Locator, clave: string) =>
  card.locator(`[data-testid="source-card"][data-fuente="${clave}"]`);

test('a lawyer activates a source through the dialog, sees it registered and deactivates it', async ({
  page,
}) => {
  await signIn(page);
  const card = await openSourceCards(page);
  const numero = (await card.getByRole('link').first().textContent()) ?? '';

  // Registered sources come first, the ones not active last (seed 000 §4 display order).
  const states = await card
    .getByTestId('source-card')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-state')));
  expect(states[0]).toBe('activa');
  expect(states.at(-1)).toBe('inactiva');
  await expect(sourceCard(card, 'Unificada').getByTestId('consulta')).toHaveText(
    /^Consultada el \d{2}\/\d{2}\/\d{4}/,
  );

  const tyba = sourceCard(card, 'Tyba');
  await expect(tyba).toHaveAttribute('data-state', 'inactiva');
  await expect(tyba).toContainText('No está activa');
  await tyba.getByRole('button', { name: 'Activar consulta' }).click();

  const dialog = page.getByRole('dialog', { name: /Activar fuente de consulta/ });
  await expect(dialog).toContainText(numero);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const success = page.getByRole('dialog', { name: 'Consulta activada' });
  await expect(success).toContainText('Se activó la consulta en Tyba');
  await success.getByRole('button', { name: 'Cerrar' }).click();
  await expect(success).toBeHidden();

  // The activation job runs in the background; its progress arrives over the socket.
  await expect(tyba).toHaveAttribute('data-state', /^(activa|error)$/, { timeout: 30_000 });
  await expect(card.getByTestId('source-chip').filter({ hasText: '(Tyba)' })).toBeVisible();

  await tyba.getByRole('button', { name: 'Eliminar fuente' }).click();
  const confirm = page.getByRole('dialog', { name: 'Desactivar fuente de consulta' });
  await expect(confirm).toContainText('Las demás fuentes de consulta del proceso seguirán consultándose.');
  await confirm.getByRole('button', { name: 'Desactivar', exact: true }).click();
  await expect(page.getByText('Fuente de consulta desactivada correctamente')).toBeVisible();
  await expect(tyba).toHaveAttribute('data-state', 'inactiva');
});

test('Samai needs its corporation before Confirmar is enabled', async ({ page }) => {
  await signIn(page);
  // A case without Samai (non-administrative demo cases watch Unificada and PP only), pinned by its
  // number: once Samai is active it no longer matches the 'without Samai' filter.
  const candidate = page
    .getByTestId('case-card')
    .filter({ hasNot: page.getByTestId('source-chip').filter({ hasText: '(Samai)' }) })
    .first();
  const numero = (await candidate.getByRole('link').first().textContent()) ?? '';
  const card = page.getByTestId('case-card').filter({ hasText: numero });
  await card.getByRole('button', { name: 'Activar/desactivar fuentes' }).click();
  const samai = sourceCard(card, 'Samai');
  await samai.getByRole('button', { name: 'Activar consulta' }).click();
  const dialog = page.getByRole('dialog', { name: /Activar fuente de consulta/ });
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Entidad / corporación' }).fill('CONSEJO DE');
  await page.getByRole('option', { name: 'CONSEJO DE ESTADO' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('dialog', { name: 'Consulta activada' })).toContainText('Samai');
  await page
    .getByRole('dialog', { name: 'Consulta activada' })
    .getByRole('button', { name: 'Cerrar' })
    .click();
  await expect(samai).not.toHaveAttribute('data-state', 'inactiva');
});

test('the actuaciones viewer shows the source, the case, its actuaciones and the process data', async ({
  page,
}) => {
  await signIn(page);
  const card = await openSourceCards(page, ['Unificada', 'Publicaciones Procesales']);
  const numero = (await card.getByRole('link').first().textContent()) ?? '';
  await sourceCard(card, 'Unificada').getByRole('button', { name: 'Ver actuaciones' }).click();
  const viewer = page.getByRole('dialog', { name: /Unificada/ });
  await expect(viewer).toContainText(numero);
  await expect(viewer.getByTestId('viewer-count')).toHaveText(/^\d+ actuaciones$/);
  await expect(viewer.getByTestId('viewer-actuaciones').locator('tbody tr').first()).toBeVisible();
  await viewer.getByRole('button', { name: 'Mostrar datos del proceso' }).click();
  await expect(viewer.getByText('Despacho', { exact: true })).toBeVisible();
  await expect(viewer.getByText('Demandantes', { exact: true })).toBeVisible();
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toBeHidden();

  // Publicaciones Procesales lists documents with matches (or says none was found yet).
  await sourceCard(card, 'PublicacionesProcesales')
    .getByRole('button', { name: 'Ver documentos / autos' })
    .click();
  const pp = page.getByRole('dialog', { name: /Publicaciones Procesales/ });
  await expect(
    pp.getByTestId('documento-coincidencias').first().or(pp.getByTestId('sin-coincidencias')),
  ).toBeVisible();
});
