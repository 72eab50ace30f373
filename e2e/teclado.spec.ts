/**
 * The morning loop with the keyboard alone (issue 24): sign in, open the day's change control,
 * open a change, Siguiente, mark it important, write its conclusion and save, back to the control
 * and finish the change with its checkbox — only Tab, Shift+Tab, typing, Enter, Space and arrows,
 * and a visible focus ring on the controls the journey reaches. On a phone, paging the review
 * with Siguiente and Anterior leaves the focused conclusion on screen.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, expectOnProcesos } from './support/accounts.ts';
import { apiGet, signIn } from './support/api.ts';
import { nocheConNovedades } from './support/noche.ts';
import { BIENVENIDA, descartarGuiasAlAparecer } from './support/onboarding.ts';
import { expectAnilloDeFoco, tabularHasta } from './support/teclado.ts';
import { expect, test } from './support/test.ts';

/** The onboarding guides, dismissed from the keyboard (their button focused, then Enter). */
async function descartarGuiasConTeclado(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: BIENVENIDA }), async (dialogo) => {
    await dialogo.getByRole('button', { name: 'No volver a mostrar' }).press('Enter');
  });
  for (const guia of ['Guía de notificaciones', 'Tus notificaciones']) {
    await page.addLocatorHandler(
      page.getByRole('region', { name: guia }),
      async (region) => {
        await region
          .getByRole('button', { name: 'Entendido' })
          .press('Enter', { timeout: 2_000 })
          .catch(() => {});
      },
      { noWaitAfter: true },
    );
  }
}

test('sign in, review a change and finish it with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await descartarGuiasConTeclado(page);
  const teclado = page.keyboard;

  await page.goto('/auth/sign-in');
  await tabularHasta(page, page.getByLabel('Correo electrónico', { exact: true }));
  await teclado.type(DEMO_ACCOUNT.email);
  await tabularHasta(page, page.getByLabel('Contraseña', { exact: true }));
  await teclado.type(DEMO_ACCOUNT.password);
  await tabularHasta(page, page.getByRole('button', { name: 'Iniciar sesión' }));
  await expectAnilloDeFoco(page.getByRole('button', { name: 'Iniciar sesión' }));
  await teclado.press('Enter');
  await expectOnProcesos(page);

  // A night with news gives the day's control changes to review (through the API, as the
  // change-control journey does).
  const noche = await nocheConNovedades(page, 2);

  const abrirControl = page.getByRole('button', { name: /^Control de cambios/ });
  await tabularHasta(page, abrirControl);
  await expectAnilloDeFoco(abrirControl);
  await teclado.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}$`), { timeout: 20_000 });

  // The change's text is a link to its review.
  const revisar = page.getByTestId('revisar-cambio').first();
  await tabularHasta(page, revisar);
  await expectAnilloDeFoco(revisar);
  await teclado.press('Enter');
  await expect(page).toHaveURL(/DetalleDelExpediente\/\d+\?idCambio=\d+&rol=dependiente/);
  const widget = page.getByRole('dialog', { name: 'Revisión del cambio' });
  await expect(widget.getByTestId('indice-cambio')).toHaveText(/^1 de \d+$/);

  const siguiente = widget.getByRole('button', { name: 'Siguiente' });
  await tabularHasta(page, siguiente);
  await expectAnilloDeFoco(siguiente);
  await teclado.press('Enter');
  await expect(widget.getByTestId('indice-cambio')).toHaveText(/^2 de \d+$/);
  const idCambio = new URL(page.url()).searchParams.get('idCambio');

  // Importance: the radio group takes the focus on its checked option, the arrow moves to 'Sí'.
  const importancia = widget.getByRole('radiogroup').or(widget.getByRole('radio', { name: 'Sin definir' }));
  await tabularHasta(page, importancia.first());
  await teclado.press('ArrowRight');
  await expect(page.getByText('Cambio marcado como importante.')).toBeVisible();

  const conclusion = widget.getByRole('textbox', { name: 'Conclusión' });
  await tabularHasta(page, conclusion);
  await teclado.type('Revisado con el teclado: sin términos pendientes.');
  const guardar = widget.getByRole('button', { name: 'Guardar y continuar' });
  await tabularHasta(page, guardar);
  await expectAnilloDeFoco(guardar);
  await teclado.press('Enter');
  await expect(page.getByText('Cambio marcado como revisado correctamente.').first()).toBeVisible();

  const volver = widget.getByRole('button', { name: 'Ver el control del día' });
  await tabularHasta(page, volver);
  await teclado.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/ControlCambios/${noche.idControl}`));

  // Finished from its row's checkbox, with Space.
  const fila = page.getByTestId('fila-cambio').filter({ hasText: 'Revisado con el teclado' });
  const finalizado = fila.getByRole('checkbox');
  await tabularHasta(page, finalizado);
  await expectAnilloDeFoco(finalizado);
  await teclado.press('Space');
  await expect(finalizado).toBeChecked({ timeout: 15_000 });
  expect(idCambio).not.toBeNull();
});

test('on a phone, Siguiente and Anterior from the keyboard leave the focused conclusion in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await descartarGuiasAlAparecer(page);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  // The newest day with at least two changes: the demo's month of history has them.
  const historial = await apiGet<{ id: number; totalCambios: number }[]>(
    page,
    '/api/ControlCambiosDia/Historial',
  );
  const dia = historial.find((control) => control.totalCambios >= 2);
  expect(dia, 'un control con dos cambios o más').toBeDefined();
  await page.goto(`/admin/ControlCambios/${dia?.id}`);
  await page.getByTestId('seccion-cambios').getByTestId('revisar-cambio').first().press('Enter');
  const revision = page.getByRole('region', { name: 'Revisión del cambio' });
  const indice = revision.getByTestId('indice-cambio');
  await expect(indice).toHaveText(/^1 de \d+$/);
  const total = Number((await indice.textContent())?.split(' de ')[1]);
  const conclusion = revision.getByRole('textbox', { name: 'Conclusión' });

  /** The conclusion holds the focus, whole between the fixed top bar and the window's bottom. */
  async function conclusionEnfocadaALaVista(donde: string) {
    await expect(conclusion).toBeFocused();
    const caja = await conclusion.evaluate((editor) => {
      const { top, bottom } = editor.getBoundingClientRect();
      const barra = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      return { top, bottom, barra, alto: window.innerHeight };
    });
    expect(caja.top, `${donde}: ${JSON.stringify(caja)}`).toBeGreaterThanOrEqual(caja.barra - 1);
    expect(caja.bottom, `${donde}: ${JSON.stringify(caja)}`).toBeLessThanOrEqual(caja.alto + 1);
  }

  // Slate focused the next change's editor without scrolling: after Siguiente it sat below the
  // fold, and what the lawyer typed went there unseen.
  for (let n = 2; n <= Math.min(total, 4); n++) {
    await tabularHasta(page, revision.getByRole('button', { name: 'Siguiente' }), { atras: true });
    await page.keyboard.press('Enter');
    await expect(indice).toHaveText(new RegExp(`^${n} de `));
    await conclusionEnfocadaALaVista(`Siguiente a ${n}`);
  }
  await tabularHasta(page, revision.getByRole('button', { name: 'Anterior' }), { atras: true });
  await page.keyboard.press('Enter');
  await expect(indice).not.toHaveText(new RegExp(`^${Math.min(total, 4)} de `));
  await conclusionEnfocadaALaVista('Anterior');
});
