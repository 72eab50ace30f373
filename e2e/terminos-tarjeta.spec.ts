/**
 * Términos on the case card (decision 0008): a night brings a demo case an actuación whose text
 * grants a term; the case's card in Procesos then shows the nearest pending end date ('Término:
 * vence el …') and the rule that gives it, the same the case detail computes per actuación. An
 * administrator then stores a closure for that court on /admin/calendario-terminos: the card's
 * date moves and its rule names the closure; removing it brings the date back.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT, expectOnProcesos, fillSignIn } from './support/accounts.ts';
import { apiGet, ddmmyyyy, type ExpedienteApi, expedientePorNumero } from './support/api.ts';
import { nocheConTermino, terminoNacional } from './support/noche-con-termino.ts';
import { expect, test } from './support/test.ts';

const NOMBRE_FUENTE: Record<number, string> = { 0: 'Rama', 1: 'Tyba', 2: 'Unificada', 4: 'Samai' };

interface TerminoApi {
  vence: string;
  vencimiento: string;
  regla: string;
}

const aIso = (ddmmaaaa: string) => `${ddmmaaaa.slice(6, 10)}-${ddmmaaaa.slice(3, 5)}-${ddmmaaaa.slice(0, 2)}`;

/** What the case detail computes, actuación by actuación, in every source: the nearest pending. */
async function terminoMasCercano(page: Page, expediente: ExpedienteApi) {
  let masCercano: TerminoApi | null = null;
  for (const proceso of expediente.procesosEnFuentesDatos) {
    const nombre = NOMBRE_FUENTE[proceso.tipoFuente];
    if (!nombre || proceso.estado !== 2) continue;
    const filas = await apiGet<{ terminoCalculado: TerminoApi | null }[]>(
      page,
      `/api/${nombre}/Procesos/${expediente.id}/Actuaciones`,
    );
    for (const { terminoCalculado: termino } of filas) {
      if (!termino || termino.vencimiento.startsWith('venció')) continue;
      if (!masCercano || aIso(termino.vence) < aIso(masCercano.vence)) masCercano = termino;
    }
  }
  return masCercano;
}

test('a new actuación with a término appears on the case card with its end date and rule', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await fillSignIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectOnProcesos(page);

  const { expediente, actuacion, fecha } = await nocheConTermino(page);

  // The detail's own término for the new actuación is the domain's, and it is still running.
  const esperadoNuevo = terminoNacional(actuacion);
  expect(esperadoNuevo?.vence && esperadoNuevo.vence >= fecha, 'el término nuevo sigue corriendo').toBe(true);
  const actualizado = await expedientePorNumero(page, expediente.numero);
  const masCercano = await terminoMasCercano(page, actualizado);
  expect(masCercano, 'el caso tiene un término pendiente').not.toBeNull();
  expect(aIso(masCercano?.vence ?? '') <= (esperadoNuevo?.vence ?? '')).toBe(true);

  // The card in Procesos shows that end date and its rule.
  const buscar = page.getByRole('textbox', { name: 'Buscar procesos' });
  await buscar.fill(expediente.numero);
  await buscar.press('Enter');
  const card = page.getByTestId('case-card').filter({ hasText: expediente.numero });
  const termino = card.getByTestId('termino-pendiente');
  await expect(termino).toContainText(`Término: ${masCercano?.vencimiento}`);
  await expect(termino.getByTestId('termino-pendiente-regla')).toHaveText(masCercano?.regla ?? '');

  // An administrator closes that court for the coming week: the card's date moves, the rule says why.
  const motivo = `Cierre de prueba ${Date.now()}`;
  await page.goto('/admin/calendario-terminos');
  const cierres = page.getByTestId('cierres-judiciales');
  // The form's days are typed as dd/mm/aaaa, whatever the browser's language.
  await cierres.getByLabel('Desde').fill(ddmmyyyy(fecha));
  const finCierre = new Date(Date.parse(`${fecha}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  await cierres.getByLabel('Hasta').fill(ddmmyyyy(finCierre));
  await cierres.getByLabel(/Código del despacho/).fill(expediente.numero.slice(0, 12));
  await cierres.getByLabel('Motivo').fill(motivo);
  await cierres.getByRole('button', { name: 'Agregar cierre' }).click();
  await expect(cierres.getByRole('row', { name: new RegExp(motivo) })).toBeVisible();

  const conCierre = await terminoMasCercano(page, actualizado);
  expect(conCierre?.vence).not.toBe(masCercano?.vence);
  expect(conCierre?.regla).toContain(motivo);
  await page
    .getByRole('link', { name: /^Procesos( \d+)?$/ })
    .first()
    .click();
  await expectOnProcesos(page);
  await buscar.fill(expediente.numero);
  await buscar.press('Enter');
  await expect(termino).toContainText(`Término: ${conCierre?.vencimiento}`);
  await expect(termino.getByTestId('termino-pendiente-regla')).toContainText(motivo);

  // Removed, the closure leaves the término as it was (and the demo's later journeys untouched).
  await page.goto('/admin/calendario-terminos');
  await cierres.getByRole('button', { name: `Eliminar el cierre ${motivo}` }).click();
  await expect(cierres.getByRole('row', { name: new RegExp(motivo) })).toHaveCount(0);
  expect(await terminoMasCercano(page, actualizado)).toEqual(masCercano);
});
