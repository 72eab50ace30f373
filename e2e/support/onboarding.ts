/**
 * The onboarding guides a new user meets (decision 0015): the welcome popup at first access and,
 * 4 s later, the notification guide; the notifications tab's guide on its first visit. Journeys
 * about something else dismiss them as a user would, whenever they show up, through Playwright's
 * locator handlers (checked before every action and assertion), so no journey waits for them.
 */
import type { Page } from '@playwright/test';

export const BIENVENIDA = /Bienvenido a Expediente Digital/;

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
