/**
 * The onboarding guides a new user meets (decision 0015): the welcome popup at first access and,
 * 4 s later, the notification guide; the notifications tab's guide on its first visit. Journeys
 * about something else dismiss them as a user would, whenever they show up, through Playwright's
 * locator handlers (checked before every action and assertion), so no journey waits for them.
 */
import { expect, type Page } from '@playwright/test';

export const BIENVENIDA = /Te damos la bienvenida a Expediente Digital/;

export async function descartarGuiasAlAparecer(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('dialog', { name: BIENVENIDA }), async (dialog) => {
    await dialog.getByRole('button', { name: 'No volver a mostrar' }).click();
  });
  // A guide that shows while a modal dialog is open sits under the dialog's overlay: the handler
  // gives up on it then (the journey's own action closes the dialog) and dismisses it at a later
  // action; waiting for the click deadlocked fuentes-rama.spec.ts until its timeout (CI 26/11).
  for (const guia of ['Guía de notificaciones', 'Tus notificaciones']) {
    await page.addLocatorHandler(
      page.getByRole('region', { name: guia }),
      async (region) => {
        await region
          .getByRole('button', { name: 'Entendido' })
          .click({ timeout: 2_000 })
          .catch(() => {});
      },
      { noWaitAfter: true },
    );
  }
}

/**
 * Opens the user menu. The welcome popup opens once the user's profile arrives, which on a
 * loaded machine can come after the menu opened: the popup closes the menu (CI 27/11), and the
 * lawyer opens it again.
 */
export async function abrirMenuDeUsuario(page: Page): Promise<void> {
  const cerrarSesion = page.getByRole('menuitem', { name: 'Cerrar sesión' });
  await expect(async () => {
    if (!(await cerrarSesion.isVisible())) {
      await page.getByRole('button', { name: /^Menú de usuario/ }).click();
    }
    await expect(cerrarSesion).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
