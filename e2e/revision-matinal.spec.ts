/**
 * The morning review loop without friction (issue 21): after a night with news, the lawyer pages
 * through the day's changes with Siguiente alone (nothing typed blocks it) and the side menu's count
 * follows a review without a reload; the same loop on a phone (390×844) never scrolls sideways and
 * hides the keyboard-only hint; a night when the Rama portal failed counts the unconsulted cases
 * apart from the day's changes, names the source in Motivo, and its tables fit the page.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNT } from './support/accounts.ts';
import { apiGet, apiSend, ddmmyyyy, type ExpedienteApi, signIn, signInDemo } from './support/api.ts';
import { nocheConNovedades, vigiladoPorLaNoche } from './support/noche.ts';
import { simulador } from './support/simulador.ts';
import { expect, test } from './support/test.ts';

interface Control {
  id: number;
  totalCambios: number;
  totalCambiosRevisados: number;
  pendientesCambiosDelDia: number;
  totalNoConsultados: number;
}

const PAGINAS = 20;

/** The page itself never scrolls sideways (a table may, inside its own box). */
async function sinDesbordeHorizontal(page: Page, donde: string) {
  const medidas = await page.evaluate(() => {
    const raiz = document.scrollingElement as HTMLElement;
    return { ancho: raiz.scrollWidth, visible: raiz.clientWidth };
  });
  expect(
    medidas.ancho,
    `${donde}: ${medidas.ancho} px de ancho en ${medidas.visible} px`,
  ).toBeLessThanOrEqual(medidas.visible);
}

test('a day of 20 changes is paged with Siguiente alone, and the menu follows a review', async ({ page }) => {
  test.setTimeout(300_000);
  const errores: string[] = [];
  page.on('console', (mensaje) => {
    if (mensaje.type() === 'error' && /Content Security Policy/i.test(mensaje.text()))
      errores.push(mensaje.text());
  });
  await signInDemo(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  // The demo's 14 cases need some weeks of court activity for 20 changes in one night.
  const noche = await nocheConNovedades(page, PAGINAS, 60);
  const control = await apiGet<Control>(page, `/api/ControlCambiosDia/${noche.idControl}`);
  expect(control.totalCambios).toBeGreaterThanOrEqual(PAGINAS);

  await page.goto(`/admin/ControlCambios/${noche.idControl}`);
  const menu = page.getByRole('navigation');
  const pendientes = control.totalCambios - control.totalCambiosRevisados;
  await expect(menu.getByLabel(`${pendientes} cambios por revisar`)).toBeVisible();
  // The day's section, not the first row to arrive: the two sections load apart (CI 27/11 opened
  // a case without change, 25 of 26, when the day's section was still loading).
  await page.getByTestId('seccion-cambios').getByTestId('fila-cambio').first().locator('td').nth(2).click();
  const widget = page.getByRole('dialog', { name: 'Revisión del cambio' });
  const siguiente = widget.getByRole('button', { name: 'Siguiente' });

  for (let indice = 1; indice <= PAGINAS; indice++) {
    await expect(widget.getByTestId('indice-cambio')).toHaveText(`${indice} de ${control.totalCambios}`);
    // Opening a change gives the editor the focus; that is no edit and blocks nothing.
    await expect(widget.getByRole('textbox', { name: 'Conclusión' })).toBeFocused();
    await expect(widget.getByText('Guarda los cambios antes de continuar')).toHaveCount(0);
    if (indice === 1) {
      // At 1366×800 the whole widget is inside the window, 'Usar borrador' uncut when Tito wrote one.
      const caja = await widget.boundingBox();
      expect(caja && caja.y + caja.height).toBeLessThanOrEqual(800);
      const borrador = widget.getByRole('button', { name: 'Usar borrador' });
      if (await borrador.isVisible()) {
        const cortado = await borrador.evaluate((boton) => boton.scrollWidth > boton.clientWidth);
        expect(cortado).toBe(false);
      }
    }
    if (indice < PAGINAS) await siguiente.click();
  }

  // A review with a conclusion: the side menu's count drops without a reload.
  await widget.getByRole('textbox', { name: 'Conclusión' }).pressSequentially('Revisado en la mañana.');
  await expect(siguiente).toBeDisabled();
  await expect(widget.getByText('Guarda los cambios antes de continuar')).toBeVisible();
  await widget.getByRole('button', { name: 'Guardar y continuar' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: 'Cambio marcado como revisado correctamente.' });
  await expect(aviso).toBeVisible();
  // The toast leaves the review card alone: at the top right, where the card opens, it covered
  // the card's header (Anterior, Siguiente) for 3 s.
  const [cajaAviso, cajaCard] = await Promise.all([aviso.boundingBox(), widget.boundingBox()]);
  expect(cajaAviso, 'the toast is on screen').not.toBeNull();
  expect(cajaCard, 'the review card is on screen').not.toBeNull();
  if (cajaAviso && cajaCard) {
    const seCruzan =
      cajaAviso.x < cajaCard.x + cajaCard.width &&
      cajaCard.x < cajaAviso.x + cajaAviso.width &&
      cajaAviso.y < cajaCard.y + cajaCard.height &&
      cajaCard.y < cajaAviso.y + cajaAviso.height;
    expect(
      seCruzan,
      `the toast ${JSON.stringify(cajaAviso)} covers the card ${JSON.stringify(cajaCard)}`,
    ).toBe(false);
  }
  await expect(menu.getByLabel(`${pendientes - 1} cambios por revisar`)).toBeVisible();
  expect(errores).toEqual([]);
});

test('the morning loop on a phone never scrolls sideways', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const noche = await nocheConNovedades(page, 1);

  await page.goto(`/admin/ControlCambios/${noche.idControl}`);
  const tarjeta = page.getByTestId('seccion-cambios').getByTestId('fila-cambio').first();
  await expect(tarjeta).toBeVisible();
  await sinDesbordeHorizontal(page, 'control de cambios');
  // The state badge says its whole word.
  const estado = tarjeta.locator('.mantine-Badge-label').first();
  expect(await estado.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);

  await tarjeta.getByRole('link').first().click();
  await expect(page).toHaveURL(/DetalleDelExpediente\/\d+\?idCambio=\d+&rol=principal/);
  // On a phone the review is a section of the page, not a panel over it.
  const revision = page.getByRole('region', { name: 'Revisión del cambio' });
  const editor = revision.getByRole('textbox', { name: 'Conclusión' });
  await expect(editor).toBeVisible();
  await expect(revision.getByText('Ctrl+Enter para guardar')).toBeHidden();
  await sinDesbordeHorizontal(page, 'revisión del cambio');
  await editor.click();
  await editor.pressSequentially('Revisado desde el celular.');
  await revision.getByRole('button', { name: 'Guardar y continuar' }).click();
  await expect(page.getByText('Cambio marcado como revisado correctamente.').first()).toBeVisible();

  await page.goto('/admin/NotificacionesCambio');
  await expect(page.getByRole('heading', { name: /Notificaciones/ }).first()).toBeVisible();
  await sinDesbordeHorizontal(page, 'notificaciones');
});

test.afterEach(async ({ request }) => {
  await (await simulador(request)).clearFaults();
});

test('a night when the Rama portal failed counts the unconsulted cases apart and names the source', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  const sim = await simulador(page.request);
  // Rama, Tyba and Unificada are all read from the Rama Judicial's portal (CPNU).
  await sim.setFaults('cpnu', { schemaDrift: true });
  const fecha = await sim.advance(1);
  const { expedientes } = await apiGet<{ expedientes: ExpedienteApi[] }>(page, '/api/Expedientes?pagina=1');
  // The Unificada processes the night reads (registered there: with the source's ids).
  const leidoEnUnificada = (proceso: ExpedienteApi['procesosEnFuentesDatos'][number]) =>
    proceso.tipoFuente === 2 &&
    proceso.activo &&
    vigiladoPorLaNoche(proceso.estado) &&
    proceso.idProceso !== null &&
    proceso.idActualizacion !== null;
  const enUnificada = expedientes.filter((expediente) =>
    expediente.procesosEnFuentesDatos.some(leidoEnUnificada),
  );
  expect(enUnificada.length).toBeGreaterThan(0);
  await apiSend(page, 'POST', '/api/Monitoreo/Barrido', { fecha });
  await expect(async () => {
    const { expedientes: ahora } = await apiGet<{ expedientes: ExpedienteApi[] }>(
      page,
      '/api/Expedientes?pagina=1',
    );
    for (const antes of enUnificada) {
      const expediente = ahora.find((caso) => caso.id === antes.id);
      const leidos = antes.procesosEnFuentesDatos
        .filter(leidoEnUnificada)
        .map((proceso) => proceso.idProceso);
      for (const proceso of expediente?.procesosEnFuentesDatos ?? [])
        if (proceso.tipoFuente === 2 && leidos.includes(proceso.idProceso))
          expect(proceso.fechaUltimaConsulta, antes.numero).toBe(ddmmyyyy(fecha));
    }
  }).toPass({ timeout: 120_000 });
  const { id } = await apiSend<{ id: number }>(page, 'POST', '/api/ControlCambiosDia/Cierre', { fecha });
  const control = await apiGet<Control>(page, `/api/ControlCambiosDia/${id}`);
  expect(control.totalNoConsultados).toBeGreaterThan(0);

  await page.goto(`/admin/ControlCambios/${id}`);
  await expect(page.getByText(`${control.totalNoConsultados} procesos sin consultar`)).toBeVisible();
  await expect(page.getByTestId('cambios-por-revisar')).toHaveText(String(control.pendientesCambiosDelDia));
  const fila = page
    .getByTestId('fila-cambio')
    .filter({ hasText: 'No pudimos consultar el proceso en' })
    .first();
  await expect(fila).toContainText(/No pudimos consultar el proceso en [^.]*(Rama|Tyba|Unificada)/);
  // Every table fits the page's width: no column, 'Finalizado' included, is cut off. (The
  // container itself never scrolls: its scroll area's viewport does.)
  for (const vista of await page
    .locator('.mantine-Table-scrollContainer .mantine-ScrollArea-viewport')
    .all()) {
    const { ancho, visible } = await vista.evaluate((caja) => ({
      ancho: caja.scrollWidth,
      visible: caja.clientWidth,
    }));
    expect(ancho, `tabla de ${ancho} px en ${visible} px`).toBeLessThanOrEqual(visible);
  }
  await expect(page.getByRole('columnheader', { name: 'Finalizado' }).last()).toBeInViewport();
  // Beside nine columns each 23-digit radicado stays on one line (it wrapped onto three).
  const radicados = page.locator('[data-testid="fila-cambio"] a[href*="rol=principal"]');
  await expect(radicados.first()).toBeVisible();
  const partidos = await radicados.evaluateAll((enlaces) =>
    enlaces.filter((enlace) => enlace.getClientRects().length > 1).map((enlace) => enlace.textContent),
  );
  expect(partidos).toEqual([]);
  // The nine columns leave Motivo room for its sentence and its buttons: squeezed to about 120 px
  // its rows ran to ten lines.
  const motivo = page.getByRole('columnheader', { name: 'Motivo' });
  const ancho = (await motivo.boundingBox())?.width ?? 0;
  expect(ancho, `Motivo de ${ancho} px`).toBeGreaterThanOrEqual(170);
});
